import { parseListingQuery } from '@carsetu/contracts';
import { migrate, openDatabase, type DatabaseHandle } from '@carsetu/db';
import { seedSteps } from '@carsetu/db/seed';
import pg from 'pg';
import { searchListings } from '../apps/api/src/modules/search/listing-search.service';
import { generateListings } from '../packages/db/src/seed/generate-listings';
import { percentile, round, timeIt, type BenchRow, type BenchSuite } from './harness';

/**
 * Listing search (results page + every facet count, as the page asks for it) p50/p95 per query
 * shape. Sizes from env: BENCH_LISTINGS_PGLITE (100k), BENCH_LISTINGS_PG (100k),
 * BENCH_LISTINGS_PG_LARGE (1,000,000; 0 skips). PostgreSQL data lives in dedicated databases
 * (carsetu_bench_listings_<size>) that are generated once and reused, resuming if interrupted.
 */
const ITERATIONS = Number(process.env.BENCH_LISTINGS_ITERATIONS ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Name prefix of the generated databases (size appended): lets a second copy live beside them. */
const DB_PREFIX = process.env.BENCH_LISTINGS_DB_PREFIX ?? 'carsetu_bench_listings_';
const sizes = {
  pglite: Number(process.env.BENCH_LISTINGS_PGLITE ?? 100_000),
  pg: Number(process.env.BENCH_LISTINGS_PG ?? 100_000),
  pgLarge: Number(process.env.BENCH_LISTINGS_PG_LARGE ?? 1_000_000),
};

/** Pune is city 15, Maruti Suzuki and Hyundai are seeded make slugs (catalog seed). */
export const QUERY_SHAPES: [string, string][] = [
  ['all India, relevance', ''],
  ['city, relevance', 'storeCityId=15'],
  ['city + make + budget', 'make=maruti-suzuki&priceMin=300000&priceMax=800000&storeCityId=15'],
  ['all India + fuel + year + km', 'fuelType=diesel&yearMin=2018&km=30000-50000'],
  ['all India, price low-high, page 20', 'sort=price-asc&page=20'],
  ['city + text search (typo)', 'q=hyundia%20creta&storeCityId=15'],
  [
    'city, 5 filters, newest',
    'bodyType=suv&fuelType=petrol&transmission=automatic&owners=1&colour=white&sort=newest&storeCityId=15',
  ],
];

async function prepare(handle: DatabaseHandle, size: number, log: (message: string) => void) {
  await migrate(handle);
  for (const step of seedSteps.filter((candidate) => candidate.name === 'catalog'))
    await step.run(handle, { info: () => {} });
  const started = performance.now();
  await generateListings(handle, size, (done) =>
    log(`  generated ${done.toLocaleString('en-IN')} / ${size.toLocaleString('en-IN')}`),
  );
  return performance.now() - started;
}

async function measure(
  label: string,
  handle: DatabaseHandle,
  size: number,
  generateMs: number,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [
    {
      suite: 'listings',
      name: `${label}: data ready (${size.toLocaleString('en-IN')} listings)`,
      figures: { ms: round(generateMs, 0) },
    },
  ];
  // The first search loads the in-memory facet index (decision 0058): the cold start a fresh API
  // process pays once. Every shape below then also reports its own first (cold) run.
  const coldStarted = performance.now();
  await searchListings(handle.db, parseListingQuery('').filters, null);
  rows.push({
    suite: 'listings',
    name: `${label}: first search, loads the facet index`,
    figures: { ms: round(performance.now() - coldStarted, 0) },
  });
  for (const [name, query] of QUERY_SHAPES) {
    const { filters, cityId } = parseListingQuery(query);
    const coldShape = performance.now();
    await searchListings(handle.db, filters, cityId);
    const coldMs = round(performance.now() - coldShape, 1);
    const times = await timeIt(() => searchListings(handle.db, filters, cityId), ITERATIONS, 2);
    rows.push({
      suite: 'listings',
      name: `${label}: ${name}`,
      figures: {
        coldMs,
        p50Ms: round(percentile(times, 50), 1),
        p95Ms: round(percentile(times, 95), 1),
      },
    });
  }
  return rows;
}

async function postgresDatabase(size: number): Promise<DatabaseHandle | null> {
  const name = `${DB_PREFIX}${size}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
}

export const listingsBench: BenchSuite = {
  name: 'listings',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const log = (message: string) => console.log(message);
    if (sizes.pglite > 0) {
      const handle = await openDatabase({});
      try {
        rows.push(
          ...(await measure(
            'PGlite',
            handle,
            sizes.pglite,
            await prepare(handle, sizes.pglite, log),
          )),
        );
      } finally {
        await handle.close();
      }
    }
    for (const [label, size] of [
      ['PostgreSQL', sizes.pg],
      ['PostgreSQL', sizes.pgLarge],
    ] as const) {
      if (size <= 0) continue;
      const handle = await postgresDatabase(size);
      if (!handle) {
        rows.push({
          suite: 'listings',
          name: `${label} ${size}`,
          figures: {},
          note: `PostgreSQL not reachable at ${PG_URL}`,
        });
        continue;
      }
      try {
        rows.push(...(await measure(label, handle, size, await prepare(handle, size, log))));
      } finally {
        await handle.close();
      }
    }
    return rows;
  },
};

// Run alone: npx tsx bench/listings.bench.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await listingsBench.run();
  for (const row of rows)
    console.log(
      `${row.name.padEnd(60)} ${JSON.stringify(row.figures)}${row.note ? ` ${row.note}` : ''}`,
    );
}
