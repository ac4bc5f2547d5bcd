import {
  NEW_CAR_COMPARE_MAX,
  NEW_CAR_COMPARE_QUERY,
  newCarMediaSlug,
  parseNewCarSearch,
  type NewCarCompareResponse,
} from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { newCarsApi } from './new-cars-api';

/** The page's own origin, for canonical links and JSON-LD. */
const originOf = (request: Request) => new URL(request.url).origin;

/** Unknown or malformed brand and model slugs are a real 404 page (the API says 404 or 400). */
async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export async function loadNewCarsHome(context: AppLoadContext, request: Request) {
  const home = await unwrap(typedApi(context).GET('/api/vehicle/v1/new-cars'));
  return { ...home.data, origin: originOf(request) };
}

export async function loadBrandPage(context: AppLoadContext, request: Request, brandSlug: string) {
  const page = await orNotFound(
    unwrap(
      typedApi(context).GET('/api/vehicle/v1/new-cars/{brandSlug}', {
        params: { path: { brandSlug } },
      }),
    ),
  );
  return { ...page.data, origin: originOf(request) };
}

export async function loadModelPage(
  context: AppLoadContext,
  request: Request,
  brandSlug: string,
  modelSlug: string,
) {
  const api = typedApi(context);
  const path = { slug: newCarMediaSlug(brandSlug, modelSlug) };
  // Gallery and videos are extras: a model page still shows if they fail.
  const [page, gallery, videos] = await Promise.all([
    orNotFound(
      unwrap(
        api.GET('/api/vehicle/v1/new-cars/{brandSlug}/{modelSlug}', {
          params: { path: { brandSlug, modelSlug } },
        }),
      ),
    ),
    unwrap(api.GET('/api/vehicle/v1/gallery/{slug}', { params: { path } })).catch(() => null),
    unwrap(api.GET('/api/vehicle/v1/video/{slug}', { params: { path } })).catch(() => null),
  ]);
  return { ...page.data, gallery, videos, origin: originOf(request) };
}

/** Only the spec's search shapes exist; anything else under /new-cars/search-by/ is a 404. */
export async function loadSearchPage(context: AppLoadContext, request: Request, slug: string) {
  const search = parseNewCarSearch(slug);
  if (!search) throw data(null, { status: 404 });
  const api = typedApi(context);
  const [results, home] = await Promise.all([
    unwrap(
      api.GET('/api/vehicle/v1/new-cars/search', {
        params: {
          query: {
            // Repeated keys (bodyType=suv&bodyType=muv), as before; none when empty.
            bodyType: search.kind === 'body-type' ? [...search.bodyTypes] : [],
            ...(search.kind === 'budget' ? { maxPricePaise: search.maxPricePaise } : {}),
          },
        },
      }),
    ),
    unwrap(api.GET('/api/vehicle/v1/new-cars')),
  ]);
  const { bodyTypes, budgets } = home.data;
  return { search, models: results.data, bodyTypes, budgets, origin: originOf(request) };
}

/** The API's own sentence when it speaks to a buyer ("Choose different models..."), else ours. */
function compareProblem(error: ApiRequestError): string {
  if (error.status === 400 && /^(Choose|Compare)/.test(error.message)) return error.message;
  return 'One of the chosen cars is not in our new-car catalogue. Choose again from the lists.';
}

/**
 * The compare form's choices (every model on sale) and, with two or more chosen, the comparison.
 * Empty selects are ignored so the plain GET form works without JavaScript; a hand-made URL the
 * API refuses (repeats, unknown ids) shows the API's message above the form.
 */
export async function loadComparePage(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const chosen = url.searchParams
    .getAll(NEW_CAR_COMPARE_QUERY)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const options = await unwrap(
    typedApi(context).GET('/api/vehicle/v1/new-cars/search', {
      params: { query: { bodyType: [] } },
    }),
  );
  const selectedIds = chosen.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const base = { options: options.data, origin: originOf(request) };
  if (chosen.length < 2) {
    return { ...base, selectedIds, compared: [], problem: null };
  }
  try {
    // One more than allowed is enough for the API to say "at most 3". Stays on apiClient: the
    // visitor's text goes as is for the API to judge, and the typed query is the parsed ids.
    const compared = await apiClient(context).get<NewCarCompareResponse>(
      newCarsApi.compare(chosen.slice(0, NEW_CAR_COMPARE_MAX + 1)),
    );
    return { ...base, selectedIds, compared: compared.data, problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404)) {
      return { ...base, selectedIds, compared: [], problem: compareProblem(error) };
    }
    throw error;
  }
}
