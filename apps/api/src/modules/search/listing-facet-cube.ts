import { sql } from '@carsetu/db';
import { parseKmRange, type FacetName } from '@carsetu/contracts';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints } from './listing-facet-ranges';
import { activeDimensions, type FilterDimension, type ResolvedFilters } from './listing-where';
import type { SqlFragment } from '../../lib/sql-rows';

/**
 * The coarse facets kept in listing_facet_cube (migration 0028, decision 0177): unsold listings
 * of all India per combination of these dimensions, facet → cube column. Budget and km cells are
 * the width_bucket intervals of the range cut points, like FACET_SPECS.
 */
export const CUBE_COLUMNS: Partial<Record<FacetName, string>> = {
  budget: 'budget',
  year: 'year',
  km: 'km',
  fuelType: 'fuel_type',
  transmission: 'transmission',
  bodyType: 'body_type',
  owners: 'owners',
  colour: 'colour',
  seats: 'seats',
};

const CUBE_DIMENSIONS: ReadonlySet<FilterDimension> = new Set([
  'budget',
  'year',
  'km',
  'fuelType',
  'transmission',
  'bodyType',
  'owners',
  'colour',
  'seats',
]);

/** [from, to) in the column's unit. */
type Interval = readonly [from: number, to: number];

/**
 * The width_bucket intervals (0 … points.length) inside the union of the intervals, or null when
 * one interval cuts a bucket: then only the rows can say which of its cars match.
 */
export function bucketsInside(points: number[], intervals: Interval[]): number[] | null {
  const inside: number[] = [];
  for (let bucket = 0; bucket <= points.length; bucket++) {
    const from = bucket === 0 ? -Infinity : points[bucket - 1]!;
    const to = bucket === points.length ? Infinity : points[bucket]!;
    const whole = intervals.some(([a, b]) => from >= a && to <= b);
    const touched = intervals.some(([a, b]) => from < b && to > a);
    if (whole) inside.push(bucket);
    else if (touched) return null;
  }
  return inside;
}

const anyOf = (column: string, values: readonly (string | number)[]) =>
  values.length === 0
    ? sql`false`
    : sql`${sql.raw(column)} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

/**
 * The cells matching the filters without one dimension (decision 0051), the same listings as
 * listingWhere(filters, exclude); null when the cube cannot tell: a city, typed text, a make,
 * model, state or RTO filter, or a budget or km bound between the cut points.
 */
export function cubeWhere(filters: ResolvedFilters, exclude?: FilterDimension): SqlFragment | null {
  if (filters.cityIds.length > 0 || filters.text !== null) return null;
  const used = activeDimensions(filters).filter((dimension) => dimension !== exclude);
  if (used.some((dimension) => !CUBE_DIMENSIONS.has(dimension))) return null;
  const parts: SqlFragment[] = [sql`n > 0`];
  for (const dimension of used) {
    if (dimension === 'budget') {
      const from = filters.pricePaiseMin ?? -Infinity;
      // price_paise <= max on whole paise is price_paise < max + 1.
      const to = filters.pricePaiseMax === undefined ? Infinity : filters.pricePaiseMax + 1;
      const buckets = bucketsInside(cutPoints(BUDGET_OPTIONS), [[from, to]]);
      if (!buckets) return null;
      parts.push(anyOf('budget', buckets));
    } else if (dimension === 'km') {
      const intervals = filters.kmRanges.flatMap((id): Interval[] => {
        const range = parseKmRange(id);
        return range ? [[range.minKm, range.maxKm ?? Infinity]] : [];
      });
      const buckets = bucketsInside(cutPoints(KM_OPTIONS), intervals);
      if (!buckets) return null;
      parts.push(anyOf('km', buckets));
    } else if (dimension === 'year') {
      if (filters.yearMin !== undefined) parts.push(sql`year >= ${filters.yearMin}`);
      if (filters.yearMax !== undefined) parts.push(sql`year <= ${filters.yearMax}`);
    } else {
      const listed = dimension as
        | 'fuelType'
        | 'transmission'
        | 'bodyType'
        | 'owners'
        | 'colour'
        | 'seats';
      parts.push(anyOf(CUBE_COLUMNS[listed]!, filters[listed]));
    }
  }
  return sql.join(parts, sql` and `);
}
