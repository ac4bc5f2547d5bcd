import { INVALID_REGISTRATION_MESSAGE, type City } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertPlaces } from './catalog.test-fixtures';

describe('catalog places', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/vehicle${url}` });

  beforeAll(async () => {
    t = await createTestApp();
    await insertPlaces(t.app.db);
  });
  afterAll(() => t.close());

  it('lists every city with the spec city record fields, and filters buy cities', async () => {
    const all = await get('/v1/cities');
    expect(all.statusCode).toBe(200);
    const cities = all.json().data as City[];
    expect(cities.map((c) => c.id)).toEqual([1, 2, 3, 10, 21, 999]);
    expect(cities.find((c) => c.id === 3)).toMatchObject({
      name: 'Gurgaon',
      slug: 'gurgaon',
      url: '/buy-used-car?storeCityId=3',
      viewAllCarsUrl: '/buy-used-car?storeCityId=1',
      isGroupCity: false,
      primaryGroupCity: 1,
      stateCode: 'HR',
      pincodeFrom: '122001',
      pincodeTo: '122018',
    });
    expect(cities.find((c) => c.id === 999)).toMatchObject({
      isVirtualCity: true,
      stateCode: null,
      url: '/buy-used-car',
    });

    const buy = await get('/v1/cities?isBuyUsedCar=true');
    expect(buy.json().data.map((c: City) => c.id)).toEqual([1, 2, 3, 10, 999]);
    const bad = await get('/v1/cities?isBuyUsedCar=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('lists popular cities', async () => {
    const res = await get('/v1/popular-cities');
    expect(res.json().data.map((c: City) => c.name)).toEqual(['Delhi NCR', 'Mumbai']);
  });

  it('reads one city, 404 for an unknown id, 400 for a bad id', async () => {
    expect((await get('/v1/city/10')).json().data.name).toBe('Mumbai');
    const missing = await get('/v1/city/4242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No city with id 4242');
    expect((await get('/v1/city/abc')).statusCode).toBe(400);
    expect((await get('/v1/city/-3')).statusCode).toBe(400);
  });

  it('searches cities by prefix first, then contains, case-insensitively, with a limit', async () => {
    const res = await get('/v1/city/search?q=MUM');
    expect(res.json().data.map((c: City) => c.name)).toEqual(['Mumbai', 'Navi Mumbai']);
    const limited = await get('/v1/city/search?q=mum&limit=1');
    expect(limited.json().data.map((c: City) => c.name)).toEqual(['Mumbai']);
    expect((await get('/v1/city/search?q=zzz')).json().data).toEqual([]);
    expect((await get('/v1/city/search?q=')).statusCode).toBe(400);
    expect((await get('/v1/city/search?q=a&limit=500')).statusCode).toBe(400);
  });

  it('lists sell cities in sell order with title and seoLink', async () => {
    const res = await get('/v1/sell-cities');
    expect(res.json().data).toEqual([
      {
        id: 2,
        slug: 'new-delhi',
        title: 'Delhi',
        seoLink: '/sell-used-cars-new-delhi/',
        sellOrder: 1,
      },
      { id: 10, slug: 'mumbai', title: 'Mumbai', seoLink: '/sell-used-cars-mumbai/', sellOrder: 2 },
      {
        id: 3,
        slug: 'gurgaon',
        title: 'Gurgaon',
        seoLink: '/sell-used-cars-gurgaon/',
        sellOrder: 3,
      },
    ]);
  });

  it('lists states with their RTO codes in numeric order', async () => {
    const res = await get('/get-states');
    const delhi = res.json().data.find((s: { code: string }) => s.code === 'DL');
    expect(delhi).toEqual({
      code: 'DL',
      name: 'Delhi',
      slug: 'delhi',
      kind: 'union-territory',
      legacyCodes: [],
      rtoCodes: ['DL2', 'DL3', 'DL10'],
    });
  });

  it('finds the RTO of a registration number, in any spelling and with legacy state codes', async () => {
    const pune = await get('/v1/rto/mh-12-ab-1234');
    expect(pune.statusCode).toBe(200);
    expect(pune.json().data).toMatchObject({
      registrationNumber: 'MH12AB1234',
      rto: { code: 'MH12', name: 'Pune', stateCode: 'MH' },
      state: { code: 'MH', name: 'Maharashtra' },
    });
    expect((await get('/v1/rto/MH1AB1234')).json().data.rto.code).toBe('MH01');
    expect((await get('/v1/rto/DL3CAZ9901')).json().data.rto.code).toBe('DL3');
    expect((await get('/v1/rto/DL03CAZ9901')).json().data.rto.code).toBe('DL3');
    expect((await get('/v1/rto/OR02AB1234')).json().data.state.code).toBe('OD');
  });

  it('answers 400 for a bad number and 404 for an unknown RTO or a BH number', async () => {
    const bad = await get('/v1/rto/HELLO');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(INVALID_REGISTRATION_MESSAGE);
    const unknown = await get('/v1/rto/MH99AB1234');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No RTO found for MH99');
    expect((await get('/v1/rto/ZZ12AB1234')).statusCode).toBe(404);
    expect((await get('/v1/rto/22BH1234AA')).statusCode).toBe(404);
  });
});
