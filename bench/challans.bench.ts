import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@carsetu/api';
import { createTestDatabase } from '@carsetu/db';
import { seedSteps } from '@carsetu/db/seed';
import type { ServerBuild } from 'react-router';
import { testConfig } from '../apps/api/src/config/env';
import { mountWeb } from '../apps/api/src/web/mount-web';
import { percentile, round, timeIt, type BenchRow, type BenchSuite } from './harness';

const ITERATIONS = 200;
const WARMUP = 10;
/** The web build to render with (run-all.ts builds apps/web/build; e2e runs use their own). */
const WEB_BUILD_DIR = process.env.BENCH_WEB_BUILD_DIR ?? 'build';
const WEB_ROOT = new URL('../apps/web/', import.meta.url).pathname;

/**
 * Challan lookup and the state e-challan page, timed through app.inject next to GET /healthz on
 * the same app (ratios are what to compare across machines). A new registration number per call
 * measures a first lookup (source + upsert); a repeated one measures a refresh.
 */
export const challansBench: BenchSuite = {
  name: 'challans',
  async run(): Promise<BenchRow[]> {
    const database = await createTestDatabase();
    for (const name of ['catalog', 'challans']) {
      await seedSteps.find((step) => step.name === name)!.run(database, { info: () => {} });
    }
    const app = await buildApp({ database, config: testConfig() });
    const serverEntry = join(WEB_ROOT, WEB_BUILD_DIR, 'server', 'index.js');
    const canRender = existsSync(serverEntry);
    if (canRender) {
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      await mountWeb(app, { mode: 'production', getBuild: async () => build });
    }
    await app.ready();
    try {
      const baseline = await timeIt(() => app.inject({ url: '/healthz' }), ITERATIONS, WARMUP);
      const baseP50 = percentile(baseline, 50);
      const rows: BenchRow[] = [
        {
          suite: 'challans',
          name: 'GET /healthz (baseline)',
          figures: { p50Ms: round(baseP50, 3) },
        },
      ];
      let counter = 0;
      // Many visitors, as in real traffic: each lookup comes from its own documentation-range
      // address so the per-IP registry cap (lookup-limit.ts) measures nothing but itself.
      let visitor = 0;
      const DOCUMENTATION_NETS = ['192.0.2', '198.51.100', '203.0.113'];
      const remoteAddress = () => {
        const n = visitor++;
        return `${DOCUMENTATION_NETS[Math.floor(n / 256) % 3]}.${n % 256}`;
      };
      const cases: { name: string; run: () => Promise<unknown> }[] = [
        {
          name: 'challan lookup, first time (new vehicle)',
          run: () =>
            app.inject({
              url: `/api/consumer/api/v1/KA01MJ${String(1000 + (counter++ % 9000))}/challans`,
              remoteAddress: remoteAddress(),
            }),
        },
        {
          name: 'challan lookup, repeat (same vehicle)',
          run: () =>
            app.inject({
              url: '/api/consumer/api/v1/MH12AB1234/challans',
              remoteAddress: remoteAddress(),
            }),
        },
        {
          name: 'vehicle-number lookup',
          run: () =>
            app.inject({
              url: '/api/vehicle/vehicle-number/MH12AB1234',
              remoteAddress: remoteAddress(),
            }),
        },
        {
          name: 'state page data (API)',
          run: () => app.inject({ url: '/api/consumer/api/v1/e-challan/maharashtra' }),
        },
        ...(canRender
          ? [
              {
                name: 'state page render (SSR via inject)',
                run: () => app.inject({ url: '/traffic-challan/maharashtra/' }),
              },
              {
                name: 'city page render (SSR via inject)',
                run: () => app.inject({ url: '/traffic-challan/maharashtra/pune/' }),
              },
            ]
          : []),
      ];
      for (const benchCase of cases) {
        const durations = await timeIt(
          async () => {
            const response = (await benchCase.run()) as { statusCode: number; body: string };
            if (response.statusCode !== 200)
              throw new Error(
                `${benchCase.name}: ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
          },
          ITERATIONS,
          WARMUP,
        );
        const p50 = percentile(durations, 50);
        rows.push({
          suite: 'challans',
          name: benchCase.name,
          figures: {
            p50Ms: round(p50, 2),
            p95Ms: round(percentile(durations, 95), 2),
            perSecond: round(1000 / p50, 0),
            ratio: round(p50 / baseP50, 1),
          },
        });
      }
      if (!canRender) {
        rows.push({
          suite: 'challans',
          name: 'state page render',
          figures: {},
          note: `no web build at ${serverEntry}`,
        });
      }
      return rows;
    } finally {
      await app.close();
      await database.close();
    }
  },
};

// `npx tsx bench/challans.bench.ts` runs this suite alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await challansBench.run()) {
    console.log(
      `${row.name.padEnd(42)} ${Object.entries(row.figures)
        .map(([key, value]) => `${key}=${value}`)
        .join('  ')}${row.note ? ` (${row.note})` : ''}`,
    );
  }
}
