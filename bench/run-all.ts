import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { BenchRow, BenchSuite } from './harness';
import { auctionBench } from './auction.bench';
import { catalogBench } from './catalog.bench';
import { challansBench } from './challans.bench';
import { firstLoadJsSuite } from './first-load-js.bench';
import { identityBench } from './identity.bench';
import { lighthouseSuite } from './lighthouse.bench';
import { listingsBench } from './listings.bench';
import { FIRST_CAR_PAGE, ssrThroughputSuite } from './ssr-throughput.bench';
import { workersBench } from './workers.bench';

// `npm run bench`: every suite in one run, one table, bench/results.json.
// BENCH_ONLY=ssr,first-load-js runs a subset.
/** A city listing page: the most visited page of a used-car marketplace (Pune, canonical URL). */
const LISTING_PAGE = '/buy-used-car?storeCityId=15';
const PAGE_ROUTES = [
  '/',
  '/buy-used-cars/',
  LISTING_PAGE,
  FIRST_CAR_PAGE,
  '/traffic-challan/',
  '/traffic-challan/maharashtra/',
  '/faq/',
  '/sell-used-cars/',
  '/used-car-loan/',
];

const suites: BenchSuite[] = [
  auctionBench,
  catalogBench,
  identityBench,
  challansBench,
  listingsBench,
  firstLoadJsSuite(PAGE_ROUTES, [LISTING_PAGE, FIRST_CAR_PAGE]),
  ssrThroughputSuite(
    ['/', LISTING_PAGE, FIRST_CAR_PAGE, '/traffic-challan/maharashtra/', '/sell-used-cars/'],
    [LISTING_PAGE],
  ),
  workersBench,
  lighthouseSuite({
    home: '/',
    'buy home': '/buy-used-cars/',
    listing: LISTING_PAGE,
    'car page': FIRST_CAR_PAGE,
    'state challan': '/traffic-challan/maharashtra/',
    sell: '/sell-used-cars/',
    loan: '/used-car-loan/',
  }),
];

const only = process.env.BENCH_ONLY?.split(',');
console.log('Building the web app for the bench…');
// Build in apps/web directly: under `npm run bench -w …` a nested root `npm run build` would
// inherit the bench workspace selection.
const build = spawnSync('npx', ['react-router', 'build'], {
  cwd: new URL('../apps/web/', import.meta.url).pathname,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WEB_BUILD_DIR: 'build' },
});
if (build.status !== 0) throw new Error('web build failed');
// As `npm run build` does: the Brotli/gzip twins the server sends (and its tests expect).
const precompress = spawnSync('node', ['scripts/precompress-assets.mjs'], {
  cwd: new URL('../', import.meta.url).pathname,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (precompress.status !== 0) throw new Error('precompressing the assets failed');

const rows: BenchRow[] = [];
for (const suite of suites) {
  if (only && !only.includes(suite.name)) continue;
  console.log(`\n▶ ${suite.name}`);
  const suiteRows = await suite.run();
  for (const row of suiteRows) {
    console.log(
      `  ${row.name.padEnd(58)} ${Object.entries(row.figures)
        .map(([k, v]) => `${k}=${v}`)
        .join('  ')}${row.note ? `  (${row.note})` : ''}`,
    );
  }
  rows.push(...suiteRows);
}
// A partial run (BENCH_ONLY) replaces only its own suites' rows in results.json.
const resultsUrl = new URL('./results.json', import.meta.url);
const ranSuites = new Set(rows.map((row) => row.suite));
const kept =
  only && existsSync(resultsUrl)
    ? (JSON.parse(readFileSync(resultsUrl, 'utf8')) as { rows: BenchRow[] }).rows.filter(
        (row) => !ranSuites.has(row.suite),
      )
    : [];
writeFileSync(
  resultsUrl,
  `${JSON.stringify({ ranAt: new Date().toISOString(), node: process.version, rows: [...kept, ...rows] }, null, 2)}\n`,
);
console.log('\nResults written to bench/results.json');
