import type { NewCarModel } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertNewCarWorld } from './new-cars.test-fixtures';

describe('new cars', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/vehicle/v1${url}` });
  const names = (models: NewCarModel[]) => models.map((model) => model.name);
  const search = async (query: string) =>
    names((await get(`/new-cars/search?${query}`)).json().data);

  beforeAll(async () => {
    t = await createTestApp();
    await insertNewCarWorld(t.app.db);
  });
  afterAll(() => t.close());

  it('gives the home: brands with models on sale, popular models, search counts', async () => {
    const res = await get('/new-cars');
    expect(res.statusCode).toBe(200);
    const home = res.json().data;
    expect(home.brands).toEqual([
      {
        id: 1,
        name: 'Maruti Suzuki',
        slug: 'maruti-suzuki',
        isPopular: true,
        modelsOnSale: 3,
        minExShowroomPaise: 50_000_000,
        url: '/new-cars/maruti-suzuki/',
      },
      expect.objectContaining({ slug: 'tata', modelsOnSale: 2, minExShowroomPaise: 79_900_000 }),
    ]);
    expect(names(home.popularModels)).toEqual(['Swift', 'Harrier', 'Dzire', 'Tiago EV', 'Brezza']);
    expect(home.popularModels[0]).toMatchObject({
      make: { id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki' },
      url: '/new-cars/maruti-suzuki/swift/',
      variantCount: 2,
      fuelTypes: ['petrol'],
      transmissions: ['automatic', 'manual'],
      minExShowroomPaise: 50_000_000,
      maxExShowroomPaise: 70_000_000,
    });
    const counts = (links: { slug: string; modelCount: number; url: string }[]) =>
      Object.fromEntries(links.map((link) => [link.url, link.modelCount]));
    expect(counts(home.bodyTypes)).toEqual({
      '/new-cars/search-by/suv-cars/': 2,
      '/new-cars/search-by/sedan-cars/': 1,
      '/new-cars/search-by/hatchback-cars/': 2,
      '/new-cars/search-by/muv-cars/': 0,
    });
    expect(counts(home.budgets)).toEqual({
      '/new-cars/search-by/cars-under-5-lakhs/': 1,
      '/new-cars/search-by/cars-under-10-lakhs/': 4,
      '/new-cars/search-by/cars-under-15-lakhs/': 5,
      '/new-cars/search-by/cars-under-20-lakhs/': 5,
    });
  });

  it('searches models on sale by body type, never discontinued ones', async () => {
    expect(await search('bodyType=suv&bodyType=compact-suv')).toEqual(['Harrier', 'Brezza']);
    expect(await search('bodyType=hatchback')).toEqual(['Swift', 'Tiago EV']);
    expect(await search('bodyType=muv')).toEqual([]);
    expect(await search('')).toEqual(['Swift', 'Harrier', 'Dzire', 'Tiago EV', 'Brezza']);
  });

  it('keeps a model whose cheapest variant is exactly the budget, drops one a rupee above', async () => {
    expect(await search('maxPricePaise=50000000')).toEqual(['Swift']);
    expect(await search('maxPricePaise=50000099')).toEqual(['Swift']);
    expect(await search('maxPricePaise=50000100')).toEqual(['Swift', 'Dzire']);
    expect(await search('maxPricePaise=49999999')).toEqual([]);
    expect(await search('bodyType=hatchback&maxPricePaise=100000000')).toEqual([
      'Swift',
      'Tiago EV',
    ]);
  });

  it('refuses bad search input with a clear message', async () => {
    const truck = await get('/new-cars/search?bodyType=truck');
    expect(truck.statusCode).toBe(400);
    expect(truck.json().error.code).toBe('VALIDATION_FAILED');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999']) {
      const res = await get(`/new-cars/search?maxPricePaise=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toMatch(/maxPricePaise/);
    }
  });

  it('gives a brand page with models on sale and discontinued ones apart', async () => {
    const maruti = (await get('/new-cars/maruti-suzuki')).json().data;
    expect(maruti.brand).toMatchObject({ name: 'Maruti Suzuki', modelsOnSale: 3 });
    expect(names(maruti.models)).toEqual(['Swift', 'Dzire', 'Brezza']);
    expect(names(maruti.discontinued)).toEqual(['Alto 800']);
    const ford = (await get('/new-cars/ford')).json().data;
    expect(ford.models).toEqual([]);
    expect(ford.discontinued[0]).toMatchObject({ name: 'Figo', lastYear: 2021 });
    expect(ford.brand).toMatchObject({ modelsOnSale: 0, minExShowroomPaise: null });
  });

  it('answers 404 for an unknown brand and 400 for a malformed slug', async () => {
    const unknown = await get('/new-cars/lamborghini');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No brand lamborghini');
    expect((await get('/new-cars/Maruti_Suzuki')).statusCode).toBe(400);
  });

  it('gives a model page: variants cheapest first, engine range, other models of the brand', async () => {
    const res = await get('/new-cars/maruti-suzuki/swift');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.variants.map((v: { name: string }) => v.name)).toEqual(['LXi', 'ZXi AMT']);
    expect(page.variants[0]).toEqual({
      id: 10101,
      modelId: 101,
      name: 'LXi',
      fuelType: 'petrol',
      transmission: 'manual',
      engineCc: 1197,
      exShowroomPaise: 50_000_000,
    });
    expect(page.engineCc).toEqual({ min: 1197, max: 1197 });
    expect(names(page.otherModels)).toEqual(['Dzire', 'Brezza']);
    const ev = (await get('/new-cars/tata/tiago-ev')).json().data;
    expect(ev.engineCc).toBeNull();
    const alto = (await get('/new-cars/maruti-suzuki/alto-800')).json().data;
    expect(alto.model).toMatchObject({ lastYear: 2023, firstYear: 2012 });
  });

  it('answers 404 for an unknown model, a model of another brand or one without variants', async () => {
    for (const path of [
      '/maruti-suzuki/zen',
      '/tata/swift',
      '/maruti-suzuki/ertiga',
      '/kia/seltos',
    ]) {
      expect((await get(`/new-cars${path}`)).statusCode, path).toBe(404);
    }
    expect((await get('/new-cars/maruti-suzuki/SWIFT')).statusCode).toBe(400);
  });

  it('compares two or three models in the order asked', async () => {
    const res = await get('/new-cars/compare?model=201&model=101');
    expect(res.statusCode).toBe(200);
    const compared = res.json().data;
    expect(compared.map((d: { model: NewCarModel }) => d.model.name)).toEqual(['Harrier', 'Swift']);
    expect(compared[0].engineCc).toEqual({ min: 1956, max: 1956 });
    const three = await get('/new-cars/compare?model=101&model=102&model=202');
    expect(three.json().data).toHaveLength(3);
  });

  it('refuses comparisons of one, four, repeated, unknown or malformed models', async () => {
    const cases: [string, number, RegExp][] = [
      ['model=101', 400, /at least 2/],
      ['', 400, /at least 2/],
      ['model=101&model=102&model=103&model=201', 400, /at most 3/],
      ['model=101&model=101', 400, /different models/],
      ['model=101&model=abc', 400, /model id/],
      ['model=101&model=9999', 404, /No model with id 9999/],
    ];
    for (const [query, status, message] of cases) {
      const res = await get(`/new-cars/compare?${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.json().error.message, query).toMatch(message);
    }
  });

  it('documents its calls in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/vehicle/v1/new-cars/search',
        '/api/vehicle/v1/new-cars/compare',
        '/api/vehicle/v1/new-cars/{brandSlug}/{modelSlug}',
      ]),
    );
  });
});
