import autocannon from 'autocannon';
import pg from 'pg';
import { round, type BenchRow, type BenchSuite } from './harness';
import { benchPort, startServer, type RunningServer } from './server-process';

/**
 * Issue 14 "all cores": the same PostgreSQL-backed server with WORKERS=1 and WORKERS=auto (one
 * per core), side by side on one database, loaded alternately. The page is the city listing with
 * a personal cookie, so the page cache steps aside and every answer is rendered: the speed-up is
 * what the extra cores add to real work. Needs PostgreSQL (BENCH_DATABASE_URL, default the local
 * server); without it the row says so.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 20;
const ROUNDS = 2;
const LISTING_PAGE = '/buy-used-car?storeCityId=15';
/** Not a real session: the page cache bypasses any session cookie and the page renders anonymous. */
const UNCACHED = { cookie: 'carsetu_session=bench-not-a-session' };

async function rps(server: RunningServer) {
  const result = await autocannon({
    url: server.baseUrl + LISTING_PAGE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: UNCACHED,
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
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
      const single: number[] = [];
      const multi: number[] = [];
      let errors = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const a = await rps(one);
        const b = await rps(all);
        single.push(a.rps);
        multi.push(b.rps);
        errors += a.errors + b.errors;
      }
      const avg = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
      return [
        {
          suite: 'workers',
          name: 'listing page uncached, WORKERS=auto vs 1 (PostgreSQL)',
          figures: {
            oneWorkerRps: round(avg(single), 0),
            allCoresRps: round(avg(multi), 0),
            speedUp: round(avg(multi) / avg(single), 2),
            uncachedListingGoalRps: 300,
            errors,
          },
        },
      ];
    } finally {
      for (const server of servers) await server.stop();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  },
};
