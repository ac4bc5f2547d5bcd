import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createCatalog,
  createCity,
  createListing,
  createModel,
} from '../inventory/inventory.fixtures';
import { FACET_CUBES, bucketsInside, cubeWhere } from './listing-facet-cube';
import { countFacets, countFacetsFromRows } from './listing-facets.repository';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints } from './listing-facet-ranges';
import {
  activeDimensions,
  cityTokenCondition,
  listingWhere,
  type ResolvedFilters,
} from './listing-where';
import { queryRows, type SqlFragment } from '../../lib/sql-rows';

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
  // A second city: a group city's search (Delhi NCR) sums its member cities.
  const otherCityId = await createCity(t.app.db, { stateCode: catalog.stateCode });
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const model = {
      ...catalog,
      ...(random() < 0.5 ? {} : other),
      cityId: random() < 0.8 ? catalog.cityId : otherCityId,
    };
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
  return { catalog, other, ids, otherCityId, cityIds: [catalog.cityId, otherCityId] };
}

/**
 * Random filter states; about a third filter on nothing (or one dimension) but the city. Broad
 * states are all India on the coarse dimensions only, the states the cube answers (unless a
 * budget or km bound falls between the cut points, or a filter is on a dimension no cube has).
 */
function randomFilters(
  random: () => number,
  cars: Awaited<ReturnType<typeof makeCars>>,
  broad = false,
): ResolvedFilters {
  const odds = random() < 0.35 ? 0.06 : 0.3;
  if (broad) {
    const state = randomFilters(random, cars);
    const coarseOnly = random() < 0.5;
    return {
      ...state,
      cityIds: [],
      text: null,
      // Coarse only and on the cut points: every count of the state sums cube cells.
      ...(coarseOnly
        ? {
            wholeMakeIds: [],
            modelIds: [],
            state: [],
            rto: [],
            kmRanges: state.kmRanges.filter((id) => id !== '20000-60000'),
            pricePaiseMin: state.pricePaiseMin && 500_000_00,
            pricePaiseMax: state.pricePaiseMax && 1_200_000_00,
          }
        : {}),
    };
  }
  const some = <T>(values: readonly T[]) => values.filter(() => random() < odds);
  const maybe = <T>(value: T) => (random() < odds ? value : undefined);
  return {
    cityIds: random() < 0.7 ? [cars.catalog.cityId] : random() < 0.5 ? [] : cars.cityIds,
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
      random() < odds * 0.6
        ? { makeIds: [], modelIds: [cars.other.modelId], variantIds: [cars.catalog.variantId] }
        : null,
  };
}

/** Whether some count of the state sums a cube's cells. */
const fromCubes = (filters: ResolvedFilters) =>
  FACET_CUBES.some((cube) =>
    [undefined, ...activeDimensions(filters)].some(
      (exclude) => cubeWhere(cube, filters, exclude) !== null,
    ),
  );

const plain = (counts: Awaited<ReturnType<typeof countFacets>>) => ({
  total: counts.total,
  facets: Object.fromEntries(
    Object.entries(counts.facets).map(([name, values]) => [
      name,
      Object.fromEntries([...values].filter(([, n]) => n > 0).sort()),
    ]),
  ),
});

/**
 * The counts a search uses (kept counts where only the city filters) must equal the counts from
 * the rows and a plain count(*) for every state; returns how many states read kept counts.
 */
async function expectSameCounts(random: () => number, cars: Awaited<ReturnType<typeof makeCars>>) {
  let kept = 0;
  let cube = 0;
  let cityCube = 0;
  let tokens = 0;
  let skipScans = 0;
  for (let round = 0; round < 50; round++) {
    const filters = randomFilters(random, cars, round >= 25);
    if (stepsThroughValues(filters)) skipScans++;
    if (filters.text === null && activeDimensions(filters).length <= 1) kept++;
    else if (fromCubes(filters)) {
      cube++;
      if (filters.cityIds.length > 0) cityCube++;
    }
    tokens += await expectTokensKeepEveryRow(filters);
    const counts = await countFacets(t.app.db, filters);
    expect(plain(counts), JSON.stringify(filters)).toEqual(
      plain(await countFacetsFromRows(t.app.db, filters)),
    );
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from listings where ${listingWhere(filters)}`,
    );
    expect(counts.total).toBe(row!.n);
  }
  return { kept, cube, cityCube, tokens, skipScans };
}

/** Whether some count of the state reads a cube with a skip scan (decision 0185). */
const stepsThroughValues = (filters: ResolvedFilters) =>
  FACET_CUBES.some(
    (cube) =>
      cube.skipScan &&
      [undefined, ...activeDimensions(filters)].some((exclude) =>
        JSON.stringify(cubeWhere(cube, filters, exclude) ?? '').includes('any(array('),
      ),
  );

/**
 * The city tokens (migration 0029) only narrow: with them every count over rows (each dimension
 * left out in turn, as decision 0051's counts do) keeps the very rows listingWhere keeps. Returns
 * how many of the counts had tokens to add.
 */
async function expectTokensKeepEveryRow(filters: ResolvedFilters): Promise<number> {
  const counts = [undefined, ...activeDimensions(filters)].flatMap((exclude) => {
    const tokens = cityTokenCondition(filters, exclude);
    if (!tokens) return [];
    const exact = listingWhere(filters, exclude);
    return [
      sql`count(*) filter (where ${exact})::int`,
      sql`count(*) filter (where ${exact} and ${tokens})::int`,
    ];
  });
  if (counts.length === 0) return 0;
  // One pass over the listings for every count of the state: [exact, narrowed] pairs.
  const [row] = await queryRows<{ n: number[] }>(
    t.app.db,
    sql`select array[${sql.join(counts, sql`, `)}] as n from listings`,
  );
  const pairs = row!.n.map(Number);
  for (let i = 0; i < pairs.length; i += 2)
    expect(pairs[i + 1], `${JSON.stringify(filters)} count ${i / 2}`).toBe(pairs[i]);
  return pairs.length / 2;
}

describe('facet counts kept by the listings triggers (decision 0177)', () => {
  it('answer from the cube only where its cells hold whole intervals', () => {
    const points = [0, 10, 30];
    expect(bucketsInside(points, [[10, 30]])).toEqual([2]);
    expect(bucketsInside(points, [[0, Infinity]])).toEqual([1, 2, 3]);
    expect(bucketsInside(points, [[-Infinity, 10]])).toEqual([0, 1]);
    expect(
      bucketsInside(points, [
        [0, 10],
        [30, Infinity],
      ]),
    ).toEqual([1, 3]);
    expect(bucketsInside(points, [[5, 30]])).toBeNull();
    expect(bucketsInside(points, [])).toEqual([]);
  });

  it('step the region cube index through the values of unfiltered leading columns', () => {
    const region = FACET_CUBES.find((cube) => cube.table === 'listing_region_cube')!;
    const base: ResolvedFilters = {
      cityIds: [],
      wholeMakeIds: [],
      modelIds: [],
      kmRanges: [],
      fuelType: [],
      transmission: [],
      bodyType: [],
      owners: [],
      colour: [],
      seats: [],
      state: [],
      rto: [],
      text: null,
    };
    const text = (filters: ResolvedFilters, exclude?: Parameters<typeof cubeWhere>[2]) =>
      (
        t.app.db as unknown as { dialect: { sqlToQuery(query: SqlFragment): { sql: string } } }
      ).dialect.sqlToQuery(cubeWhere(region, filters, exclude)!).sql;
    // Fuel, year and km filtered: the transmissions between them are stepped through, no more.
    const broad = { ...base, fuelType: ['diesel'], yearMin: 2018, kmRanges: ['30000-50000'] };
    expect(text(broad)).toMatch(/transmission = any\(array\(/);
    expect(text(broad)).not.toMatch(/(fuel_type|year|km) = any\(array\(/);
    // Fuel alone leads the index: nothing to step through.
    expect(text({ ...base, fuelType: ['diesel'] })).not.toMatch(/any\(array\(/);
    // Year alone (after km in the index, migration 0034): fuel, transmission and km are stepped
    // through; km alone: fuel and transmission.
    expect(text({ ...base, yearMin: 2018 }).match(/= any\(array\(/g)).toHaveLength(3);
    expect(text({ ...base, yearMin: 2018 })).toMatch(/km = any\(array\(/);
    expect(text({ ...base, kmRanges: ['30000-50000'] }).match(/= any\(array\(/g)).toHaveLength(2);
    // The count without the year filter (its own facet) steps through the transmissions only.
    expect(text(broad, 'year')).toMatch(/transmission = any\(array\(/);
    expect(text(broad, 'year')).not.toMatch(/(fuel_type|year|km) = any\(array\(/);
    // The count without the km filter steps through the km intervals before the year.
    expect(text(broad, 'km')).toMatch(/km = any\(array\(/);
    expect(text({ ...base, fuelType: ['diesel'], kmRanges: ['0-10000'] }, 'km')).not.toMatch(
      /any\(array\(/,
    );
  });

  it('equal the counts from the rows over random filter combinations', async () => {
    const random = randomSource(58);
    const cars = await makeCars(60, random);
    const { kept, cube, cityCube, tokens, skipScans } = await expectSameCounts(random, cars);
    expect(kept).toBeGreaterThan(3);
    // Broad all-India states sum cube cells (migration 0028), city states too (migration 0029).
    expect(cube).toBeGreaterThan(3);
    expect(cityCube).toBeGreaterThan(3);
    // City states' counts over rows add the city tokens (migration 0029).
    expect(tokens).toBeGreaterThan(10);
    // The region cube's counts step through the values of unfiltered columns (decision 0185).
    expect(skipScans).toBeGreaterThan(2);
  });

  it('stay exact after reservations, sales, price changes, deletions and transactions', async () => {
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
      sql`update listings set city_id = ${cars.otherCityId} where id = ${cars.ids[6]}`,
    );
    await t.app.db.execute(
      sql`delete from listings where id = ${cars.ids[5]} and id not in (select listing_id from bookings)`,
    );
    await expectSameCounts(random, cars);
    // Several rows in one statement inside a transaction, a rolled-back write, and more cars.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(
        sql`update listings set colour = 'silver', year = 2016 where id = any(${`{${cars.ids.slice(10, 20).join(',')}}`}::int[])`,
      );
    });
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`update listings set status = 'sold' where id = ${cars.ids[21]}`);
        throw new Error('roll back');
      })
      .catch(() => {});
    const more = await makeCars(15, random);
    await expectSameCounts(random, more);
    await expectSameCounts(random, cars);
  });

  it('cut budget and km at the points of the listing ranges', async () => {
    // The migration spells the cut points out; a changed range needs a new migration.
    const [definition] = await queryRows<{ body: string }>(
      t.app.db,
      sql`select pg_get_functiondef('listing_facet_values'::regproc) as body`,
    );
    expect(definition!.body).toContain(`array[${cutPoints(BUDGET_OPTIONS).join(',')}]`);
    expect(definition!.body).toContain(`array[${cutPoints(KM_OPTIONS).join(',')}]`);
    for (const cube of FACET_CUBES) {
      const [added] = await queryRows<{ body: string }>(
        t.app.db,
        sql`select pg_get_functiondef(${`${cube.table}_add`}::regproc) as body`,
      );
      if (cube.columns.budget)
        expect(added!.body).toContain(`array[${cutPoints(BUDGET_OPTIONS).join(',')}]`);
      if (cube.columns.km)
        expect(added!.body).toContain(`array[${cutPoints(KM_OPTIONS).join(',')}]`);
    }
    // The city tokens of migration 0029 name the same intervals as cityTokenCondition.
    const [tokens] = await queryRows<{ body: string }>(
      t.app.db,
      sql`select pg_get_functiondef('listing_city_tokens'::regproc) as body`,
    );
    expect(tokens!.body).toContain(`array[${cutPoints(BUDGET_OPTIONS).join(',')}]`);
    expect(tokens!.body).toContain(`array[${cutPoints(KM_OPTIONS).join(',')}]`);
  });
});
