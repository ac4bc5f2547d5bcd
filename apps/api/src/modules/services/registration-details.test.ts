import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_REGISTRATION_MESSAGE } from '@carsetu/contracts';
import type { TestApp } from '../../test/test-app';
import { vehicleAgeOn } from './registration-details.service';
import { createServicesTestApp } from './services.test-helpers';

describe('GET /api/vehicle/v1/registration-details/:regNo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createServicesTestApp();
  });
  afterAll(async () => testApp.close());

  const get = (reg: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/vehicle/v1/registration-details/${reg}` });

  it('joins the registry with the RTO office and state, owner masked, same answer each time', async () => {
    const first = await get('MH12AB1234');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      registrationNumber: 'MH12AB1234',
      make: 'Mahindra',
      model: 'XUV700',
      fuelType: 'Diesel',
      registrationDate: '2020-09-02',
      vehicleAge: { years: 4, months: 8 },
      rto: { code: 'MH12', name: 'Pune' },
      stateName: 'Maharashtra',
      rtoNote: null,
      source: 'sandbox',
    });
    expect(body.ownerName).toMatch(/^[A-Z]\*+ [A-Z]\*+$/);
    expect(body.maskedPhone).toMatch(/^\d{2}X{6}\d{2}$/);
    expect((await get('mh-12-ab-1234')).json()).toEqual(body);
  });

  it('a Bharat-series number has details but no RTO, with the reason', async () => {
    const response = await get('22BH1234AA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      rto: null,
      rtoNote: 'Bharat series (BH) numbers are not issued by a state RTO',
    });
  });

  it('a bad number gets the registration message and nothing else', async () => {
    const response = await get('HELLO123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(INVALID_REGISTRATION_MESSAGE);
  });
});

describe('vehicleAgeOn', () => {
  it('counts whole months, not yet a month before the day comes round', () => {
    expect(vehicleAgeOn('2020-06-15', new Date('2025-06-14T00:00:00Z'))).toEqual({
      years: 4,
      months: 11,
    });
    expect(vehicleAgeOn('2020-06-15', new Date('2025-06-15T00:00:00Z'))).toEqual({
      years: 5,
      months: 0,
    });
  });
});
