import type { ListingFilters, ListingFiltersInput } from './listing-filters';
import { LISTING_PATH, LISTING_QUERY } from '../listing-paths';

// The listing URL rules without zod: the frame (location picker, header) builds listing links
// on every page, and must not pull the filter schemas into every bundle.

/**
 * The listing's filters state (spec §3: sets of filter values, search query, price tab). Every
 * field maps to one query name of /buy-used-car (spec §2); multi-valued filters repeat their
 * name (make=a&make=b), which is also what a plain HTML GET form sends, so filters work without
 * JavaScript (decision 0050).
 */
export const LISTING_FILTER_QUERY = {
  ...LISTING_QUERY,
  yearMin: 'yearMin',
  yearMax: 'yearMax',
  owners: 'owners',
  colour: 'colour',
  seats: 'seats',
  rto: 'rto',
  state: 'state',
  q: 'q',
  sort: 'sort',
  page: 'page',
  priceTab: 'priceTab',
} as const;

export const LISTING_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'km-asc',
  'year-desc',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest first',
  'km-asc': 'Kilometres: low to high',
  'year-desc': 'Year: newest model first',
};

/** Field order of the canonical URL; multi-valued fields are arrays. */
export const FIELD_ORDER = [
  'make',
  'model',
  'bodyType',
  'fuelType',
  'transmission',
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax',
  'km',
  'owners',
  'colour',
  'seats',
  'rto',
  'state',
  'q',
  'sort',
  'page',
  'priceTab',
] as const satisfies readonly (keyof ListingFilters)[];
export const ARRAY_FIELDS = new Set<string>([
  'make',
  'model',
  'bodyType',
  'fuelType',
  'transmission',
  'km',
  'owners',
  'colour',
  'seats',
  'rto',
  'state',
]);
/** Values equal to these defaults are left out of the URL. */
export const DEFAULTS: Partial<Record<keyof ListingFilters, string>> = {
  sort: 'relevance',
  page: '1',
  priceTab: 'price',
};
/** Never carried into a listing URL (spec §2). */
export const DROPPED_QUERY_NAMES = new Set(['gaId']);
export const CITY_QUERY = LISTING_QUERY.cityId;
/**
 * A next-page link's cursor (decision 0177): page N+1 reads on from where page N ended. Not a
 * filter: links built from the filters (a filter change, another page) leave it out.
 */
export const LISTING_CURSOR_QUERY = 'after';

export interface ListingUrlInput {
  filters: Partial<ListingFiltersInput>;
  /** Extra options (source=locationSelector, utm tags) kept as further query items. */
  extraOptions?: Record<string, string | undefined | null>;
  cityId: number | null;
  /** The all-India page never carries storeCityId. */
  isAllIndia: boolean;
  /** A next-page cursor (only on the link to the page it was made for). */
  after?: string | null;
}

/**
 * /buy-used-car?{filters}&storeCityId={id} by the spec's rules: filter values and extra options
 * become query items, empty values and gaId are dropped, the city id is added unless the page is
 * the all-India page. The order is fixed so one filter state has exactly one URL.
 */
export function buildListingUrl({
  filters,
  extraOptions = {},
  cityId,
  isAllIndia,
  after,
}: ListingUrlInput): string {
  const params = new URLSearchParams();
  const record = filters as Record<string, unknown>;
  for (const field of FIELD_ORDER) {
    const value = record[field];
    const values = (Array.isArray(value) ? value : [value])
      .filter((item) => item !== undefined && item !== null)
      .map((item) => String(item).trim())
      .filter((item) => item !== '');
    const unique = ARRAY_FIELDS.has(field) ? [...new Set(values)].sort() : values.slice(0, 1);
    for (const item of unique) {
      if (DEFAULTS[field] === item) continue;
      params.append(LISTING_FILTER_QUERY[field], item);
    }
  }
  for (const name of Object.keys(extraOptions).sort()) {
    const value = extraOptions[name];
    if (DROPPED_QUERY_NAMES.has(name) || name === CITY_QUERY || name === LISTING_CURSOR_QUERY)
      continue;
    if (value === undefined || value === null || String(value).trim() === '') continue;
    params.append(name, String(value).trim());
  }
  if (!isAllIndia && cityId !== null) params.append(CITY_QUERY, String(cityId));
  if (after) params.append(LISTING_CURSOR_QUERY, after);
  const query = params.toString();
  return query ? `${LISTING_PATH}?${query}` : LISTING_PATH;
}
