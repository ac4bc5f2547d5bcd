import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (the same suite runs
 * against both). Call the returned close() in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await migrate(handle);
    return handle;
  }
  // TEST_DATABASE_PREFIX: a name prefix of one's own on a shared server (default carsetu_test_).
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'carsetu_test_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`bad TEST_DATABASE_PREFIX ${prefix}`);
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 20 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
