import { LISTING_SORTS, parseListingQuery, type ListingSearchResponse } from '@carsetu/contracts';
import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createCatalog,
  createCity,
  createListing,
  createModel,
} from '../inventory/inventory.fixtures';
import { loadCatalogEntries } from './catalog-index';
import { findListingCardsByIds, findListingPageWithSignals } from './listing-cards.repository';
import { resolveFilters, searchListings } from './listing-search.service';
import { listingWhere } from './listing-where';
import { withMarketSignals } from './market-signals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function search(query: string): Promise<ListingSearchResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/consumer/inventory/v1/listings?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const facet = (
  result: ListingSearchResponse,
  name: keyof ListingSearchResponse['facets'],
  value: string,
) => result.facets[name]?.find((option) => option.value === value)?.count ?? 0;

/** A city of its own per test, so results hold only the rows the test made. */
async function cityWithCars() {
  const catalog = await createCatalog(t.app.db);
  const db = t.app.db;
  const cars = {
    cheapPetrol: await createListing(db, catalog, {
      pricePaise: 250_000_00,
      fuelType: 'petrol',
      year: 2015,
      kmDriven: 80_000,
      owners: 2,
      colour: 'red',
    }),
    midDiesel: await createListing(db, catalog, {
      pricePaise: 450_000_00,
      fuelType: 'diesel',
      year: 2018,
      kmDriven: 45_000,
      owners: 1,
      colour: 'white',
      transmission: 'automatic',
    }),
    dearCng: await createListing(db, catalog, {
      pricePaise: 900_000_00,
      fuelType: 'cng',
      year: 2021,
      kmDriven: 12_000,
      owners: 1,
      colour: 'white',
      seats: 7,
    }),
    sold: await createListing(db, catalog, { pricePaise: 400_000_00, status: 'sold' }),
  };
  return { catalog, cars };
}

describe('listing search', () => {
  it('lists only the city’s unsold cars, with the total', async () => {
    const { catalog, cars } = await cityWithCars();
    const result = await search(`storeCityId=${catalog.cityId}`);
    expect(result.total).toBe(3);
    expect(result.items.map((item) => item.id).sort()).toEqual(
      [cars.cheapPetrol.id, cars.midDiesel.id, cars.dearCng.id].sort(),
    );
    expect(result.items[0]!.url).toMatch(
      new RegExp(
        `^/buy-used-car/${catalog.makeSlug}-${catalog.modelSlug}-\\d{4}-city-${catalog.cityId}-\\d+/$`,
      ),
    );
  });

  it.each([
    ['fuelType=diesel', ['midDiesel']],
    ['transmission=automatic', ['midDiesel']],
    ['priceMin=300000&priceMax=500000', ['midDiesel']],
    ['yearMin=2018', ['midDiesel', 'dearCng']],
    ['yearMax=2017', ['cheapPetrol']],
    ['km=0-30000', ['dearCng']],
    ['km=75000-100000', ['cheapPetrol']],
    ['owners=2', ['cheapPetrol']],
    ['colour=white', ['midDiesel', 'dearCng']],
    ['seats=7', ['dearCng']],
    ['state=MH', ['cheapPetrol', 'midDiesel', 'dearCng']],
    ['rto=MH12', ['cheapPetrol', 'midDiesel', 'dearCng']],
    ['state=KA', []],
    ['fuelType=petrol&fuelType=cng', ['cheapPetrol', 'dearCng']],
    ['colour=white&fuelType=cng&yearMin=2020', ['dearCng']],
  ] as const)('filters by %s', async (query, expected) => {
    const { catalog, cars } = await cityWithCars();
    const result = await search(`${query}&storeCityId=${catalog.cityId}`);
    expect(result.items.map((item) => item.id).sort()).toEqual(
      expected.map((name) => cars[name].id).sort(),
    );
    expect(result.total).toBe(expected.length);
  });

  it('filters by make and model slug, a model narrowing only its own make', async () => {
    const { catalog, cars } = await cityWithCars();
    const other = await createModel(t.app.db, {
      makeName: 'Tata',
      modelName: 'Nexon',
      bodyType: 'compact-suv',
    });
    const nexon = await createListing(
      t.app.db,
      { ...catalog, ...other },
      { bodyType: 'compact-suv' },
    );
    expect(
      (await search(`make=${other.makeSlug}&storeCityId=${catalog.cityId}`)).items.map((i) => i.id),
    ).toEqual([nexon.id]);
    const both = await search(
      `make=${catalog.makeSlug}&model=${other.modelSlug}&storeCityId=${catalog.cityId}`,
    );
    expect(both.total).toBe(4);
    expect(
      (await search(`bodyType=compact-suv&storeCityId=${catalog.cityId}`)).items.map((i) => i.id),
    ).toEqual([nexon.id]);
    expect((await search(`make=no-such-make&storeCityId=${catalog.cityId}`)).total).toBe(0);
    expect(cars.sold.id).toBeGreaterThan(0);
  });

  it('counts each facet with the other active filters but not its own', async () => {
    const { catalog } = await cityWithCars();
    const result = await search(`fuelType=diesel&colour=white&storeCityId=${catalog.cityId}`);
    expect(result.total).toBe(1);
    // Fuel counts ignore the fuel filter but keep colour=white: diesel 1, cng 1, petrol 0.
    expect(facet(result, 'fuelType', 'diesel')).toBe(1);
    expect(facet(result, 'fuelType', 'cng')).toBe(1);
    expect(facet(result, 'fuelType', 'petrol')).toBe(0);
    // Colour counts ignore colour but keep diesel: white 1, red 0.
    expect(facet(result, 'colour', 'white')).toBe(1);
    expect(facet(result, 'colour', 'red')).toBe(0);
    // Other facets apply both filters.
    expect(facet(result, 'transmission', 'automatic')).toBe(1);
    expect(facet(result, 'budget', '300000-500000')).toBe(1);
    expect(facet(result, 'km', '30000-50000')).toBe(1);
    expect(facet(result, 'year', '2018')).toBe(1);
  });

  it('counts overlapping km ranges and budgets like the filter they stand for', async () => {
    const { catalog } = await cityWithCars();
    const result = await search(`storeCityId=${catalog.cityId}`);
    expect(facet(result, 'km', '0-30000')).toBe(1);
    expect(facet(result, 'km', '0-10000')).toBe(0);
    expect(facet(result, 'km', '100000-')).toBe(0);
    expect(facet(result, 'budget', '0-300000')).toBe(1);
    expect(facet(result, 'budget', '800000-1200000')).toBe(1);
    for (const option of result.facets.budget!) {
      const [min, max] = option.value.split('-');
      const filtered = await search(
        `priceMin=${min}${max ? `&priceMax=${max}` : ''}&storeCityId=${catalog.cityId}`,
      );
      expect(filtered.total, option.value).toBe(option.count);
    }
  });

  it.each([
    ['sort=price-asc', ['cheapPetrol', 'midDiesel', 'dearCng']],
    ['sort=price-desc', ['dearCng', 'midDiesel', 'cheapPetrol']],
    ['sort=km-asc', ['dearCng', 'midDiesel', 'cheapPetrol']],
    ['sort=year-desc', ['dearCng', 'midDiesel', 'cheapPetrol']],
  ] as const)('sorts by %s', async (query, expected) => {
    const { catalog, cars } = await cityWithCars();
    const result = await search(`${query}&storeCityId=${catalog.cityId}`);
    expect(result.items.map((item) => item.id)).toEqual(expected.map((name) => cars[name].id));
  });

  it('sorts by newest and by relevance', async () => {
    const catalog = await createCatalog(t.app.db);
    const old = await createListing(t.app.db, catalog, {
      listedAt: new Date('2024-01-01'),
      qualityScore: 90,
    });
    const recent = await createListing(t.app.db, catalog, {
      listedAt: new Date('2025-01-01'),
      qualityScore: 40,
    });
    expect(
      (await search(`sort=newest&storeCityId=${catalog.cityId}`)).items.map((i) => i.id),
    ).toEqual([recent.id, old.id]);
    expect((await search(`storeCityId=${catalog.cityId}`)).items.map((i) => i.id)).toEqual([
      old.id,
      recent.id,
    ]);
  });

  it('pages without repeats or gaps', async () => {
    const catalog = await createCatalog(t.app.db);
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(
        (await createListing(t.app.db, catalog, { pricePaise: 300_000_00 + (i % 3) * 100 })).id,
      );
    const first = await search(`sort=price-asc&storeCityId=${catalog.cityId}`);
    const second = await search(`sort=price-asc&page=2&storeCityId=${catalog.cityId}`);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(24);
    expect(second.items).toHaveLength(6);
    expect(new Set([...first.items, ...second.items].map((item) => item.id))).toEqual(
      new Set(made),
    );
  });

  it('reads on from a next-page cursor exactly as page numbers do, in every sort', async () => {
    const catalog = await createCatalog(t.app.db);
    // Ties in every sort column (5 prices, 3 km, 2 years, 2 scores, 4 listing times) and a few
    // microseconds apart in listed_at, which a JavaScript date would round away.
    for (let i = 0; i < 60; i++)
      await createListing(t.app.db, catalog, {
        pricePaise: 300_000_00 + (i % 5) * 100,
        kmDriven: 10_000 * (i % 3),
        year: 2018 + (i % 2),
        qualityScore: 50 + (i % 2),
        status: i % 7 === 0 ? 'sold' : 'available',
      });
    await t.app.db.execute(
      sql`update listings set listed_at = timestamptz '2025-01-01' + (id % 4) * interval '1 microsecond'
          where city_id = ${catalog.cityId}`,
    );
    for (const sort of LISTING_SORTS) {
      const base = `sort=${sort}&storeCityId=${catalog.cityId}`;
      const byNumber: number[] = [];
      const byCursor: number[] = [];
      let after: string | undefined;
      for (let page = 1; page <= 3; page++) {
        const numbered = await search(`${base}&page=${page}`);
        byNumber.push(...numbered.items.map((item) => item.id));
        const followed = await search(`${base}&page=${page}${after ? `&after=${after}` : ''}`);
        byCursor.push(...followed.items.map((item) => item.id));
        expect(followed.total, sort).toBe(numbered.total);
        after = followed.nextCursor;
        expect(after === undefined, `${sort} page ${page}`).toBe(page === 3);
      }
      expect(byCursor, sort).toEqual(byNumber);
      expect(new Set(byCursor).size, sort).toBe(51);
    }
  });

  it('ignores a cursor made for another page, sort or filter', async () => {
    const catalog = await createCatalog(t.app.db);
    for (let i = 0; i < 30; i++)
      await createListing(t.app.db, catalog, {
        pricePaise: 300_000_00 + i * 100,
        fuelType: i % 2 ? 'petrol' : 'diesel',
      });
    const base = `storeCityId=${catalog.cityId}`;
    const after = (await search(`sort=price-asc&${base}`)).nextCursor!;
    const second = (await search(`sort=price-asc&page=2&${base}`)).items.map((item) => item.id);
    expect(
      (await search(`sort=price-asc&page=2&after=${after}&${base}`)).items.map((i) => i.id),
    ).toEqual(second);
    for (const query of [
      `sort=price-asc&page=3&after=${after}&${base}`,
      `sort=price-desc&page=2&after=${after}&${base}`,
      `sort=price-asc&fuelType=petrol&page=2&after=${after}&${base}`,
      `sort=price-asc&page=2&after=not-a-cursor&${base}`,
    ]) {
      const withCursor = await search(query);
      const without = await search(query.replace(/after=[^&]*&/, ''));
      expect(
        withCursor.items.map((item) => item.id),
        query,
      ).toEqual(without.items.map((item) => item.id));
    }
  });

  it('includes member cities for a group city and everything for a virtual city', async () => {
    const catalog = await createCatalog(t.app.db);
    const group = await createCity(t.app.db, { isGroupCity: true });
    const member = await createCity(t.app.db, { primaryGroupCityId: group });
    const car = await createListing(t.app.db, { ...catalog, cityId: member });
    expect((await search(`storeCityId=${group}`)).items.map((i) => i.id)).toEqual([car.id]);
    const india = await createCity(t.app.db, { isVirtualCity: true });
    expect((await search(`storeCityId=${india}`)).total).toBeGreaterThanOrEqual(1);
  });

  it('answers from the reference data of the version its statements saw (decision 0188)', async () => {
    const catalog = await createCatalog(t.app.db);
    await createListing(t.app.db, catalog);
    const cityName = async () => (await search(`storeCityId=${catalog.cityId}`)).items[0]!.city;
    const before = await cityName();
    // The process keeps the cities it read; a rename moves the version, so the search reads
    // them again and runs again instead of answering with the old name.
    await t.app.db.execute(
      sql`update cities set name = ${`${before.name} East`}, slug = ${`${before.slug}-east`}
          where id = ${catalog.cityId}`,
    );
    expect(await cityName()).toEqual({
      id: catalog.cityId,
      name: `${before.name} East`,
      slug: `${before.slug}-east`,
    });
    // A make added after the catalog was read filters at once.
    const other = await createModel(t.app.db, { makeName: 'Skoda', modelName: 'Slavia' });
    const car = await createListing(t.app.db, { ...catalog, ...other });
    const found = await search(`storeCityId=${catalog.cityId}&make=${other.makeSlug}`);
    expect(found.items.map((item) => item.id)).toEqual([car.id]);
    // An unknown city is still not found.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/consumer/inventory/v1/listings?storeCityId=987654',
    });
    expect(response.statusCode).toBe(404);
  });

  it('shows reserved cars as reserved', async () => {
    const catalog = await createCatalog(t.app.db);
    await createListing(t.app.db, catalog, { status: 'reserved' });
    const result = await search(`storeCityId=${catalog.cityId}`);
    expect(result.items[0]!.status).toBe('reserved');
  });

  it('refuses values it does not understand with a clear message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/consumer/inventory/v1/listings?fuelType=steam',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('fuelType');
    const unknownCity = await t.app.inject({
      method: 'GET',
      url: '/api/consumer/inventory/v1/listings?storeCityId=987654',
    });
    expect(unknownCity.statusCode).toBe(404);
  });
});

describe('free-text search and suggestions', () => {
  it('finds a model despite a typo, in the listing and in suggestions', async () => {
    const catalog = await createCatalog(t.app.db);
    const creta = await createModel(t.app.db, {
      makeName: 'Hyundai',
      modelName: 'Creta',
      variantName: 'SX Diesel',
    });
    const car = await createListing(t.app.db, { ...catalog, ...creta });
    await createListing(t.app.db, catalog);
    const result = await search(`q=hyundia%20cretta&storeCityId=${catalog.cityId}`);
    expect(result.items.map((item) => item.id)).toEqual([car.id]);
    expect(result.searchMatches).toContain('Hyundai Creta');

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/consumer/inventory/v1/suggestions?q=creta%20sx',
    });
    expect(response.statusCode).toBe(200);
    const labels = response.json().data.map((s: { label: string }) => s.label);
    expect(labels).toContain('Hyundai Creta SX Diesel');
    const typo = await t.app.inject({
      method: 'GET',
      url: '/api/consumer/inventory/v1/suggestions?q=hyundi',
    });
    expect(typo.json().data[0]).toMatchObject({ kind: 'make', label: 'Hyundai' });
  });

  it('shows nothing for text that matches no car', async () => {
    const catalog = await createCatalog(t.app.db);
    await createListing(t.app.db, catalog);
    expect((await search(`q=zzzzqqq&storeCityId=${catalog.cityId}`)).total).toBe(0);
  });
});

describe('facet labels of chosen filters with no cars left', () => {
  it('keep the brand as the catalogue spells it (MG, not Mg)', async () => {
    const { cityId } = await createCatalog(t.app.db);
    const mg = await createModel(t.app.db, { makeName: 'MG', modelName: 'ZS EV' });
    const result = await search(`make=${mg.makeSlug}&model=${mg.modelSlug}&storeCityId=${cityId}`);
    expect(result.facets.make?.find((option) => option.value === mg.makeSlug)).toEqual({
      value: mg.makeSlug,
      label: 'MG',
      count: 0,
    });
    expect(result.facets.model?.find((option) => option.value === mg.modelSlug)?.label).toBe(
      'MG ZS EV',
    );
  });
});

describe('facet labels of states and RTOs', () => {
  it('name them as they are named now (names kept per process, decision 0181)', async () => {
    const catalog = await createCatalog(t.app.db);
    await createListing(t.app.db, catalog);
    const rto = `${catalog.stateCode}12`;
    const label = async () =>
      (
        await search(`storeCityId=${catalog.cityId}&fuelType=petrol&fuelType=diesel`)
      ).facets.rto?.find((option) => option.value === rto)?.label;
    expect(await label()).toBe(`${rto} Pune`);
    await t.app.db.execute(
      sql`update rto_offices set name = 'Pune (Sangamwadi)' where code = ${rto}`,
    );
    expect(await label()).toBe(`${rto} Pune (Sangamwadi)`);
  });
});

describe('the page of cards in one statement (decision 0185)', () => {
  it('carries the very cards, market prices and paper badges of the cards read by id', async () => {
    const db = t.app.db;
    const catalog = await createCatalog(db);
    const other = await createModel(db, { makeName: 'Tata', modelName: 'Nexon' });
    // Enough similar cars for market prices; another model, reserved and sold cars beside them.
    for (let i = 0; i < 8; i++)
      await createListing(db, i % 3 === 0 ? { ...catalog, ...other } : catalog, {
        year: 2018 + (i % 3),
        pricePaise: (4_00_000 + i * 25_000) * 100,
        status: i === 5 ? 'reserved' : 'available',
      });
    await createListing(db, catalog, { status: 'sold', pricePaise: 1_00_000_00 });
    const now = new Date();
    for (const sort of LISTING_SORTS) {
      const { filters, cityId } = parseListingQuery(`storeCityId=${catalog.cityId}&sort=${sort}`);
      const result = await searchListings(db, filters, cityId, 5, now);
      const ids = result.items.map((item) => item.id);
      expect(ids.length).toBe(5);
      const byId = await withMarketSignals(db, await findListingCardsByIds(db, ids), now);
      expect(result.items, sort).toEqual(byId);
      expect(result.items.some((item) => item.marketPrice !== null)).toBe(true);
      // A catalog list without these cars' make, model or variant (added after the search read
      // it) names them from the tables: the same cards.
      const resolved = resolveFilters(filters, await loadCatalogEntries(db), [catalog.cityId]);
      const { cards } = await findListingPageWithSignals(
        db,
        listingWhere(resolved),
        filters.sort,
        5,
        0,
        null,
        [],
        now,
      );
      expect(cards, sort).toEqual(byId);
    }
  });
});
