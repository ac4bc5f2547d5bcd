import { LISTING_KM_RANGES, type HeaderSection, type PresetFilter } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCars, insertPlaces } from './catalog.test-fixtures';

describe('catalog cars, header data and filters', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/vehicle${url}` });

  beforeAll(async () => {
    t = await createTestApp();
    await insertPlaces(t.app.db);
    await insertCars(t.app.db);
  });
  afterAll(() => t.close());

  it('lists makes with popular ones first and their model counts', async () => {
    const res = await get('/v1/brands');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki', isPopular: true, modelCount: 2 },
      { id: 2, name: 'Hyundai', slug: 'hyundai', isPopular: true, modelCount: 0 },
      { id: 12, name: 'Ford', slug: 'ford', isPopular: false, modelCount: 1 },
    ]);
  });

  it('lists models of a make with fuels, gearboxes and price range', async () => {
    const res = await get('/v1/models/1');
    expect(res.json().data).toEqual([
      {
        id: 101,
        makeId: 1,
        name: 'Swift',
        slug: 'swift',
        bodyType: 'hatchback',
        seats: 5,
        firstYear: 2005,
        lastYear: null,
        isPopular: true,
        fuelTypes: ['cng', 'petrol'],
        transmissions: ['automatic', 'manual'],
        minExShowroomPaise: 64_900_000,
        maxExShowroomPaise: 87_700_000,
      },
      expect.objectContaining({ id: 102, name: 'Ertiga', fuelTypes: [], minExShowroomPaise: 0 }),
    ]);
    expect((await get('/v1/models/12')).json().data[0]).toMatchObject({
      name: 'Figo',
      lastYear: 2021,
    });
    expect((await get('/v1/models/2')).json().data).toEqual([]);
    expect((await get('/v1/models/77')).statusCode).toBe(404);
    expect((await get('/v1/models/swift')).statusCode).toBe(400);
  });

  it('lists variants of a model, cheapest first', async () => {
    const res = await get('/v1/variants/101');
    expect(res.json().data.map((v: { name: string }) => v.name)).toEqual([
      'LXi',
      'VXi CNG',
      'ZXi AMT',
    ]);
    expect((await get('/v1/variants/999')).statusCode).toBe(404);
  });

  it('builds the city Buy dropdown with links filtered by make and storeCityId', async () => {
    const res = await get('/v1/buy-cars/header-data/10');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { city: unknown; data: HeaderSection[] };
    expect(body.city).toEqual({ city_id: 10, city_name: 'Mumbai' });
    expect(body.data.map((s) => s.key)).toEqual([
      'popular-brands',
      'budget',
      'body-types',
      'fuel-types',
    ]);
    const brands = body.data[0]!.items;
    expect(brands[0]).toEqual({
      title: 'Maruti Suzuki',
      url: '/buy-used-car?make=maruti-suzuki&storeCityId=10',
      rel: null,
      suffixIcon: null,
    });
    expect(brands.map((b) => b.title)).not.toContain('Ford');
    expect(brands.at(-1)).toMatchObject({
      title: 'View all cars in Mumbai',
      url: '/buy-used-car?storeCityId=10',
    });
    const budget = body.data[1]!.items[1]!;
    expect(budget.url).toBe('/buy-used-car?priceMin=300000&priceMax=500000&storeCityId=10');
    for (const section of body.data) expect(section.items.length).toBeLessThanOrEqual(18);
  });

  it('leaves storeCityId out of header links for the all-India city; 404/400 for bad ids', async () => {
    const res = await get('/v1/buy-cars/header-data/999');
    expect(res.json().data[0].items[0].url).toBe('/buy-used-car?make=maruti-suzuki');
    expect((await get('/v1/buy-cars/header-data/555')).statusCode).toBe(404);
    expect((await get('/v1/buy-cars/header-data/x')).statusCode).toBe(400);
  });

  it('gives preset filters as listing queries, for a city or for all India', async () => {
    const forCity = (await get('/v1/preset-filters?cityId=2')).json().data as PresetFilter[];
    const suv = forCity.find((p) => p.key === 'bodyType:suv')!;
    expect(suv).toEqual({
      key: 'bodyType:suv',
      group: 'bodyType',
      label: 'SUV',
      query: 'bodyType=suv',
      url: '/buy-used-car?bodyType=suv&storeCityId=2',
    });
    expect(new Set(forCity.map((p) => p.group))).toEqual(
      new Set(['budget', 'bodyType', 'fuelType', 'make']),
    );
    const allIndia = (await get('/v1/preset-filters')).json().data as PresetFilter[];
    expect(allIndia.find((p) => p.key === 'make:hyundai')!.url).toBe('/buy-used-car?make=hyundai');
    expect((await get('/v1/preset-filters?cityId=4040')).statusCode).toBe(404);
    expect((await get('/v1/preset-filters?cityId=abc')).statusCode).toBe(400);
  });

  it('lists the kilometre ranges the listing filter understands', async () => {
    const res = await get('/v2/km-range');
    expect(res.json().data).toEqual(LISTING_KM_RANGES);
  });
});
