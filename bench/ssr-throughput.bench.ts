import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { round, type BenchRow, type BenchSuite } from './harness';
import { benchPort, startServer } from './server-process';

const CLIENT_DIR = new URL('../apps/web/build/client/', import.meta.url).pathname;
const STATIC_NAME = '__bench-static.html';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 10;
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

/** Issue 14's goal: the listing rendered without the page cache, requests per second. */
export const UNCACHED_LISTING_RPS_GOAL = 300;
/** A query name the listing keeps as an extra option: a new value per request misses the cache. */
const CACHE_BUSTER = 'benchRequest';
/**
 * Seconds of the same load, not counted, before the uncached rows are measured: each render
 * thread (decision 0194) compiles its own hot code, and the first seconds after start measure
 * the compiler, not the server a visitor meets. Counted with --trace-opt on this machine, the
 * threads were still optimizing ≈ 1,600 functions in the first 8 s of load, ≈ 450 in the third
 * 8 s and ≈ 150 from the fifth on (decision 0195): 20 s reaches that steady state.
 */
const UNCACHED_WARM_UP_S = 20;
/**
 * A filter whose value changes the search itself: a new price bound per request misses the page
 * cache and the kept searches (decision 0186), so the database answers every request.
 */
const SEARCH_BUSTER = 'priceMax';
const SEARCH_BUSTER_START = 2_000_000;

/** How each request's URL differs from the last: not at all, by an extra option, or by its search. */
type Freshness = 'same' | 'newUrl' | 'newSearch';

/** Numbers the cache-busting values across every load of the run, so no URL is asked twice. */
let requestCounter = 0;

async function load(url: string, freshness: Freshness = 'same', duration = DURATION_S) {
  const [name, start] =
    freshness === 'newSearch' ? [SEARCH_BUSTER, SEARCH_BUSTER_START] : [CACHE_BUSTER, 0];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // Each request its own URL (…benchRequest=N or …priceMax=N), so the page cache misses.
    requests:
      freshness === 'same'
        ? undefined
        : [
            {
              setupRequest: (request) => ({
                ...request,
                path: request.path!.replace(
                  `${name}=${start}`,
                  `${name}=${start + (requestCounter += 1)}`,
                ),
              }),
            },
          ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Pages rendered per second next to the same server sending a static file of the same size:
 * the ratio says what server rendering costs, whatever the machine's speed. The two are run
 * alternately (static, page, static, page) so drift hits both.
 */
/**
 * The canonical form of `page` with the cache-busting option in it (the listing redirects any
 * other order), checked to render fresh: a 200 the page cache missed.
 */
async function uncachedUrl(
  baseUrl: string,
  page: string,
  [name, start]: [string, number] = [CACHE_BUSTER, 0],
): Promise<string> {
  const asked = `${page}${page.includes('?') ? '&' : '?'}${name}=${start}`;
  const first = await fetch(baseUrl + asked, { redirect: 'manual' });
  const url = first.status === 200 ? asked : (first.headers.get('location') ?? asked);
  const check = await fetch(
    new URL(url, baseUrl).href.replace(`${name}=${start}`, `${name}=${start - 1}`),
  );
  if (check.status !== 200 || check.headers.get('x-page-cache') === 'HIT') {
    throw new Error(`${url} cannot be measured uncached (${check.status})`);
  }
  return new URL(url, baseUrl).href;
}

export function ssrThroughputSuite(pages: string[], uncachedPages: string[] = []): BenchSuite {
  return {
    name: 'ssr',
    async run() {
      const port = benchPort(0);
      // The static twin must exist before start: the server registers static files at boot.
      const probe = await startServer(port);
      const sizes = new Map<string, number>();
      pages = await Promise.all(pages.map((page) => resolvePage(probe.baseUrl, page)));
      for (const page of pages) {
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
          const avg = (list: { rps: number }[]) =>
            list.reduce((sum, item) => sum + item.rps, 0) / list.length;
          const maxP99 = (list: { p99: number }[]) => Math.max(...list.map((item) => item.p99));
          rows.push({
            suite: 'ssr',
            name: `${page} SSR vs static file of ${size} B`,
            figures: {
              ssrRps: round(avg(ssr), 0),
              ssrP99Ms: maxP99(ssr),
              staticRps: round(avg(stat), 0),
              staticP99Ms: maxP99(stat),
              ratio: round(avg(ssr) / avg(stat), 3),
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
      for (const page of uncachedPages) {
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
          for (let i = 0; i < ROUNDS; i++) {
            runs.newUrl.push(await load(urls.newUrl, 'newUrl'));
            runs.newSearch.push(await load(urls.newSearch, 'newSearch'));
          }
          for (const [freshness, label, goal] of [
            ['newUrl', 'a new URL per request, the same search', UNCACHED_LISTING_RPS_GOAL],
            ['newSearch', 'a new search per request', undefined],
          ] as const) {
            const list = runs[freshness];
            rows.push({
              suite: 'ssr',
              name: `${page} uncached (${label})`,
              figures: {
                rps: round(list.reduce((sum, run) => sum + run.rps, 0) / list.length, 0),
                p99Ms: Math.max(...list.map((run) => run.p99)),
                ...(goal === undefined ? {} : { goalRps: goal }),
                errors: list.reduce((sum, run) => sum + run.errors, 0),
              },
            });
          }
        } finally {
          await server.stop();
        }
      }
      return rows;
    },
  };
}
