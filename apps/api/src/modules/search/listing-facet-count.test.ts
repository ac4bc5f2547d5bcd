import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createListing, createModel } from '../inventory/inventory.fixtures';
import { countFacetsInMemory } from './listing-facet-count';
import { countFacets } from './listing-facets.repository';
import { listingWhere, type ResolvedFilters } from './listing-where';
import { queryRows } from '../../lib/sql-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Deterministic PRNG (mulberry32): the same random filter states on every run. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const FUELS = ['petrol', 'diesel', 'cng'];
const COLOURS = ['white', 'red', 'silver'];
const KM_RANGES = ['0-30000', '30000-50000', '50000-75000', '100000-', '20000-60000'];

async function makeCars(count: number, random: () => number) {
  const catalog = await createCatalog(t.app.db);
  const other = await createModel(t.app.db, { makeName: 'Tata', modelName: 'Punch' });
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const model = random() < 0.5 ? catalog : { ...catalog, ...other };
    const car = await createListing(t.app.db, model, {
      pricePaise: (150_000 + Math.floor(random() * 30) * 50_000) * 100,
      year: 2012 + Math.floor(random() * 12),
      kmDriven: Math.floor(random() * 140_000),
      owners: 1 + Math.floor(random() * 5),
      colour: pick(COLOURS),
      fuelType: pick(FUELS),
      transmission: pick(['manual', 'automatic']),
      seats: pick([5, 7]),
      status: pick(['available', 'available', 'reserved', 'sold']),
    });
    ids.push(car.id);
  }
  return { catalog, other, ids };
}

function randomFilters(
  random: () => number,
  cars: Awaited<ReturnType<typeof makeCars>>,
): ResolvedFilters {
  const some = <T>(values: readonly T[]) => values.filter(() => random() < 0.3);
  const maybe = <T>(value: T) => (random() < 0.3 ? value : undefined);
  return {
    cityIds: random() < 0.7 ? [cars.catalog.cityId] : [],
    wholeMakeIds: some([cars.catalog.makeId]),
    modelIds: some([cars.other.modelId]),
    // Budget bounds both on the facet's cut points (₹5 lakh) and between them.
    pricePaiseMin: maybe(random() < 0.5 ? 500_000_00 : 420_000_00),
    pricePaiseMax: maybe(random() < 0.5 ? 1_200_000_00 : 777_777_00),
    yearMin: maybe(2015),
    yearMax: maybe(2020),
    kmRanges: some(KM_RANGES),
    fuelType: some(FUELS),
    transmission: some(['automatic']),
    bodyType: some(['hatchback', 'suv']),
    owners: some([1, 2, 4]),
    colour: some(COLOURS),
    seats: some([7]),
    state: some([cars.catalog.stateCode, 'KA']),
    rto: some([`${cars.catalog.stateCode}12`]),
    text:
      random() < 0.2
        ? { makeIds: [], modelIds: [cars.other.modelId], variantIds: [cars.catalog.variantId] }
        : null,
  };
}

const plain = (counts: Awaited<ReturnType<typeof countFacets>>) => ({
  total: counts.total,
  facets: Object.fromEntries(
    Object.entries(counts.facets).map(([name, values]) => [
      name,
      Object.fromEntries([...values].filter(([, n]) => n > 0).sort()),
    ]),
  ),
});

/** The in-memory counts must equal the SQL counts and a plain count(*) for every state. */
async function expectSameCounts(random: () => number, cars: Awaited<ReturnType<typeof makeCars>>) {
  for (let round = 0; round < 25; round++) {
    const filters = randomFilters(random, cars);
    const inMemory = await countFacetsInMemory(t.app.db, filters);
    expect(plain(inMemory), JSON.stringify(filters)).toEqual(
      plain(await countFacets(t.app.db, filters)),
    );
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from listings where ${listingWhere(filters)}`,
    );
    expect(inMemory.total).toBe(row!.n);
  }
}

describe('in-memory facet counts (decision 0058)', () => {
  it('equal a brute-force count over random filter combinations', async () => {
    const random = randomSource(58);
    const cars = await makeCars(60, random);
    await expectSameCounts(random, cars);
  });

  it('stay exact after reservations, sales, price changes and deletions', async () => {
    const random = randomSource(59);
    const cars = await makeCars(40, random);
    await expectSameCounts(random, cars);
    const [first, second, third, fourth] = cars.ids;
    await t.app.db.execute(sql`update listings set status = 'reserved' where id = ${first}`);
    await t.app.db.execute(sql`update listings set status = 'sold' where id = ${second}`);
    await t.app.db.execute(sql`update listings set status = 'available' where id = ${third}`);
    await t.app.db.execute(
      sql`update listings set price_paise = 49999900, km_driven = 29999 where id = ${fourth}`,
    );
    await t.app.db.execute(
      sql`delete from listings where id = ${cars.ids[5]} and id not in (select listing_id from bookings)`,
    );
    await expectSameCounts(random, cars);
    // Writes inside a transaction, and more cars after the index has loaded.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(
        sql`update listings set colour = 'silver', year = 2016 where id = any(${`{${cars.ids.slice(10, 20).join(',')}}`}::int[])`,
      );
    });
    const more = await makeCars(15, random);
    await expectSameCounts(random, more);
    await expectSameCounts(random, cars);
  });

  it('places a car with an explicit lower id among the others', async () => {
    const random = randomSource(60);
    const cars = await makeCars(5, random);
    await countFacetsInMemory(t.app.db, randomFilters(random, cars));
    const [free] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select coalesce(max(id), 0) + 1000000 as id from listings`,
    );
    await createListing(t.app.db, cars.catalog, { id: free!.id + 5 });
    await createListing(t.app.db, cars.catalog, { id: free!.id });
    await expectSameCounts(random, cars);
  });
});
