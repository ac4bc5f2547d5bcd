import { sql, type Database } from '@carsetu/db';
import type { FacetName } from '@carsetu/contracts';
import {
  BUDGET_OPTIONS,
  KM_OPTIONS,
  cutPoints,
  foldRanges,
  type RangeOption,
} from './listing-facet-ranges';
import {
  activeDimensions,
  listingWhere,
  narrowedWhere,
  type FilterDimension,
  type ResolvedFilters,
} from './listing-where';
import { FACET_CUBES, cubeWhere, type FacetCube } from './listing-facet-cube';
import { queryRows, toNumber, type SqlFragment } from '../../lib/sql-rows';

export { BUDGET_OPTIONS, KM_OPTIONS };

interface FacetSpec {
  expression: string;
  dimension: FilterDimension;
  ranges?: RangeOption[];
}

function rangeExpression(column: string, options: RangeOption[]): string {
  // Literal numbers from constants (not parameters) so the select list and GROUP BY hold the
  // very same expression, which PostgreSQL needs to match them.
  return `width_bucket(${column}, array[${cutPoints(options).join(',')}]::bigint[])`;
}

export const FACET_SPECS: Record<FacetName, FacetSpec> = {
  make: { expression: 'make_id', dimension: 'makeModel' },
  model: { expression: 'model_id', dimension: 'makeModel' },
  budget: {
    expression: rangeExpression('price_paise', BUDGET_OPTIONS),
    dimension: 'budget',
    ranges: BUDGET_OPTIONS,
  },
  year: { expression: 'year', dimension: 'year' },
  km: { expression: rangeExpression('km_driven', KM_OPTIONS), dimension: 'km', ranges: KM_OPTIONS },
  fuelType: { expression: 'fuel_type', dimension: 'fuelType' },
  transmission: { expression: 'transmission', dimension: 'transmission' },
  bodyType: { expression: 'body_type', dimension: 'bodyType' },
  owners: { expression: 'least(owners, 4)', dimension: 'owners' },
  colour: { expression: 'colour', dimension: 'colour' },
  seats: { expression: 'seats', dimension: 'seats' },
  state: { expression: 'state_code', dimension: 'state' },
  rto: { expression: 'rto_code', dimension: 'rto' },
};

/** Raw counts: facet → value → count (range facets keyed by option id). */
export type FacetCounts = Record<FacetName, Map<string, number>>;

/**
 * Counts per option, each facet with every active filter except its own (decision 0051), all in
 * PostgreSQL (decision 0177). A count with no filter but the city (every facet of a page without
 * filters; the facets of the one filtered dimension when only one is filtered) reads the
 * trigger-kept counts of listing_facet_counts. Every other count is a GROUPING SETS query over
 * the cells of a cube that holds it (per city or all India, decision 0181) or else over the
 * matching rows: the facets of the dimensions not filtered share one (with the total), each
 * filtered dimension adds one without its own filter.
 */
export async function countFacets(
  db: Database,
  filters: ResolvedFilters,
): Promise<{ total: number; facets: FacetCounts }> {
  return countFacetsWith(db, filters, true);
}

/** The same counts without the kept counts, cubes or tokens: every count from the rows alone. */
export async function countFacetsFromRows(
  db: Database,
  filters: ResolvedFilters,
): Promise<{ total: number; facets: FacetCounts }> {
  return countFacetsWith(db, filters, false);
}

async function countFacetsWith(
  db: Database,
  filters: ResolvedFilters,
  useKeptCounts: boolean,
): Promise<{ total: number; facets: FacetCounts }> {
  const [row] = await queryRows<{ counts: FacetCountRows | string }>(
    db,
    sql`select ${facetCountsJson(filters, useKeptCounts)} as counts`,
  );
  return foldFacetCounts(row!.counts);
}

/** Every count of a search as [facet, value, n] (value null for the total). */
export type FacetCountRows = [facet: string, value: string | null, n: number | string][];

/**
 * Every count of facetCountQueries as one JSON array of [facet, value, n] (an SQL expression):
 * one value to parse instead of hundreds of rows, and one statement for many counts
 * (decision 0188).
 */
export function facetCountsJson(filters: ResolvedFilters, useKeptCounts = true): SqlFragment {
  return countsJson(facetCountQueries(filters, useKeptCounts));
}

/**
 * facetCountsJson in at most `parts` JSON arrays of about equal cost (COUNT_WEIGHT), for as
 * many statements run at once: PostgreSQL runs the counts of one statement one after another.
 * `weight` is the part's cost: CHEAP_COUNTS or less is one small read (kept counts or a city's
 * small cube), cheaper than a statement of its own.
 */
export function facetCountsJsonParts(
  filters: ResolvedFilters,
  parts: number,
): { json: SqlFragment; weight: number }[] {
  const bins: { queries: SqlFragment[]; weight: number }[] = [];
  const jobs = weighedCountQueries(filters, true).sort((a, b) => b.weight - a.weight);
  for (const { query, weight } of jobs) {
    const lightest = bins.reduce<(typeof bins)[number] | undefined>(
      (best, bin) => (!best || bin.weight < best.weight ? bin : best),
      undefined,
    );
    if (bins.length < parts) bins.push({ queries: [query], weight });
    else {
      lightest!.queries.push(query);
      lightest!.weight += weight;
    }
  }
  return bins.map((bin) => ({ json: countsJson(bin.queries), weight: bin.weight }));
}

function countsJson(queries: SqlFragment[]): SqlFragment {
  return sql`(select coalesce(json_agg(json_build_array(c.facet, c.value, c.n)), '[]'::json)
              from (${sql.join(
                queries.map((query) => sql`(${query})`),
                sql` union all `,
              )}) c)`;
}

/** The counts of facetCountsJson by facet (range facets folded into their options). */
export function foldFacetCounts(...parts: (FacetCountRows | string)[]): {
  total: number;
  facets: FacetCounts;
} {
  const rows: FacetCountRows = parts.flatMap((counts) =>
    typeof counts === 'string' ? (JSON.parse(counts) as FacetCountRows) : counts,
  );
  const names = Object.keys(FACET_SPECS) as FacetName[];
  const facets = Object.fromEntries(
    names.map((name) => [name, new Map<string, number>()]),
  ) as FacetCounts;
  let total = 0;
  for (const [facet, value, n] of rows) {
    if (facet === 'total') total = toNumber(n);
    else facets[facet as FacetName].set(String(value), toNumber(n));
  }
  for (const name of names) {
    const ranges = FACET_SPECS[name].ranges;
    if (ranges) facets[name] = foldRanges(facets[name], ranges);
  }
  return { total, facets };
}

/**
 * The queries of countFacets (the EXPLAIN test reads their plans): the facets of the dimensions
 * not filtered share one (with the total), each filtered dimension has one without its filter.
 */
export function facetCountQueries(filters: ResolvedFilters, useKeptCounts = true): SqlFragment[] {
  return weighedCountQueries(filters, useKeptCounts).map(({ query }) => query);
}

/**
 * Rough relative cost of a count query, to spread a search's counts over statements run at
 * once (decision 0188): kept counts and a city's small cubes are cheap, a city's model cube
 * and the all-India cubes (tens of thousands of cells) dearer, rows dearest.
 */
const COUNT_WEIGHT = { kept: 1, smallCube: 1, cube: 2, allIndiaCube: 3, rows: 4 } as const;

/** The weight of one small read of counts (see facetCountsJsonParts). */
export const CHEAP_COUNTS = COUNT_WEIGHT.kept;

function weighedCountQueries(
  filters: ResolvedFilters,
  useKeptCounts: boolean,
): { query: SqlFragment; weight: number }[] {
  const active = activeDimensions(filters);
  const names = Object.keys(FACET_SPECS) as FacetName[];
  const jobs: { exclude?: FilterDimension; facets: FacetName[]; withTotal: boolean }[] = [
    {
      facets: names.filter((name) => !active.includes(FACET_SPECS[name].dimension)),
      withTotal: true,
    },
    ...active.map((dimension) => ({
      exclude: dimension,
      facets: names.filter((name) => FACET_SPECS[name].dimension === dimension),
      withTotal: false,
    })),
  ];
  return jobs.flatMap((job) => {
    if (job.facets.length === 0 && !job.withTotal) return [];
    // A job filtering on nothing but the city reads the kept counts.
    const unfiltered =
      useKeptCounts &&
      filters.text === null &&
      active.every((dimension) => dimension === job.exclude);
    if (unfiltered)
      return [
        {
          query: keptCountsQuery(filters.cityIds, job.facets, job.withTotal),
          weight: COUNT_WEIGHT.kept,
        },
      ];
    // A broad all-India job counts each facet from the first cube that holds it and all its
    // filters, the total from any of them; only what no cube can answer counts rows.
    const queries: { query: SqlFragment; weight: number }[] = [];
    let rest = job.facets;
    let totalLeft = job.withTotal;
    for (const cube of useKeptCounts ? FACET_CUBES : []) {
      const cells = cubeWhere(cube, filters, job.exclude);
      if (!cells) continue;
      const taken = rest.filter((name) => cube.columns[name] !== undefined);
      if (taken.length === 0 && !totalLeft) continue;
      queries.push({
        query: groupingQuery(cubeSource(cube), cells, taken, totalLeft),
        weight: !cube.perCity
          ? COUNT_WEIGHT.allIndiaCube
          : cube.columns.model
            ? COUNT_WEIGHT.cube
            : COUNT_WEIGHT.smallCube,
      });
      rest = rest.filter((name) => !taken.includes(name));
      totalLeft = false;
    }
    if (rest.length > 0 || totalLeft)
      queries.push({
        query: groupingQuery(
          ROW_SOURCE,
          useKeptCounts ? narrowedWhere(filters, job.exclude) : listingWhere(filters, job.exclude),
          rest,
          totalLeft,
        ),
        weight: COUNT_WEIGHT.rows,
      });
    return queries;
  });
}

/** Where a grouping query counts: the listings (a row each) or the cube's cells (n each). */
interface CountSource {
  table: string;
  expression: (name: FacetName) => string;
  count: string;
}
const ROW_SOURCE: CountSource = {
  table: 'listings',
  expression: (name) => FACET_SPECS[name].expression,
  count: 'count(*)::int',
};
const cubeSource = (cube: FacetCube): CountSource => ({
  table: cube.table,
  expression: (name) => cube.columns[name]!,
  count: 'coalesce(sum(n), 0)::int',
});

/** listing_facet_counts of the cities (summed over a group city's members; 0 = all India). */
function keptCountsQuery(cityIds: number[], facets: FacetName[], withTotal: boolean) {
  const wanted = withTotal ? [...facets, 'total'] : facets;
  const cities = cityIds.length > 0 ? cityIds : [0];
  return sql`select facet, value, sum(n)::int as n from listing_facet_counts
             where city_id in (${sql.join(
               cities.map((id) => sql`${id}`),
               sql`, `,
             )})
               and facet in (${sql.join(
                 wanted.map((name) => sql`${name}`),
                 sql`, `,
               )})
             group by facet, value having sum(n) > 0`;
}

function groupingQuery(
  source: CountSource,
  where: SqlFragment,
  facets: FacetName[],
  withTotal: boolean,
): SqlFragment {
  const expression = source.expression;
  const sets = facets.map((name) => `(${expression(name)})`);
  if (withTotal) sets.push('()');
  const facetCase = facets
    .map((name) => `when grouping(${expression(name)}) = 0 then '${name}'`)
    .join(' ');
  const valueCase = facets
    .map((name) => `when grouping(${expression(name)}) = 0 then (${expression(name)})::text`)
    .join(' ');
  const select =
    facets.length > 0
      ? `case ${facetCase} else 'total' end as facet, case ${valueCase} end as value`
      : `'total' as facet, null::text as value`;
  return sql`select ${sql.raw(select)}, ${sql.raw(source.count)} as n
             from ${sql.raw(source.table)} where ${where}
             group by grouping sets (${sql.raw(sets.join(', '))})`;
}
