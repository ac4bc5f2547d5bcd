#!/usr/bin/env node
// `npm run test:pg`: the same Vitest suite against a PostgreSQL server. Each test file creates
// and drops its own throw-away database on that server.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(
    `PostgreSQL is not reachable at ${url} (${error.message}).\n` +
      'Start it (Debian: pg_ctlcluster <version> main start) or set TEST_DATABASE_URL.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
