import { buildApp } from '@carsetu/api';
import { createTestDatabase } from '@carsetu/db';
import { seedSteps } from '@carsetu/db/seed';
import { testConfig } from '../apps/api/src/config/env';
import { percentile, round, timeIt, type BenchRow, type BenchSuite } from './harness';

const ITERATIONS = 300;
const WARMUP = 20;
const ROUTES = [
  '/api/vehicle/v1/cities',
  '/api/vehicle/v1/sell-cities',
  '/api/vehicle/v1/buy-cars/header-data/2',
  '/api/vehicle/v1/city/search?q=na',
  '/api/vehicle/v1/models/1',
  '/api/vehicle/v1/rto/MH12AB1234',
  '/api/vehicle/faq-search?version=2&q=inspection',
];

/**
 * The catalog seed's duration on a fresh PGlite, then server time (app.inject) of the header's
 * catalog calls next to GET /healthz on the same app. Cached lists should sit within a small
 * factor of the baseline; the RTO lookup and FAQ search go to the database every time.
 */
export const catalogBench: BenchSuite = {
  name: 'catalog',
  async run(): Promise<BenchRow[]> {
    const database = await createTestDatabase();
    const step = seedSteps.find((candidate) => candidate.name === 'catalog')!;
    const seedStarted = performance.now();
    await step.run(database, { info: () => {} });
    const seedMs = performance.now() - seedStarted;
    const app = await buildApp({ database, config: testConfig() });
    await app.ready();
    try {
      const baseline = await timeIt(() => app.inject({ url: '/healthz' }), ITERATIONS, WARMUP);
      const baseP50 = percentile(baseline, 50);
      const rows: BenchRow[] = [
        { suite: 'catalog', name: 'seed (fresh PGlite)', figures: { ms: round(seedMs, 0) } },
        { suite: 'catalog', name: 'GET /healthz', figures: { p50Ms: round(baseP50, 3) } },
      ];
      for (const url of ROUTES) {
        const durations = await timeIt(
          async () => {
            const res = await app.inject({ url });
            if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          },
          ITERATIONS,
          WARMUP,
        );
        const p50 = percentile(durations, 50);
        rows.push({
          suite: 'catalog',
          name: `GET ${url.replace('/api/vehicle', '')}`,
          figures: {
            p50Ms: round(p50, 3),
            p95Ms: round(percentile(durations, 95), 3),
            ratio: round(p50 / baseP50, 1),
          },
        });
      }
      return rows;
    } finally {
      await app.close();
      await database.close();
    }
  },
};
