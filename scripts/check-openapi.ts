// CI: the API's OpenAPI document (GET /api/openapi.json of the real app on an in-memory
// database) must pass `redocly lint` (redocly.yaml) with no errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@carsetu/db';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config/env';

const database = await createTestDatabase();
const app = await buildApp({ database, config: testConfig() });
const response = await app.inject({ url: '/api/openapi.json' });
await app.close();
await database.close();
if (response.statusCode !== 200)
  throw new Error(`/api/openapi.json answered ${response.statusCode}`);
const file = join(mkdtempSync(join(tmpdir(), 'carsetu-openapi-')), 'openapi.json');
writeFileSync(file, response.body);
const result = spawnSync('npx', ['redocly', 'lint', file, '--format=stylish'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(result.status ?? 1);
