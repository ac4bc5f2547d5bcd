import { sql } from '@carsetu/db';
import { parseKmRange } from '@carsetu/contracts';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints } from './listing-facet-ranges';
import type { SqlFragment } from '../../lib/sql-rows';

/** Filter dimensions; a facet counts with every dimension but its own (make and model share one). */
export type FilterDimension =
  | 'makeModel'
  | 'budget'
  | 'year'
  | 'km'
  | 'fuelType'
  | 'transmission'
  | 'bodyType'
  | 'owners'
  | 'colour'
  | 'seats'
  | 'state'
  | 'rto';

/** The listing filters with slugs resolved to ids; an empty array means "not filtered". */
export interface ResolvedFilters {
  cityIds: number[];
  /** Makes chosen without one of their models: all their cars. */
  wholeMakeIds: number[];
  modelIds: number[];
  pricePaiseMin?: number;
  pricePaiseMax?: number;
  yearMin?: number;
  yearMax?: number;
  kmRanges: string[];
  fuelType: string[];
  transmission: string[];
  bodyType: string[];
  owners: number[];
  colour: string[];
  seats: number[];
  state: string[];
  rto: string[];
  /** Free text resolved to catalog ids; null when nothing was typed. */
  text: { makeIds: number[]; modelIds: number[]; variantIds: number[] } | null;
}

const anyOf = (column: string, values: readonly (string | number)[]) =>
  sql`${sql.raw(column)} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** Which dimensions the visitor filtered on. */
export function activeDimensions(filters: ResolvedFilters): FilterDimension[] {
  const active: FilterDimension[] = [];
  if (filters.wholeMakeIds.length + filters.modelIds.length > 0) active.push('makeModel');
  if (filters.pricePaiseMin !== undefined || filters.pricePaiseMax !== undefined)
    active.push('budget');
  if (filters.yearMin !== undefined || filters.yearMax !== undefined) active.push('year');
  for (const dimension of [
    'kmRanges',
    'fuelType',
    'transmission',
    'bodyType',
    'owners',
    'colour',
    'seats',
    'state',
    'rto',
  ] as const) {
    if (filters[dimension].length > 0) active.push(dimension === 'kmRanges' ? 'km' : dimension);
  }
  return active;
}

/** The where clause for the filters, leaving out one dimension when counting its facet. */
export function listingWhere(filters: ResolvedFilters, exclude?: FilterDimension): SqlFragment {
  const parts: SqlFragment[] = [sql`status <> 'sold'`];
  if (filters.cityIds.length > 0) parts.push(anyOf('city_id', filters.cityIds));
  if (exclude !== 'makeModel' && filters.wholeMakeIds.length + filters.modelIds.length > 0) {
    const either: SqlFragment[] = [];
    if (filters.wholeMakeIds.length > 0) either.push(anyOf('make_id', filters.wholeMakeIds));
    if (filters.modelIds.length > 0) either.push(anyOf('model_id', filters.modelIds));
    parts.push(sql`(${sql.join(either, sql` or `)})`);
  }
  if (exclude !== 'budget') {
    if (filters.pricePaiseMin !== undefined)
      parts.push(sql`price_paise >= ${filters.pricePaiseMin}`);
    if (filters.pricePaiseMax !== undefined)
      parts.push(sql`price_paise <= ${filters.pricePaiseMax}`);
  }
  if (exclude !== 'year') {
    if (filters.yearMin !== undefined) parts.push(sql`year >= ${filters.yearMin}`);
    if (filters.yearMax !== undefined) parts.push(sql`year <= ${filters.yearMax}`);
  }
  if (exclude !== 'km' && filters.kmRanges.length > 0) {
    parts.push(sql`(${sql.join(filters.kmRanges.map(kmCondition), sql` or `)})`);
  }
  const simple = [
    ['fuelType', 'fuel_type'],
    ['transmission', 'transmission'],
    ['bodyType', 'body_type'],
    ['colour', 'colour'],
    ['seats', 'seats'],
    ['state', 'state_code'],
    ['rto', 'rto_code'],
  ] as const;
  for (const [dimension, column] of simple) {
    if (exclude !== dimension && filters[dimension].length > 0)
      parts.push(anyOf(column, filters[dimension]));
  }
  if (exclude !== 'owners' && filters.owners.length > 0)
    parts.push(anyOf('least(owners, 4)', filters.owners));
  if (filters.text) parts.push(textCondition(filters.text));
  return sql.join(parts, sql` and `);
}

export function kmCondition(rangeId: string): SqlFragment {
  const range = parseKmRange(rangeId);
  if (!range) return sql`false`;
  return range.maxKm === null
    ? sql`km_driven >= ${range.minKm}`
    : sql`(km_driven >= ${range.minKm} and km_driven < ${range.maxKm})`;
}

function textCondition(text: NonNullable<ResolvedFilters['text']>): SqlFragment {
  const either: SqlFragment[] = [];
  if (text.makeIds.length > 0) either.push(anyOf('make_id', text.makeIds));
  if (text.modelIds.length > 0) either.push(anyOf('model_id', text.modelIds));
  if (text.variantIds.length > 0) either.push(anyOf('variant_id', text.variantIds));
  return either.length > 0 ? sql`(${sql.join(either, sql` or `)})` : sql`false`;
}

/**
 * listingWhere with, for a city state, the city tokens of migration 0029 (a superset condition:
 * the GIN index finds the rows, the exact conditions decide). Facet counts over rows always add
 * them; the results page only from this many filtered dimensions, as each filter keeps about a
 * third of a city or less: below it the sort index read in order finds a page of matches sooner
 * than the index can list every match (city + make + budget: 0.7 ms in order, 8 ms through the
 * tokens; five filters: 8 ms in order, 3 ms through them).
 */
export const PAGE_TOKEN_MIN_DIMENSIONS = 3;

export function narrowedWhere(
  filters: ResolvedFilters,
  exclude?: FilterDimension,
  forPage = false,
): SqlFragment {
  const exact = listingWhere(filters, exclude);
  if (forPage && activeDimensions(filters).length < PAGE_TOKEN_MIN_DIMENSIONS) return exact;
  if (!forPage && readsCityMakeIndex(filters, exclude)) return exact;
  const tokens = cityTokenCondition(filters, exclude);
  return tokens ? sql`${exact} and ${tokens}` : exact;
}

/**
 * Whether a count over rows is one range of listings_city_make_facets_idx (city, make, price,
 * covering every filter column; migration 0032, decision 0188): a city state filtered on whole
 * makes and at most a budget besides. The tokens are then left out: the planner would take
 * them (it underestimates them), and the range reads the make's cars of the city from the index
 * alone, where the tokens find the same rows and read them from the table (Pune, Maruti Suzuki,
 * ₹3–8 lakh: 2,588 rows on 543 table pages).
 */
export function readsCityMakeIndex(filters: ResolvedFilters, exclude?: FilterDimension): boolean {
  const used = activeDimensions(filters).filter((dimension) => dimension !== exclude);
  return (
    filters.cityIds.length > 0 &&
    filters.text === null &&
    filters.wholeMakeIds.length > 0 &&
    filters.modelIds.length === 0 &&
    used.includes('makeModel') &&
    used.every((dimension) => dimension === 'makeModel' || dimension === 'budget')
  );
}

/** The index expression of listings_city_tokens_idx (migration 0029), spelled as it is there. */
const CITY_TOKENS =
  'listing_city_tokens(city_id, make_id, model_id, variant_id, price_paise, year, km_driven, fuel_type, transmission, body_type, owners, colour, seats, state_code, rto_code)';
/** A year filter adds tokens only for a closed span of at most this many years. */
export const YEAR_TOKEN_SPAN = 40;

/** The width_bucket intervals (0 … points.length) that share some value with [from, to). */
function bucketsTouched(points: number[], from: number, to: number): number[] {
  const touched: number[] = [];
  for (let bucket = 0; bucket <= points.length; bucket++) {
    const start = bucket === 0 ? -Infinity : points[bucket - 1]!;
    const end = bucket === points.length ? Infinity : points[bucket]!;
    if (start < to && end > from) touched.push(bucket);
  }
  return touched;
}

/**
 * For a city state: per filtered dimension (but `exclude`), "the listing has one of these
 * tokens" on listings_city_tokens_idx (migration 0029, decision 0181), or null when there is no
 * city or nothing to narrow. Each condition holds for every listing listingWhere keeps (budget
 * and km name every interval touching the bounds), so adding them changes no answer: it lets
 * the GIN index intersect a city's short per-value lists instead of reading the city's rows.
 * Typed text is left to its own indexes (a BitmapOr of model and variants, migration 0028).
 */
export function cityTokenCondition(
  filters: ResolvedFilters,
  exclude?: FilterDimension,
): SqlFragment | null {
  if (filters.cityIds.length === 0) return null;
  const sets: [code: string, values: (string | number)[]][] = [];
  const active = activeDimensions(filters).filter((dimension) => dimension !== exclude);
  for (const dimension of active) {
    if (dimension === 'makeModel') {
      sets.push([
        'mk|md',
        [
          ...filters.wholeMakeIds.map((id) => `mk.${id}`),
          ...filters.modelIds.map((id) => `md.${id}`),
        ],
      ]);
    } else if (dimension === 'budget') {
      const to = filters.pricePaiseMax === undefined ? Infinity : filters.pricePaiseMax + 1;
      const buckets = bucketsTouched(
        cutPoints(BUDGET_OPTIONS),
        filters.pricePaiseMin ?? -Infinity,
        to,
      );
      sets.push(['p', buckets]);
    } else if (dimension === 'km') {
      const buckets = new Set<number>();
      for (const id of filters.kmRanges) {
        const range = parseKmRange(id);
        if (!range) continue;
        for (const bucket of bucketsTouched(
          cutPoints(KM_OPTIONS),
          range.minKm,
          range.maxKm ?? Infinity,
        ))
          buckets.add(bucket);
      }
      sets.push(['k', [...buckets]]);
    } else if (dimension === 'year') {
      const { yearMin, yearMax } = filters;
      if (yearMin === undefined || yearMax === undefined || yearMax - yearMin > YEAR_TOKEN_SPAN)
        continue;
      sets.push([
        'y',
        Array.from({ length: Math.max(0, yearMax - yearMin + 1) }, (_, i) => yearMin + i),
      ]);
    } else {
      const code = TOKEN_CODES[dimension];
      sets.push([code, filters[dimension]]);
    }
  }
  // Every token one set allows, qualified by each city of the search.
  const alternatives = sets.map(([code, values]) =>
    values
      // makeModel values carry their own codes (make or model); the others take the dimension's.
      .map((value) => (code === 'mk|md' ? String(value) : `${code}.${value}`))
      .flatMap((token) => filters.cityIds.map((city) => `${city}.${token}`)),
  );
  // No token: nothing matches (the exact conditions say the same).
  if (alternatives.some((tokens) => tokens.length === 0)) return sql`false`;
  // The sets of one token each share one "has all of these" (fewer conditions to plan, each a
  // long index expression); each set of several is its own "has one of these".
  const required = alternatives.filter((tokens) => tokens.length === 1).flat();
  const conditions = [
    ...(required.length > 0 ? [tokenCondition('@>', required)] : []),
    ...alternatives
      .filter((tokens) => tokens.length > 1)
      .map((tokens) => tokenCondition('&&', tokens)),
  ];
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : null;
}

function tokenCondition(operator: '@>' | '&&', tokens: string[]): SqlFragment {
  return sql`${sql.raw(CITY_TOKENS)} ${sql.raw(operator)} array[${sql.join(
    tokens.map((token) => sql`${token}`),
    sql`, `,
  )}]::text[]`;
}

const TOKEN_CODES = {
  fuelType: 'f',
  transmission: 't',
  bodyType: 'b',
  owners: 'o',
  colour: 'c',
  seats: 's',
  state: 'st',
  rto: 'r',
} as const;
