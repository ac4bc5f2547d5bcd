import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text with several statements (migrations, seeds). */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs fn on one dedicated connection (session-level advisory locks need the same connection
   * for lock and unlock; a pool would hand out different ones).
   */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tar file, for `pgliteDump` (test templates). */
  dumpPglite?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface SqlSession {
  exec(sqlText: string): Promise<void>;
  query<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data directory (`PGlite.dumpDataDir`) instead
   * of an empty database: tests start from a migrated template (testing.ts).
   */
  pgliteDump?: Blob;
  /** Log a database error that happens outside a request (e.g. the server restarted). */
  onPoolError?: (error: Error) => void;
  poolMax?: number;
}

export const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) emits 'error' on the pool; without a
  // listener Node would crash the process. Requests in flight fail and the pool reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params as unknown[])).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  dump: Blob | undefined,
): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir
      ? new PGlite(`file://${dataDir}/pgdata`)
      : new PGlite(dump ? { loadDataDir: dump } : undefined);
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    withSession: (fn) =>
      fn({
        exec: async (text) => {
          await client.exec(text);
        },
        query: async <Row>(text: string, params?: unknown[]) =>
          (await client.query<Row>(text, params)).rows,
      }),
    ping: async () => {
      await client.query('select 1');
    },
    dumpPglite: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
  };
}
