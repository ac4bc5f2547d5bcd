import { parseListingQuery } from '@carsetu/contracts';
import { openDatabase } from '@carsetu/db';
import { LISTING_QUERY_SHAPES } from '../apps/api/src/modules/search/listing-query-shapes';
import { deepPageShapes } from './listings.bench';
import { searchListings } from '../apps/api/src/modules/search/listing-search.service';
import { percentile, round } from './harness';

/**
 * Before → after in one run (decision 0185): each shape's search timed by this checkout and by
 * another (BENCH_COMPARE_WITH: a copy of the code before, e.g. `git archive` of a commit with a
 * node_modules link), runs alternating, on the bench's 1,000,000 listings.
 *   BENCH_COMPARE_WITH=/tmp/before npx tsx bench/listings-compare.ts
 */
const other = process.env.BENCH_COMPARE_WITH;
if (!other) throw new Error('BENCH_COMPARE_WITH: the directory of the code to compare with');
const ITERATIONS = Number(process.env.BENCH_LISTINGS_ITERATIONS ?? 30);
const url =
  process.env.BENCH_PROFILE_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/carsetu_bench_listings_1000000';
const before = (await import(`${other}/apps/api/src/modules/search/listing-search.service.ts`)) as {
  searchListings: typeof searchListings;
};
const handle = await openDatabase({ databaseUrl: url, poolMax: 10 });
console.log(`${'shape'.padEnd(40)} before p50/p95 → after p50/p95 (ms)`);
for (const [name, query] of [...LISTING_QUERY_SHAPES, ...(await deepPageShapes(handle))]) {
  const { filters, cityId, after } = parseListingQuery(query);
  const runs = [before.searchListings, searchListings].map(
    (search) => () => search(handle.db, filters, cityId, undefined, undefined, after),
  );
  const times: number[][] = [[], []];
  for (let i = 0; i < ITERATIONS + 2; i++) {
    for (const [index, run] of runs.entries()) {
      const started = performance.now();
      await run();
      if (i >= 2) times[index]!.push(performance.now() - started);
    }
  }
  const figures = times.map((list) => {
    list.sort((a, b) => a - b);
    return `${round(percentile(list, 50), 1)}/${round(percentile(list, 95), 1)}`;
  });
  console.log(`${name.padEnd(40)} ${figures[0]!.padStart(11)} → ${figures[1]}`);
}
await handle.close();
