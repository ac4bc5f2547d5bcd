import { sql } from '@carsetu/db';
import { parseKmRange } from '@carsetu/contracts';
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
