import { buildListingUrl, cityListingSeoPage, parseListingQuery } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { loadSeoContent } from '../../components/articles/index.server';
import { cardView } from '../../components/buy';
import { ApiRequestError } from '../../lib/api-client.server';
import { carry } from '../../lib/carried-json';
import { typedApi, unwrap, type TypedApi } from '../../lib/typed-api.server';
import { visibleFacets } from './visible-facets';

export interface ListingCity {
  id: number;
  name: string;
  slug: string;
  isAllIndia: boolean;
}

export async function loadCity(api: TypedApi, cityId: number | null): Promise<ListingCity | null> {
  if (cityId === null) return null;
  try {
    const { data: found } = await unwrap(
      api.GET('/api/consumer/location-service/api/v1/location/', {
        params: { query: { cityId, locationType: 'city' } },
      }),
    );
    return {
      id: found.city.city_id,
      name: found.city.city_name,
      slug: found.city.city_slug,
      isAllIndia: found.city.is_virtual_city,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Ids of the visitor's saved cars (empty for a visitor who is not logged in). */
export async function loadWishlistedIds(api: TypedApi): Promise<number[]> {
  if (api.signedOut) return [];
  try {
    return (await unwrap(api.GET('/api/consumer/inventory/v1/wishlist'))).data.map(
      (item) => item.listing.id,
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return [];
    throw error;
  }
}

/**
 * A listing query string as the search call's query: a repeated key (make=a&make=b) stays
 * repeated, which is how the typed client sends arrays.
 */
export function listingSearchQuery(search: string) {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/**
 * How many cars a (possibly unsaved) filter choice finds: the phone filter sheet's "Show N cars"
 * button asks this through /buy-used-car/result-count before the visitor applies the filters.
 */
export async function countListings(context: AppLoadContext, request: Request) {
  const parsed = parseListingQuery(new URL(request.url).searchParams);
  const api = typedApi(context);
  const city = await loadCity(api, parsed.cityId);
  const query = buildListingUrl({
    filters: { ...parsed.filters, page: 1 },
    cityId: city?.id ?? null,
    isAllIndia: city === null || city.isAllIndia,
  }).split('?')[1];
  const result = await unwrap(
    api.GET('/api/consumer/inventory/v1/listings', {
      params: { query: listingSearchQuery(query ?? '') },
    }),
  );
  return { total: result.total };
}

type ListingSearch = Awaited<ReturnType<typeof searchListings>>;

/** What the page shows of a search; a kept (frozen) search's view is made once, and frozen. */
function listingView(result: ListingSearch) {
  if (!Object.isFrozen(result)) return viewOf(result);
  let view = viewsOfFrozenSearches.get(result);
  if (!view) {
    view = viewOf(result);
    Object.freeze(view.items);
    viewsOfFrozenSearches.set(result, Object.freeze(view));
  }
  return view;
}

function viewOf(result: ListingSearch) {
  return {
    ...result,
    items: result.items.map(cardView),
    facets: visibleFacets(result.facets, result.filters),
  };
}

const viewsOfFrozenSearches = new WeakMap<ListingSearch, ReturnType<typeof viewOf>>();

function searchListings(api: TypedApi, apiQuery: string) {
  return unwrap(
    api.GET('/api/consumer/inventory/v1/listings', {
      params: { query: listingSearchQuery(apiQuery) },
    }),
  );
}

/**
 * The listing page's data. Any URL that is not in canonical form (a plain form submission with
 * empty fields, gaId, a virtual city id, values in another order) is redirected to it, so one
 * filter state has one shareable URL (spec §2 URL rules).
 */
export async function loadListingPage(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const parsed = parseListingQuery(url.searchParams);
  const api = typedApi(context);
  const city = await loadCity(api, parsed.cityId);
  const isAllIndia = city === null || city.isAllIndia;
  const canonical = buildListingUrl({
    filters: parsed.filters,
    extraOptions: parsed.extraOptions,
    cityId: city?.id ?? null,
    isAllIndia,
    after: parsed.after,
  });
  if (canonical !== `${url.pathname}${url.search}`) throw redirect(canonical);

  const apiQuery =
    buildListingUrl({
      filters: parsed.filters,
      cityId: city?.id ?? null,
      isAllIndia,
      after: parsed.after,
    }).split('?')[1] ?? '';
  const [result, wishlisted, seo] = await Promise.all([
    searchListings(api, apiQuery),
    loadWishlistedIds(api),
    city && !isAllIndia ? loadSeoContent(api, cityListingSeoPage(city.slug)) : null,
  ]);
  if (result.total > 0 && result.items.length === 0 && parsed.filters.page > 1) {
    throw redirect(
      buildListingUrl({
        filters: { ...parsed.filters, page: result.pageCount },
        extraOptions: parsed.extraOptions,
        cityId: city?.id ?? null,
        isAllIndia,
      }),
    );
  }
  return data({
    // Only what the page shows travels to it (card fields, the filter options the panel lists;
    // decision 0179), as one JSON text (decision 0195).
    result: carry(listingView(result)),
    city: isAllIndia ? null : city,
    extraOptions: parsed.extraOptions,
    wishlisted,
    canonical,
    seo,
  });
}
