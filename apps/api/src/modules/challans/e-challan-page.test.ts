import { schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  await db.insert(schema.states).values([
    { code: 'KA', name: 'Karnataka', slug: 'karnataka', kind: 'state', legacyCodes: [] },
    { code: 'GA', name: 'Goa', slug: 'goa', kind: 'state', legacyCodes: [] },
  ]);
  await db.insert(schema.rtoOffices).values([
    { code: 'KA01', stateCode: 'KA', name: 'Bengaluru Central' },
    { code: 'KA03', stateCode: 'KA', name: 'Bengaluru East' },
  ]);
  await db.insert(schema.cities).values({
    id: 9101,
    name: 'Bengaluru',
    slug: 'bengaluru',
    stateCode: 'KA',
    pincodeFrom: 560001,
    pincodeTo: 560100,
    latitude: 12.97,
    longitude: 77.59,
  });
});
afterAll(async () => testApp.close());

describe('e-challan state and city pages', () => {
  it("gives a state's page state: fines, RTO codes with samples, cities, FAQs, facts", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/e-challan/karnataka',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      pageType: 'state',
      isInvalidState: false,
      isInvalidCity: false,
      stateName: 'Karnataka',
    });
    expect(page.details.heading).toContain('e-Challan Karnataka');
    expect(page.regNumberList).toEqual([
      { code: 'KA01', office: 'Bengaluru Central', sample: 'KA01 AB 1234' },
      { code: 'KA03', office: 'Bengaluru East', sample: 'KA03 AB 1234' },
    ]);
    expect(page.cityList).toEqual([{ name: 'Bengaluru', slug: 'bengaluru' }]);
    expect(
      page.trafficFines.find((fine: { offenceKey: string }) => fine.offenceKey === 'no-seat-belt'),
    ).toMatchObject({
      section: '194B(1)',
      finePaise: 100_000,
      source: 'central',
    });
    expect(page.faqList.length).toBeGreaterThanOrEqual(4);
    expect(page.stateList.map((state: { slug: string }) => state.slug)).toEqual([
      'goa',
      'karnataka',
    ]);
    expect(page.settledChallanCount).toBe(0);
  });

  it('gives a city page under its state', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/e-challan/karnataka/bengaluru',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().details).toMatchObject({
      cityName: 'Bengaluru',
      stateName: 'Karnataka',
    });
  });

  it('answers 404 for an unknown state or a city of another state, still with the state list', async () => {
    const state = await testApp.app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/e-challan/atlantis',
    });
    expect(state.statusCode).toBe(404);
    expect(state.json()).toMatchObject({ isInvalidState: true, details: null });
    expect(state.json().stateList).toHaveLength(2);
    const city = await testApp.app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/e-challan/goa/bengaluru',
    });
    expect(city.statusCode).toBe(404);
    expect(city.json()).toMatchObject({
      isInvalidState: false,
      isInvalidCity: true,
      stateName: 'Goa',
    });
  });
});
