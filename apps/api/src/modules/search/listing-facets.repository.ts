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
  type FilterDimension,
  type ResolvedFilters,
} from './listing-where';
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
 * Counts per option, each facet with every active filter except its own. Facets whose
 * dimension is not filtered share one query (GROUPING SETS: one scan for all of them plus the
 * total); each filtered dimension adds one query without its own filter (decision 0051).
 * Searches count on the in-memory index instead (listing-facet-count.ts, decision 0058); this is
 * the reference the tests hold that index to.
 */
export async function countFacets(
  db: Database,
  filters: ResolvedFilters,
): Promise<{ total: number; facets: FacetCounts }> {
  const active = new Set(activeDimensions(filters));
  const names = Object.keys(FACET_SPECS) as FacetName[];
  const base = names.filter((name) => !active.has(FACET_SPECS[name].dimension));
  const jobs: { where: SqlFragment; facets: FacetName[] }[] = [
    { where: listingWhere(filters), facets: base },
  ];
  for (const dimension of active) {
    jobs.push({
      where: listingWhere(filters, dimension),
      facets: names.filter((name) => FACET_SPECS[name].dimension === dimension),
    });
  }
  const facets = Object.fromEntries(
    names.map((name) => [name, new Map<string, number>()]),
  ) as FacetCounts;
  let total = 0;
  const results = await Promise.all(
    jobs.map((job) => runGroupingQuery(db, job.where, job.facets, job === jobs[0])),
  );
  results.forEach((rows, index) => {
    for (const row of rows) {
      if (row.facet === 'total') {
        if (index === 0) total = toNumber(row.n);
        continue;
      }
      facets[row.facet as FacetName].set(String(row.value), toNumber(row.n));
    }
  });
  for (const name of names) {
    const ranges = FACET_SPECS[name].ranges;
    if (ranges) facets[name] = foldRanges(facets[name], ranges);
  }
  return { total, facets };
}

async function runGroupingQuery(
  db: Database,
  where: SqlFragment,
  facets: FacetName[],
  withTotal: boolean,
) {
  const sets = facets.map((name) => `(${FACET_SPECS[name].expression})`);
  if (withTotal) sets.push('()');
  if (sets.length === 0) return [];
  const facetCase = facets
    .map((name) => `when grouping(${FACET_SPECS[name].expression}) = 0 then '${name}'`)
    .join(' ');
  const valueCase = facets
    .map(
      (name) =>
        `when grouping(${FACET_SPECS[name].expression}) = 0 then (${FACET_SPECS[name].expression})::text`,
    )
    .join(' ');
  const select =
    facets.length > 0
      ? `case ${facetCase} else 'total' end as facet, case ${valueCase} end as value`
      : `'total' as facet, null as value`;
  return queryRows<{ facet: string; value: string | null; n: number | string }>(
    db,
    sql`select ${sql.raw(select)}, count(*)::int as n
        from listings where ${where}
        group by grouping sets (${sql.raw(sets.join(', '))})`,
  );
}
