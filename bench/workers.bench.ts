import pg from 'pg';
import { round, type BenchRow, type BenchSuite } from './harness';
import { load, UNCACHED_LISTING_RPS_GOAL, UNCACHED_WARM_UP_S, uncachedUrl } from './page-load';
import { benchPort, startServer, type RunningServer } from './server-process';

/**
 * Issue 14 "all cores": the same PostgreSQL-backed server with WORKERS=1 (one process, which
 * renders on a thread per core, decision 0194) and WORKERS=auto (one process per core, each
 * rendering on its main thread), side by side on one database, loaded alternately. Two loads:
 * - the uncached listing exactly as the SSR suite measures it (anonymous, a URL the page cache
 *   has never seen on every request), so issue 14's goal is checked on PostgreSQL too;
 * - the listing with a session cookie: the page cache steps aside and each of the page's API
 *   calls looks the session up in PostgreSQL, as for a signed-in visitor.
 * Needs PostgreSQL (BENCH_DATABASE_URL, default the local server); without it the row says so.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 2;
const LISTING_PAGE = '/buy-used-car?storeCityId=15';
/** Not a real session: the page cache bypasses any session cookie and the page renders anonymous. */
const SESSION_COOKIE = { cookie: 'carsetu_session=bench-not-a-session' };

interface Measured {
  rps: number;
  errors: number;
}

/** One server's two loads: its uncached listing URL (found once) and the cookie's page. */
async function measureOnce(server: RunningServer, uncached: string) {
  return {
    uncached: await load(uncached, 'newUrl'),
    cookie: await load(server.baseUrl + LISTING_PAGE, 'same', undefined, SESSION_COOKIE),
  };
}

function row(name: string, single: Measured[], multi: Measured[], goal?: number): BenchRow {
  const avg = (list: Measured[]) => list.reduce((sum, run) => sum + run.rps, 0) / list.length;
  return {
    suite: 'workers',
    name,
    figures: {
      oneWorkerRps: round(avg(single), 0),
      allCoresRps: round(avg(multi), 0),
      speedUp: round(avg(multi) / avg(single), 2),
      ...(goal === undefined ? {} : { goalRps: goal }),
      errors: [...single, ...multi].reduce((sum, run) => sum + run.errors, 0),
    },
  };
}

export const workersBench: BenchSuite = {
  name: 'workers',
  async run(): Promise<BenchRow[]> {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch {
      return [
        {
          suite: 'workers',
          name: 'WORKERS=auto vs 1 on PostgreSQL',
          figures: {},
          note: `skipped: PostgreSQL not reachable at ${ADMIN_URL}`,
        },
      ];
    }
    const dbName = `carsetu_bench_workers_${process.pid}`;
    await admin.query(`create database ${dbName}`);
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${dbName}`;
    const servers: RunningServer[] = [];
    try {
      // One after the other: the first migrates and seeds, the second finds it done.
      const one = await startServer(benchPort(20), {
        DATABASE_URL: databaseUrl.href,
        WORKERS: '1',
      });
      servers.push(one);
      const all = await startServer(benchPort(21), {
        DATABASE_URL: databaseUrl.href,
        WORKERS: 'auto',
      });
      servers.push(all);
      const urls = [
        await uncachedUrl(one.baseUrl, LISTING_PAGE),
        await uncachedUrl(all.baseUrl, LISTING_PAGE),
      ] as const;
      // As in the SSR suite: past the compiler's first seconds before anything is counted.
      await load(urls[0], 'newUrl', UNCACHED_WARM_UP_S);
      await load(urls[1], 'newUrl', UNCACHED_WARM_UP_S);
      const single = { uncached: [] as Measured[], cookie: [] as Measured[] };
      const multi = { uncached: [] as Measured[], cookie: [] as Measured[] };
      for (let i = 0; i < ROUNDS; i++) {
        for (const [server, url, into] of [
          [one, urls[0], single],
          [all, urls[1], multi],
        ] as const) {
          const measured = await measureOnce(server, url);
          into.uncached.push(measured.uncached);
          into.cookie.push(measured.cookie);
        }
      }
      return [
        row(
          'listing page uncached (a new URL per request), WORKERS=auto vs 1 (PostgreSQL)',
          single.uncached,
          multi.uncached,
          UNCACHED_LISTING_RPS_GOAL,
        ),
        row(
          'listing page with a session cookie, WORKERS=auto vs 1 (PostgreSQL)',
          single.cookie,
          multi.cookie,
        ),
      ];
    } finally {
      for (const server of servers) await server.stop();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  },
};
