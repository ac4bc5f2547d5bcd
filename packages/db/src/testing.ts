import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';

/** What a test database starts with: the migrated schema, or that plus the demo data. */
export type TestDatabaseContent = 'migrated' | 'demo';

/**
 * Where the templates made once per test run are (see `prepareTestDatabaseTemplates`): a file
 * holding a PGlite dump, or the name of a template database on the PostgreSQL server. Children
 * of the test runner inherit them.
 */
const TEMPLATE_ENV: Record<TestDatabaseContent, string> = {
  migrated: 'CARSETU_TEST_TEMPLATE_MIGRATED',
  demo: 'CARSETU_TEST_TEMPLATE_DEMO',
};

/** TEST_DATABASE_PREFIX: a name prefix of one's own on a shared server (default carsetu_test_). */
function databasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'carsetu_test_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`bad TEST_DATABASE_PREFIX ${prefix}`);
  return prefix;
}

async function onServer<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An in-memory PGlite opened from a template's dump file, or empty without one. */
function openPglite(dumpFile: string | undefined): Promise<DatabaseHandle> {
  return openDatabase(dumpFile ? { pgliteDump: new Blob([readFileSync(dumpFile)]) } : {});
}

/**
 * Brings a database to `content`: what a template holds, or a test without one. Migrating is a
 * no-op on a database that is already migrated (a copy of the migrated template).
 */
async function fill(handle: DatabaseHandle, content: TestDatabaseContent): Promise<void> {
  await migrate(handle);
  if (content === 'demo') {
    // Loaded only here: the package's main entry re-exports this file, and the app has no use
    // for the seed through it.
    const { seedDemoData } = await import('./seed/index');
    await seedDemoData(handle);
  }
}

/**
 * A fresh database for one test file: PGlite in memory by default, or a new throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL (the same suite runs against both), with
 * the migrated schema, or also the demo data (`'demo'`). Call the returned close() in afterAll.
 *
 * Under `npm test` it is a copy of a template the run made once (the global setup): a PGlite
 * opened from a dump, or `create database … template …`. Running the 35 migrations (and for the
 * demo data, the seed) in every file cost seconds a file.
 */
export async function createTestDatabase(
  content: TestDatabaseContent = 'migrated',
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV[content]];
  if (!serverUrl) {
    const handle = await openPglite(template);
    if (!template) await fill(handle, content);
    return handle;
  }
  const name = `${databasePrefix()}${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolMax: 20 });
  if (!template) await fill(handle, content);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * Makes the migrated and the demo-data templates `createTestDatabase` copies, once per test run
 * (Vitest's global setup), and sets the environment variables that name them. Answers the
 * cleanup: removes the dump files or drops the template databases.
 */
export async function prepareTestDatabaseTemplates(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const contents = Object.keys(TEMPLATE_ENV) as TestDatabaseContent[];
  // `contents` starts with 'migrated': each later template starts as a copy of the one before
  // (a PGlite from its dump, or `create database … template`), so the migrations run once.
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'carsetu-test-templates-'));
    for (const content of contents) {
      const handle = await openPglite(process.env[TEMPLATE_ENV.migrated]);
      await fill(handle, content);
      const file = join(dir, `${content}.tar`);
      writeFileSync(file, Buffer.from(await (await handle.dumpPglite!()).arrayBuffer()));
      await handle.close();
      process.env[TEMPLATE_ENV[content]] = file;
    }
    return async () => {
      for (const content of contents) delete process.env[TEMPLATE_ENV[content]];
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const names: string[] = [];
  for (const content of contents) {
    const name = `${databasePrefix()}template_${content}_${randomBytes(4).toString('hex')}`;
    const previous = names.at(-1);
    await onServer(serverUrl, (admin) =>
      admin.query(`create database ${name}${previous ? ` template ${previous}` : ''}`),
    );
    names.push(name);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    await fill(handle, content);
    // A template must have no connections while it is copied.
    await handle.close();
    process.env[TEMPLATE_ENV[content]] = name;
  }
  return async () => {
    for (const content of contents) delete process.env[TEMPLATE_ENV[content]];
    await onServer(serverUrl, async (admin) => {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    });
  };
}
