import { createTestApp } from '../../test/test-app';
import { insertCars, insertPlaces } from '../catalog/catalog.test-fixtures';

/** A fixed "now" (11:30 IST on 1 June 2025) so sandbox answers and date windows are stable. */
export const TEST_NOW = new Date('2025-06-01T06:00:00Z');

/** Sandbox numbers with known shapes at TEST_NOW (seeded by the number; decision 0096). */
export const SANDBOX_NUMBERS = {
  /** Tata Nexon, 11 visits, readings always climb. */
  clean: 'DL3CAB1234',
  /** Maruti Suzuki Swift, 8 visits, the 5th reading is lower than the 4th. */
  rollback: 'KA01MJ8821',
  /** Mahindra XUV700, no service records. */
  noRecords: 'MH12AB1234',
} as const;

/** The real app with the catalog's places and cars, at TEST_NOW. */
export async function createServicesTestApp() {
  const testApp = await createTestApp({ now: () => TEST_NOW });
  await insertPlaces(testApp.app.db);
  await insertCars(testApp.app.db);
  return testApp;
}
