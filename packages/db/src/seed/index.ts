import type { DatabaseHandle } from '../client';
import { catalogSeedStep } from './catalog';
import { listingsSeedStep } from './listings';
import { challansSeedStep } from './challans';
import { staffSeedStep } from './staff';
import { articlesSeedStep } from './articles';
import { seoContentSeedStep } from './seo-content';

export { generateListings, settleListings } from './generate-listings';

export interface SeedLogger {
  info(message: string): void;
}

/**
 * One seeding step per domain, run in order. Each step must be deterministic (fixed PRNG seed)
 * and idempotent: it checks whether its data is already there and returns quickly if so.
 */
export interface SeedStep {
  name: string;
  run(handle: DatabaseHandle, log: SeedLogger): Promise<void>;
}

export const seedSteps: SeedStep[] = [
  catalogSeedStep,
  listingsSeedStep,
  challansSeedStep,
  staffSeedStep,
  articlesSeedStep,
  seoContentSeedStep,
];

export async function seedDemoData(handle: DatabaseHandle, log: SeedLogger = { info: () => {} }) {
  for (const step of seedSteps) {
    const started = Date.now();
    await step.run(handle, log);
    log.info(`seed ${step.name} done in ${Date.now() - started} ms`);
  }
}
