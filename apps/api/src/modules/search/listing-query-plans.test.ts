import { LISTING_PAGE_SIZE, LISTING_SORTS, parseListingQuery } from '@carsetu/contracts';
import { createTestDatabase, sql, type DatabaseHandle } from '@carsetu/db';
import { generateListings, seedSteps } from '@carsetu/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type SqlFragment } from '../../lib/sql-rows';
import { loadCatalogEntries } from './catalog-index';
import { listingPageWithSignalsQuery } from './listing-cards.repository';
import { facetCountQueries } from './listing-facets.repository';
import { LISTING_QUERY_SHAPES } from './listing-query-shapes';
import { resolveCityIds, resolveFilters } from './listing-search.service';
import {
  activeDimensions,
  listingWhere,
  narrowedWhere,
  PAGE_TOKEN_MIN_DIMENSIONS,
  type ResolvedFilters,
} from './listing-where';

/**
 * Which indexes the listing's queries use (decision 0177), read from EXPLAIN. On PostgreSQL
 * (npm run test:pg) with generated listings, as the planner really chooses; on both databases
 * with sequential scans and sorts priced out, which shows whether an index can serve a query at
 * all (the planner still scans or sorts when none can).
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, top down; `indexOnly` prices sequential scans and sorts out. */
async function planOf(
  db: DatabaseHandle['db'],
  query: SqlFragment,
  indexOnly = false,
): Promise<PlanNode[]> {
  // One transaction: the settings hold for this connection and this statement only.
  const [row] = await db.transaction(async (tx) => {
    if (indexOnly) {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
    }
    return queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      tx as unknown as DatabaseHandle['db'],
      sql`explain (format json) ${query}`,
    );
  });
  const raw = row!['QUERY PLAN'];
  const [{ Plan }] = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return nodes;
}

const describePlan = (nodes: PlanNode[]) =>
  nodes
    .map((node) =>
      [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' '),
    )
    .join(' > ');
const scansListingsWholly = (nodes: PlanNode[]) =>
  nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'listings');
const readsListings = (nodes: PlanNode[]) =>
  nodes.some((node) => node['Relation Name'] === 'listings');
/**
 * The results page statement reads listings for its rows (no alias); each card's similar cars
 * come from listing_market_bands (decision 0190). A read of `listings o` (market-price.ts'
 * similarCarsCondition, as the car page counts them) would not be the page's rows.
 */
const SIMILAR_CARS_ALIAS = 'o';
const isPageRowsRead = (node: PlanNode) =>
  node['Relation Name'] === 'listings' && node.Alias !== SIMILAR_CARS_ALIAS;
const pageRowsScan = (nodes: PlanNode[]) => nodes.find(isPageRowsRead);
/** A sort of the listings themselves (the outer sort of one page of 24 joined cards is fine). */
const sortsListings = (nodes: PlanNode[]) =>
  nodes.some(
    (node) => node['Node Type'].endsWith('Sort') && (node.Plans ?? []).some(readsPageRowsBelow),
  );
const readsPageRowsBelow = (node: PlanNode): boolean =>
  isPageRowsRead(node) ||
  (node['Node Type'] !== 'Limit' && (node.Plans ?? []).some(readsPageRowsBelow));

async function resolveShape(db: DatabaseHandle['db'], query: string) {
  const { filters, cityId } = parseListingQuery(query);
  const resolved = resolveFilters(
    filters,
    await loadCatalogEntries(db),
    await resolveCityIds(db, cityId),
  );
  return { filters, resolved };
}

/** Where page 3 of a sort starts (its cursor's position), read with OFFSET once. */
async function thirdPageStart(db: DatabaseHandle['db'], resolved: ResolvedFilters, sort: string) {
  const query = parseListingQuery(`sort=${sort}`).filters.sort;
  const [row] = await queryRows<{ sort_key: string; id: number }>(
    db,
    listingPageWithSignalsQuery(listingWhere(resolved), query, 1, LISTING_PAGE_SIZE * 2 - 1),
  );
  return { key: row!.sort_key, id: row!.id };
}

async function seededDatabase(listings: number) {
  const handle = await createTestDatabase();
  for (const step of seedSteps.filter((candidate) => candidate.name === 'catalog'))
    await step.run(handle, { info: () => {} });
  await generateListings(handle, listings);
  return handle;
}

describe('every sort, with and without a city, is served by an index (no scan, no sort)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await seededDatabase(2_000);
  }, 120_000);
  afterAll(async () => handle?.close());

  it('first pages and keyset pages', async () => {
    for (const city of ['', 'storeCityId=15']) {
      const { resolved } = await resolveShape(handle.db, city);
      for (const sort of LISTING_SORTS) {
        const after = await thirdPageStart(handle.db, resolved, sort);
        for (const start of [null, after]) {
          const nodes = await planOf(
            handle.db,
            listingPageWithSignalsQuery(listingWhere(resolved), sort, LISTING_PAGE_SIZE, 0, start),
            true,
          );
          const label = `${sort} ${city || 'all India'} ${start ? 'after a cursor' : 'page 1'}: ${describePlan(nodes)}`;
          expect(scansListingsWholly(nodes), label).toBe(false);
          expect(sortsListings(nodes), label).toBe(false);
          if (start) {
            // The cursor is where the index scan starts, not a filter over rows read before it.
            const scan = pageRowsScan(nodes);
            expect(scan?.['Index Cond'] ?? '', label).toMatch(/ROW\(|\) [<>] ROW|\(.*id\) [<>]/);
          }
        }
      }
    }
  });

  it('facets of a page without filters come from the kept counts, not the listings', async () => {
    for (const query of ['', 'storeCityId=15', 'storeCityId=15&sort=newest&page=3']) {
      const { resolved } = await resolveShape(handle.db, query);
      for (const facetQuery of facetCountQueries(resolved)) {
        const nodes = await planOf(handle.db, facetQuery, true);
        expect(readsListings(nodes), describePlan(nodes)).toBe(false);
      }
    }
  });

  it("facets of broad all-India states on the cubes' dimensions sum cells, not listings", async () => {
    // Migration 0028: all India with fuel, year and km matched 226,000 of 1,000,000 listings.
    for (const query of [
      'fuelType=diesel&yearMin=2018&km=30000-50000',
      'fuelType=petrol&transmission=automatic&yearMax=2019',
    ]) {
      const { resolved } = await resolveShape(handle.db, query);
      for (const facetQuery of facetCountQueries(resolved)) {
        const nodes = await planOf(handle.db, facetQuery, true);
        expect(readsListings(nodes), describePlan(nodes)).toBe(false);
      }
    }
  });
});

// The planner's own choices over generated listings, on a real PostgreSQL server only (PGlite
// plans a single in-memory process and is not what production runs).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
describe.runIf(onPostgres)('plans at scale on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await seededDatabase(100_000);
  }, 300_000);
  afterAll(async () => handle?.close());

  it('no shape scans the whole listings table for its page, and unfiltered facets skip it', async () => {
    for (const [name, query] of LISTING_QUERY_SHAPES) {
      const { filters, resolved } = await resolveShape(handle.db, query);
      const page = await planOf(
        handle.db,
        listingPageWithSignalsQuery(
          listingWhere(resolved),
          filters.sort,
          LISTING_PAGE_SIZE,
          (filters.page - 1) * LISTING_PAGE_SIZE,
        ),
      );
      expect(scansListingsWholly(page), `${name}: ${describePlan(page)}`).toBe(false);
      if (resolved.text !== null) {
        // A model or its variants: a BitmapOr of two indexes, not every listing of the city.
        for (const facetQuery of facetCountQueries(resolved)) {
          const nodes = await planOf(handle.db, facetQuery);
          expect(
            nodes.some((node) => node['Index Name'] === 'listings_variant_idx'),
            `${name} facets: ${describePlan(nodes)}`,
          ).toBe(true);
        }
      }
      if (activeDimensions(resolved).length === 0 && resolved.text === null) {
        for (const facetQuery of facetCountQueries(resolved)) {
          const nodes = await planOf(handle.db, facetQuery);
          expect(readsListings(nodes), `${name} facets: ${describePlan(nodes)}`).toBe(false);
        }
      }
    }
  });

  it('counts of filtered city states sum cube cells or intersect index lists for their rows', async () => {
    // Migration 0029: a city's rows are no longer read and filtered for these counts.
    for (const [name, query] of LISTING_QUERY_SHAPES) {
      const { resolved } = await resolveShape(handle.db, query);
      if (resolved.cityIds.length === 0 || resolved.text !== null) continue;
      if (activeDimensions(resolved).length < 2) continue;
      let cubes = 0;
      for (const facetQuery of facetCountQueries(resolved)) {
        const nodes = await planOf(handle.db, facetQuery);
        if (!readsListings(nodes)) cubes++;
        // Rows found by intersecting lists (the tokens, or two indexes where the planner finds
        // that cheaper), or a city and a make read as one range of the covering index
        // (migration 0032), not every listing of the city read and filtered.
        else
          expect(
            nodes.some(
              (node) =>
                node['Index Name'] === 'listings_city_tokens_idx' ||
                node['Node Type'] === 'BitmapAnd' ||
                (node['Index Name'] === 'listings_city_make_facets_idx' &&
                  /make_id/.test(node['Index Cond'] ?? '')),
            ),
            `${name} facets: ${describePlan(nodes)}`,
          ).toBe(true);
      }
      expect(cubes, name).toBeGreaterThan(0);
    }
  });

  it('state and RTO counts of all India on fuel, year and km seek each transmission in the region cube', async () => {
    // Decision 0185: without the skip scan the count read every cell of the region cube.
    const { resolved } = await resolveShape(
      handle.db,
      'fuelType=diesel&yearMin=2018&km=30000-50000',
    );
    const regional = facetCountQueries(resolved).filter((query) =>
      JSON.stringify(query).includes('listing_region_cube'),
    );
    expect(regional.length).toBeGreaterThan(0);
    for (const query of regional) {
      const nodes = await planOf(handle.db, query);
      const scan = nodes.find((node) => node['Relation Name'] === 'listing_region_cube');
      expect(scan?.['Index Name'], describePlan(nodes)).toBe('listing_region_cube_fuel_idx');
      // At 1,000,000 listings the planner seeks each transmission (Index Cond); on these 100,000
      // the cube is small enough that it may filter the fuel's cells by them instead.
      expect(
        `${scan?.['Index Cond'] ?? ''} ${scan?.['Filter'] ?? ''}`,
        describePlan(nodes),
      ).toMatch(/transmission = ANY/);
    }
  });

  it('the results page of a city state with three filters or more reads the city tokens', async () => {
    for (const [name, query] of LISTING_QUERY_SHAPES) {
      const { filters, resolved } = await resolveShape(handle.db, query);
      if (
        resolved.cityIds.length === 0 ||
        activeDimensions(resolved).length < PAGE_TOKEN_MIN_DIMENSIONS
      )
        continue;
      const nodes = await planOf(
        handle.db,
        listingPageWithSignalsQuery(
          narrowedWhere(resolved, undefined, true),
          filters.sort,
          LISTING_PAGE_SIZE,
          0,
        ),
      );
      expect(
        nodes.some((node) => node['Index Name'] === 'listings_city_tokens_idx'),
        `${name}: ${describePlan(nodes)}`,
      ).toBe(true);
    }
  });

  it('sorted pages without filters read the sort index in order and stop', async () => {
    for (const city of ['', 'storeCityId=15']) {
      const { resolved } = await resolveShape(handle.db, city);
      for (const sort of LISTING_SORTS) {
        const after = await thirdPageStart(handle.db, resolved, sort);
        for (const start of [null, after]) {
          const nodes = await planOf(
            handle.db,
            listingPageWithSignalsQuery(listingWhere(resolved), sort, LISTING_PAGE_SIZE, 0, start),
          );
          const label = `${sort} ${city || 'all India'}: ${describePlan(nodes)}`;
          const scan = pageRowsScan(nodes);
          expect(scan?.['Node Type'], label).toBe('Index Scan');
          expect(scan?.['Index Name'], label).toMatch(city ? /^listings_city_/ : /^listings_/);
          expect(sortsListings(nodes), label).toBe(false);
        }
      }
    }
  });
});
