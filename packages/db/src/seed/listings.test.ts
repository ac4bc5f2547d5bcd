import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing';
import { catalogSeedStep } from './catalog';
import { DEMO_LISTING_COUNT, listingsSeedStep, usedCarPricePaise } from './listings';

let handle: DatabaseHandle;
const log = { info: () => {} };
beforeAll(async () => {
  handle = await createTestDatabase();
  await catalogSeedStep.run(handle, log);
}, 120_000);
afterAll(async () => handle.close());

const count = async (query: string) =>
  Number(
    ((await handle.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n,
  );

describe('listings seed', () => {
  it('makes at least 3,000 listings with inspections across cities, once', async () => {
    await listingsSeedStep.run(handle, log);
    expect(DEMO_LISTING_COUNT).toBeGreaterThanOrEqual(3_000);
    expect(await count('select count(*)::int as n from listings')).toBe(DEMO_LISTING_COUNT);
    expect(await count('select count(*)::int as n from listing_inspections')).toBe(
      DEMO_LISTING_COUNT,
    );
    expect(await count('select count(distinct city_id)::int as n from listings')).toBeGreaterThan(
      20,
    );
    expect(
      await count(
        'select count(*)::int as n from listings where price_paise < 5000000 or km_driven <= 0',
      ),
    ).toBe(0);
    await listingsSeedStep.run(handle, log);
    expect(await count('select count(*)::int as n from listings')).toBe(DEMO_LISTING_COUNT);
  }, 120_000);

  it('prices a five-year-old car at roughly half its new price', () => {
    const price = usedCarPricePaise(1_000_000_00, 5, 60_000, 1, { next: () => 0.5 });
    expect(price).toBeGreaterThan(450_000_00);
    expect(price).toBeLessThan(650_000_00);
  });
});

describe('bench listing generator', () => {
  it('adds listings up to the target, deterministically and resumably', async () => {
    const { generateListings } = await import('./generate-listings');
    const base = await count('select count(*)::int as n from listings');
    expect(await generateListings(handle, base + 1_000)).toBe(base + 1_000);
    expect(await generateListings(handle, base + 1_000)).toBe(base + 1_000);
    expect(
      await count(
        `select count(*)::int as n from listings where id > ${base} and (price_paise <= 0 or year < 1990)`,
      ),
    ).toBe(0);
  }, 120_000);
});
