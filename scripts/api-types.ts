// The web's API types, generated from the API's own OpenAPI document (decision 0133):
// `npm run gen:api-types` writes apps/web/app/lib/api-types.gen.ts (not committed; the web's
// typecheck regenerates it first, so it can never be stale).
import { createTestDatabase } from '@carsetu/db';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config/env';

export const API_TYPES_FILE = new URL('../apps/web/app/lib/api-types.gen.ts', import.meta.url);

const HEADER = `/**
 * Generated from GET /api/openapi.json by \`npm run gen:api-types\` (scripts/api-types.ts).
 * Do not edit: change the API's route schemas and regenerate. Decision 0133.
 */
/* eslint-disable */
`;

/** The TypeScript source of the API's paths and schemas, from the real app's document. */
export async function generateApiTypes(): Promise<string> {
  const database = await createTestDatabase();
  const app = await buildApp({ database, config: testConfig() });
  try {
    const response = await app.inject({ url: '/api/openapi.json' });
    if (response.statusCode !== 200)
      throw new Error(`openapi.json answered ${response.statusCode}`);
    const ast = await openapiTS(JSON.parse(response.body), { alphabetize: true });
    return HEADER + astToString(ast);
  } finally {
    await app.close();
    await database.close();
  }
}
