import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import { buildApp, type App } from '../app';
import { testConfig, type AppConfig } from '../config/env';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database (PGlite in memory, or a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set). No seed data: tests create what they assert on.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ database, config: testConfig(overrides) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
