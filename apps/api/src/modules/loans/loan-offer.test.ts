import { calculateEmi } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createListing } from '../inventory/inventory.fixtures';

const API = '/api/consumer/api/v1/loan';

describe('loans banner, redirect link and finance documents', () => {
  let t: TestApp;
  let listingId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const catalog = await createCatalog(t.app.db);
    listingId = (await createListing(t.app.db, catalog, { pricePaise: 6_00_000_00, year: 2021 }))
      .id;
  });
  afterAll(() => t.close());

  it('banner: market-norm rate and tenure; with a car, the EMI of 80 % at 9.25 % over 84 months', async () => {
    const general = await t.app.inject({ url: `${API}/banner` });
    expect(general.json()).toMatchObject({
      headline: 'Car loans from 9.25% a year, up to 7 years',
      rateFromPercent: 9.25,
      maxTenureMonths: 84,
      maxFundingPercent: 90,
      emiFromRupees: null,
    });
    const forCar = (await t.app.inject({ url: `${API}/banner?listingId=${listingId}` })).json();
    expect(forCar.emiFromRupees).toBe(Math.ceil(calculateEmi(4_80_000, 9.25, 84)));
    expect(forCar.emiFromRupees).toBeGreaterThan(7_000);
    expect(forCar.emiFromRupees).toBeLessThan(8_000);
  });

  it('redirect link: the eligibility step prefilled with the car, back to the car page', async () => {
    const response = await t.app.inject({ url: `${API}/redirect-link?listingId=${listingId}` });
    const url = new URL(response.json().url, 'https://carsetu.test');
    expect(url.pathname).toBe('/used-car-loan/personal-details/');
    expect(url.searchParams.get('listingId')).toBe(String(listingId));
    expect(url.searchParams.get('loanAmount')).toBe('480000');
    expect(url.searchParams.get('cfSource')).toBe('car-page');
    expect(url.searchParams.get('redirectTo')).toMatch(
      new RegExp(`^/buy-used-car/[a-z0-9-]+-2021-[a-z0-9-]+-${listingId}/$`),
    );
    expect((await t.app.inject({ url: `${API}/redirect-link` })).json()).toEqual({
      url: '/used-car-loan/',
    });
  });

  it('refuses an unknown or malformed car with a clear message', async () => {
    const unknown = await t.app.inject({ url: `${API}/banner?listingId=987654` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('We could not find that car.');
    const bad = await t.app.inject({ url: `${API}/redirect-link?listingId=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('listingId must be a number');
  });

  it('finance documents by employment type', async () => {
    const all = (await t.app.inject({ url: '/api/vehicle/document/finance' })).json();
    expect(all.data.map((group: { employmentType: string }) => group.employmentType)).toEqual([
      'salaried',
      'self-employed',
    ]);
    const salaried = (
      await t.app.inject({ url: '/api/vehicle/document/finance?employmentType=salaried' })
    ).json();
    expect(salaried.data).toHaveLength(1);
    expect(salaried.data[0].documents.map((doc: { name: string }) => doc.name)).toContain(
      'Salary slips',
    );
    const bad = await t.app.inject({ url: '/api/vehicle/document/finance?employmentType=student' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('employmentType must be salaried or self-employed');
  });
});
