import {
  NEW_CAR_COMPARE_MAX,
  NEW_CAR_COMPARE_QUERY,
  newCarMediaSlug,
  parseNewCarSearch,
  type NewCarGallery,
  type NewCarVideos,
  type NewCarBrandPageResponse,
  type NewCarCompareResponse,
  type NewCarModelListResponse,
  type NewCarModelPageResponse,
  type NewCarsHomeResponse,
} from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';
import { newCarsApi } from './new-cars-api';

/** The page's own origin, for canonical links and JSON-LD. */
const originOf = (request: Request) => new URL(request.url).origin;

/** Unknown or malformed brand and model slugs are a real 404 page (the API says 404 or 400). */
async function getOrNotFound<T>(context: AppLoadContext, url: string): Promise<T> {
  try {
    return await apiClient(context).get<T>(url);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export async function loadNewCarsHome(context: AppLoadContext, request: Request) {
  const home = await apiClient(context).get<NewCarsHomeResponse>(newCarsApi.home());
  return { ...home.data, origin: originOf(request) };
}

export async function loadBrandPage(context: AppLoadContext, request: Request, brandSlug: string) {
  const page = await getOrNotFound<NewCarBrandPageResponse>(context, newCarsApi.brand(brandSlug));
  return { ...page.data, origin: originOf(request) };
}

export async function loadModelPage(
  context: AppLoadContext,
  request: Request,
  brandSlug: string,
  modelSlug: string,
) {
  const api = apiClient(context);
  const slug = newCarMediaSlug(brandSlug, modelSlug);
  // Gallery and videos are extras: a model page still shows if they fail.
  const extra = <T>(url: string) => api.get<T>(url).catch(() => null);
  const [page, gallery, videos] = await Promise.all([
    getOrNotFound<NewCarModelPageResponse>(context, newCarsApi.model(brandSlug, modelSlug)),
    extra<NewCarGallery>(newCarsApi.gallery(slug)),
    extra<NewCarVideos>(newCarsApi.videos(slug)),
  ]);
  return { ...page.data, gallery, videos, origin: originOf(request) };
}

/** Only the spec's search shapes exist; anything else under /new-cars/search-by/ is a 404. */
export async function loadSearchPage(context: AppLoadContext, request: Request, slug: string) {
  const search = parseNewCarSearch(slug);
  if (!search) throw data(null, { status: 404 });
  const api = apiClient(context);
  const [results, home] = await Promise.all([
    api.get<NewCarModelListResponse>(newCarsApi.search(search)),
    api.get<NewCarsHomeResponse>(newCarsApi.home()),
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
  const api = apiClient(context);
  const options = await api.get<NewCarModelListResponse>(newCarsApi.search());
  const selectedIds = chosen.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const base = { options: options.data, origin: originOf(request) };
  if (chosen.length < 2) {
    return { ...base, selectedIds, compared: [], problem: null };
  }
  try {
    // One more than allowed is enough for the API to say "at most 3".
    const compared = await api.get<NewCarCompareResponse>(
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
