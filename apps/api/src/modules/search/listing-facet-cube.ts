import { sql } from '@carsetu/db';
import { parseKmRange, type FacetName } from '@carsetu/contracts';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints } from './listing-facet-ranges';
import { activeDimensions, type FilterDimension, type ResolvedFilters } from './listing-where';
import type { SqlFragment } from '../../lib/sql-rows';

/**
 * A cube (migrations 0028 and 0029, decisions 0177 and 0181): unsold listings per combination of
 * its columns, kept by the listings triggers, for all India only or per city (city_id, 0 being
 * all India). columns: facet → cube column; a facet's values are those of FACET_SPECS (owners
 * least(owners, 4); budget and km the width_bucket intervals of the range cut points).
 */
export interface FacetCube {
  table: string;
  /** Whether it has a city_id column (cities and all India as 0) or holds all India alone. */
  perCity: boolean;
  columns: Partial<Record<FacetName, string>>;
  /** The filter dimensions its columns can answer (make and model share one). */
  dimensions: ReadonlySet<FilterDimension>;
  /**
   * The leading columns (as facets) of the index a filtered count reads, for a skip scan
   * (decision 0185): a column left unfiltered before a filtered one gets "one of its values"
   * (skipScanCondition), so the index seeks each value instead of reading every cell under it.
   */
  skipScan?: readonly SkipScanFacet[];
}

/** Facets whose cube columns a skip scan can step through, with the column's SQL type. */
const SKIP_SCAN_TYPES = {
  fuelType: 'text',
  transmission: 'text',
  bodyType: 'text',
  owners: 'smallint',
  year: 'smallint',
  km: 'smallint',
  budget: 'smallint',
} as const;
type SkipScanFacet = keyof typeof SKIP_SCAN_TYPES;

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
  perCity: boolean,
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
    perCity,
    columns: Object.fromEntries(facets.map((name) => [name, column[name]])),
    dimensions: new Set(dimensions),
  };
}

/**
 * The cubes, in the order a facet looks for one that can count it: the smallest first (cells at
 * 1,000,000 listings, a city's / all India's).
 */
export const FACET_CUBES: readonly FacetCube[] = [
  // The coarse dimensions alone: about 2,300 / 3,500 cells.
  cube('listing_coarse_cube', true, COARSE_DIMENSIONS, COARSE_DIMENSIONS),
  // What a city page filters together beside them: about 950 / 950.
  cube(
    'listing_attribute_cube',
    true,
    ['fuelType', 'transmission', 'bodyType', 'owners', 'colour', 'seats'],
    ['fuelType', 'transmission', 'bodyType', 'owners', 'colour', 'seats'],
  ),
  // Make and model over the coarse dimensions: about 6,500 / 11,000.
  cube(
    'listing_city_model_cube',
    true,
    ['make', 'model', ...COARSE_DIMENSIONS],
    ['makeModel', ...COARSE_DIMENSIONS],
  ),
  // All India alone: every coarse dimension with owners, colour and seats (about 60,000 cells);
  // by city it would be about as many cells as listings.
  cube(
    'listing_facet_cube',
    false,
    [...COARSE_DIMENSIONS, 'owners', 'colour', 'seats'],
    [...COARSE_DIMENSIONS, 'owners', 'colour', 'seats'],
  ),
  // All India alone: state and RTO over fuel, transmission, year and km (about 47,000 cells),
  // read through listing_region_cube_fuel_idx (fuel, transmission, km, year, state, rto; km
  // before the year, which is mostly a range, migration 0034): fuel, year and km filtered read
  // 2,300 cells instead of every cell of the fuel (or all 47,000).
  {
    ...cube(
      'listing_region_cube',
      false,
      ['state', 'rto', 'fuelType', 'transmission', 'year', 'km'],
      ['state', 'rto', 'fuelType', 'transmission', 'year', 'km'],
    ),
    skipScan: ['fuelType', 'transmission', 'km', 'year'],
  },
];

/**
 * "The column holds one of the facet's values": the values all India's kept counts hold
 * (listing_facet_counts, city 0, kept by the same triggers in the same transactions as the
 * cubes). Every cell with cars has a value among them, so the condition changes no count; on an
 * index column it turns one long range into a seek per value (PostgreSQL 15 has no skip scan).
 */
export function skipScanCondition(cube: FacetCube, facet: SkipScanFacet): SqlFragment {
  return sql`${sql.raw(cube.columns[facet]!)} = any(array(
    select value::${sql.raw(SKIP_SCAN_TYPES[facet])} from listing_facet_counts
    where city_id = ${ALL_INDIA} and facet = ${facet}))`;
}

/** The facet a filter dimension filters (make and model: none that a skip scan steps). */
const filteredFacet = (dimension: FilterDimension): string => dimension;

/** The city_id of all India in a per-city cube. */
const ALL_INDIA = 0;

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
 * facet counts without its own filter); null when the cube cannot tell: a city in a cube of all
 * India alone, typed text, a filter on a dimension it lacks, or a budget or km bound between the
 * cut points. A group city (Delhi NCR) sums the cells of its member cities.
 */
export function cubeWhere(
  cube: FacetCube,
  filters: ResolvedFilters,
  exclude?: FilterDimension,
): SqlFragment | null {
  if (filters.text !== null || (filters.cityIds.length > 0 && !cube.perCity)) return null;
  const used = activeDimensions(filters).filter((dimension) => dimension !== exclude);
  if (used.some((dimension) => !cube.dimensions.has(dimension))) return null;
  const parts: SqlFragment[] = [sql`n > 0`];
  if (cube.perCity)
    parts.push(anyOf('city_id', filters.cityIds.length > 0 ? filters.cityIds : [ALL_INDIA]));
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
  if (cube.skipScan) {
    const filtered = new Set(used.map(filteredFacet));
    const last = cube.skipScan.findLastIndex((facet) => filtered.has(facet));
    for (const facet of cube.skipScan.slice(0, Math.max(0, last)))
      if (!filtered.has(facet)) parts.push(skipScanCondition(cube, facet));
  }
  return sql.join(parts, sql` and `);
}
