import { prepareTestDatabaseTemplates } from '@carsetu/db/testing';

/**
 * Once per run, before any test file: the migrated and the demo-data database templates every
 * test file's database is copied from (packages/db/src/testing.ts). The test processes start
 * after this and inherit the environment variables that name them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestDatabaseTemplates();
}
