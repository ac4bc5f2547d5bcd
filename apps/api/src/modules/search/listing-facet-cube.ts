import { sql } from '@carsetu/db';
import { parseKmRange, type FacetName } from '@carsetu/contracts';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints } from './listing-facet-ranges';
import { activeDimensions, type FilterDimension, type ResolvedFilters } from './listing-where';
import type { SqlFragment } from '../../lib/sql-rows';

/**
 * A cube (migration 0028, decision 0177): unsold listings of all India per combination of its
 * columns, kept by the listings triggers. columns: facet → cube column; a facet's values are
 * those of FACET_SPECS (owners least(owners, 4); budget and km the width_bucket intervals of
 * the range cut points).
 */
export interface FacetCube {
  table: string;
  columns: Partial<Record<FacetName, string>>;
  /** The filter dimensions its columns can answer (make and model share one). */
  dimensions: ReadonlySet<FilterDimension>;
}

const COARSE_DIMENSIONS = [
  'budget',
  'year',
  'km',
  'fuelType',
  'transmission',
  'bodyType',
] as const satisfies readonly (FacetName & FilterDimension)[];

function cube(
  table: string,
  facets: readonly FacetName[],
  dimensions: readonly FilterDimension[],
): FacetCube {
  const column: Record<FacetName, string> = {
    make: 'make_id',
    model: 'model_id',
    budget: 'budget',
    year: 'year',
    km: 'km',
    fuelType: 'fuel_type',
    transmission: 'transmission',
    bodyType: 'body_type',
    owners: 'owners',
    colour: 'colour',
    seats: 'seats',
    state: 'state_code',
    rto: 'rto_code',
  };
  return {
    table,
    columns: Object.fromEntries(facets.map((name) => [name, column[name]])),
    dimensions: new Set(dimensions),
  };
}

/** The cubes, in the order a facet looks for one that can count it. */
export const FACET_CUBES: readonly FacetCube[] = [
  // Every coarse dimension: about 60,000 cells at 1,000,000 listings.
  cube(
    'listing_facet_cube',
    [...COARSE_DIMENSIONS, 'owners', 'colour', 'seats'],
    [...COARSE_DIMENSIONS, 'owners', 'colour', 'seats'],
  ),
  // Make and model over the dimensions most filtered with them (about 11,000 cells); colour,
  // seats and owners would multiply the cells.
  cube(
    'listing_model_cube',
    ['make', 'model', ...COARSE_DIMENSIONS],
    ['makeModel', ...COARSE_DIMENSIONS],
  ),
  // State and RTO over fuel, transmission, year and km (about 47,000 cells).
  cube(
    'listing_region_cube',
    ['state', 'rto', 'fuelType', 'transmission', 'year', 'km'],
    ['state', 'rto', 'fuelType', 'transmission', 'year', 'km'],
  ),
];

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
 * The cube's cells holding the listings of listingWhere(filters, exclude) (decision 0051: a
 * facet counts without its own filter); null when the cube cannot tell: a city, typed text, a
 * filter on a dimension it lacks, or a budget or km bound between the cut points.
 */
export function cubeWhere(
  cube: FacetCube,
  filters: ResolvedFilters,
  exclude?: FilterDimension,
): SqlFragment | null {
  if (filters.cityIds.length > 0 || filters.text !== null) return null;
  const used = activeDimensions(filters).filter((dimension) => dimension !== exclude);
  if (used.some((dimension) => !cube.dimensions.has(dimension))) return null;
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
    } else if (dimension === 'makeModel') {
      const either: SqlFragment[] = [];
      if (filters.wholeMakeIds.length > 0) either.push(anyOf('make_id', filters.wholeMakeIds));
      if (filters.modelIds.length > 0) either.push(anyOf('model_id', filters.modelIds));
      parts.push(sql`(${sql.join(either, sql` or `)})`);
    } else {
      parts.push(anyOf(cube.columns[dimension]!, filters[dimension]));
    }
  }
  return sql.join(parts, sql` and `);
}
