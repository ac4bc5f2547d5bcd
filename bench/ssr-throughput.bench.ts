import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { round, type BenchRow, type BenchSuite } from './harness';
import {
  load,
  SEARCH_BUSTER,
  SEARCH_BUSTER_START,
  UNCACHED_LISTING_RPS_GOAL,
  UNCACHED_WARM_UP_S,
  uncachedUrl,
} from './page-load';
import { benchPort, startServer, CLIENT_DIR } from './server-process';

const STATIC_NAME = '__bench-static.html';
/** Requests per second over several loads of the same URL. */
const averageRps = (runs: { rps: number }[]) =>
  runs.reduce((sum, run) => sum + run.rps, 0) / runs.length;
const ROUNDS = 2;
/** Issue 14's goal: an anonymous page at least half as fast as a static file of its size. */
export const SSR_RATIO_GOAL = 0.5;
/** Stands for "the first car page of the demo listing" (its URL depends on the seed). */
export const FIRST_CAR_PAGE = 'first-car-page';

export async function resolvePage(baseUrl: string, page: string): Promise<string> {
  if (page !== FIRST_CAR_PAGE) return page;
  const response = await fetch(`${baseUrl}/api/consumer/inventory/v1/listings`);
  const body = (await response.json()) as { items: { url: string }[] };
  return body.items[0]!.url;
}

/**
 * Pages rendered per second next to the same server sending a static file of the same size:
 * the ratio says what server rendering costs, whatever the machine's speed. The two are run
 * alternately (static, page, static, page) so drift hits both.
 */
export function ssrThroughputSuite(pages: string[], uncachedPages: string[] = []): BenchSuite {
  return {
    name: 'ssr',
    async run() {
      const port = benchPort(0);
      // The static twin must exist before start: the server registers static files at boot.
      const probe = await startServer(port);
      const sizes = new Map<string, number>();
      pages = await Promise.all(pages.map((page) => resolvePage(probe.baseUrl, page)));
      for (const page of new Set([...pages, ...uncachedPages])) {
        const response = await fetch(probe.baseUrl + page, { redirect: 'manual' });
        if (response.status !== 200) {
          await probe.stop();
          throw new Error(`${page} answered ${response.status}; benchmark a canonical 200 page`);
        }
        sizes.set(page, (await response.arrayBuffer()).byteLength);
      }
      await probe.stop();
      const rows: BenchRow[] = [];
      for (const page of pages) {
        const size = sizes.get(page)!;
        writeFileSync(join(CLIENT_DIR, STATIC_NAME), 'x'.repeat(size));
        const server = await startServer(port);
        try {
          const ssr = [] as Awaited<ReturnType<typeof load>>[];
          const stat = [] as Awaited<ReturnType<typeof load>>[];
          for (let i = 0; i < ROUNDS; i++) {
            stat.push(await load(`${server.baseUrl}/${STATIC_NAME}`));
            ssr.push(await load(server.baseUrl + page));
          }
          const maxP99 = (list: { p99: number }[]) => Math.max(...list.map((item) => item.p99));
          rows.push({
            suite: 'ssr',
            name: `${page} SSR vs static file of ${size} B`,
            figures: {
              ssrRps: round(averageRps(ssr), 0),
              ssrP99Ms: maxP99(ssr),
              staticRps: round(averageRps(stat), 0),
              staticP99Ms: maxP99(stat),
              ratio: round(averageRps(ssr) / averageRps(stat), 3),
              goalRatio: SSR_RATIO_GOAL,
              errors: ssr.reduce((sum, item) => sum + item.errors, 0),
            },
          });
        } finally {
          await server.stop();
          rmSync(join(CLIENT_DIR, STATIC_NAME), { force: true });
        }
      }
      // Rendering itself: the listing with the page cache out of the way (every URL new), with
      // the search kept (decision 0186) and, for the database's share, a new search each time.
      // A static file of the page's size is served in the same alternation: how fast this machine
      // is (decision 0200), since the goal is an absolute rate.
      for (const page of uncachedPages) {
        writeFileSync(join(CLIENT_DIR, STATIC_NAME), 'x'.repeat(sizes.get(page)!));
        const server = await startServer(port);
        try {
          const urls = {
            newUrl: await uncachedUrl(server.baseUrl, page),
            newSearch: await uncachedUrl(server.baseUrl, page, [
              SEARCH_BUSTER,
              SEARCH_BUSTER_START,
            ]),
          };
          await load(urls.newUrl, 'newUrl', UNCACHED_WARM_UP_S);
          const runs = { newUrl: [], newSearch: [] } as Record<
            keyof typeof urls,
            Awaited<ReturnType<typeof load>>[]
          >;
          const staticRuns: Awaited<ReturnType<typeof load>>[] = [];
          for (let i = 0; i < ROUNDS; i++) {
            staticRuns.push(await load(`${server.baseUrl}/${STATIC_NAME}`));
            runs.newUrl.push(await load(urls.newUrl, 'newUrl'));
            runs.newSearch.push(await load(urls.newSearch, 'newSearch'));
          }
          const staticRps = averageRps(staticRuns);
          for (const [freshness, label, goal] of [
            ['newUrl', 'a new URL per request, the same search', UNCACHED_LISTING_RPS_GOAL],
            ['newSearch', 'a new search per request', undefined],
          ] as const) {
            const list = runs[freshness];
            const rps = averageRps(list);
            rows.push({
              suite: 'ssr',
              name: `${page} uncached (${label})`,
              figures: {
                rps: round(rps, 0),
                p99Ms: Math.max(...list.map((run) => run.p99)),
                // The goal's row also says how fast the machine served a static file meanwhile.
                ...(goal === undefined
                  ? {}
                  : {
                      goalRps: goal,
                      staticRps: round(staticRps, 0),
                      ratioToStatic: round(rps / staticRps, 3),
                    }),
                errors: list.reduce((sum, run) => sum + run.errors, 0),
              },
            });
          }
        } finally {
          await server.stop();
          rmSync(join(CLIENT_DIR, STATIC_NAME), { force: true });
        }
      }
      return rows;
    },
  };
}
