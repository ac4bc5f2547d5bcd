import { parseListingQuery } from '@carsetu/contracts';
import { openDatabase, sql, type Database } from '@carsetu/db';
import { searchListings } from '../apps/api/src/modules/search/listing-search.service';
import { LISTING_QUERY_SHAPES } from '../apps/api/src/modules/search/listing-query-shapes';
import type { SqlFragment } from '../apps/api/src/lib/sql-rows';
import { percentile, round } from './harness';

/**
 * Where a listing search's time goes, per query shape (issue 14; decision 0185): every
 * statement one search runs, each timed alone (median and p95 of BENCH_PROFILE_ITERATIONS runs,
 * one after another on a quiet connection), beside the whole search's p50/p95.
 * BENCH_PROFILE_SHAPES=0,2 picks shapes by index; BENCH_PROFILE_EXPLAIN=1 prints EXPLAIN
 * ANALYZE of each statement. Database: BENCH_PROFILE_DATABASE_URL (the bench's 1M by default).
 *   npx tsx bench/listings-profile.ts
 */
const URL_ =
  process.env.BENCH_PROFILE_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/carsetu_bench_listings_1000000';
const ITERATIONS = Number(process.env.BENCH_PROFILE_ITERATIONS ?? 20);
const EXPLAIN = process.env.BENCH_PROFILE_EXPLAIN === '1';
const PICK = process.env.BENCH_PROFILE_SHAPES?.split(',').map(Number);

const handle = await openDatabase({ databaseUrl: URL_, poolMax: 10 });
const execute = handle.db.execute.bind(handle.db);
/** Drizzle's own dialect renders a fragment to its SQL text. */
const dialect = (
  handle.db as unknown as { dialect: { sqlToQuery(query: SqlFragment): { sql: string } } }
).dialect;
let captured: SqlFragment[] | null = null;
(handle.db as { execute: Database['execute'] }).execute = ((query: SqlFragment) => {
  captured?.push(query);
  return execute(query);
}) as Database['execute'];

async function timeMs(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS + 2; i++) {
    const started = performance.now();
    await run();
    if (i >= 2) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

for (const [index, [name, query]] of LISTING_QUERY_SHAPES.entries()) {
  if (PICK && !PICK.includes(index)) continue;
  const { filters, cityId, after } = parseListingQuery(query);
  const search = () => searchListings(handle.db, filters, cityId, undefined, undefined, after);
  await search();
  const whole = await timeMs(search);
  captured = [];
  await search();
  const statements = captured;
  captured = null;
  console.log(
    `\n${name}: search p50 ${round(percentile(whole, 50), 1)} p95 ${round(percentile(whole, 95), 1)} ms, ${statements.length} statements`,
  );
  let sum = 0;
  for (const statement of statements) {
    const times = await timeMs(() => execute(statement));
    const text = dialect.sqlToQuery(statement).sql.replace(/\s+/g, ' ');
    sum += percentile(times, 50);
    console.log(
      `  ${String(round(percentile(times, 50), 2)).padStart(6)} p95 ${String(round(percentile(times, 95), 2)).padStart(6)}  ${text.slice(0, 150)}`,
    );
    if (EXPLAIN) {
      const plan = (await execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(plan.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n'));
    }
  }
  console.log(`  sum of medians ${round(sum, 1)} ms`);
}
await handle.close();
