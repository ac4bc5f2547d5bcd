import autocannon from 'autocannon';

/**
 * Loading a page the way the SSR and workers suites both measure it: 10 connections for 8 s,
 * each request either the same URL or a URL the page cache has never seen.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 10;

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
export const UNCACHED_WARM_UP_S = 20;
/**
 * A filter whose value changes the search itself: a new price bound per request misses the page
 * cache and the kept searches (decision 0186), so the database answers every request.
 */
export const SEARCH_BUSTER = 'priceMax';
export const SEARCH_BUSTER_START = 2_000_000;

/** How each request's URL differs from the last: not at all, by an extra option, or by its search. */
export type Freshness = 'same' | 'newUrl' | 'newSearch';

/** Numbers the cache-busting values across every load of the run, so no URL is asked twice. */
let requestCounter = 0;

export async function load(
  url: string,
  freshness: Freshness = 'same',
  duration = DURATION_S,
  headers?: Record<string, string>,
) {
  const [name, start] =
    freshness === 'newSearch' ? [SEARCH_BUSTER, SEARCH_BUSTER_START] : [CACHE_BUSTER, 0];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers,
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
 * The canonical form of `page` with the cache-busting option in it (the listing redirects any
 * other order), checked to render fresh: a 200 the page cache missed.
 */
export async function uncachedUrl(
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
