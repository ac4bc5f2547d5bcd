import { INVALID_REGISTRATION_MESSAGE } from '@carsetu/contracts';
import { schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { centralFines } from '../../providers/challans/central-fines';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.db
    .insert(schema.states)
    .values({ code: 'GJ', name: 'Gujarat', slug: 'gujarat', kind: 'state', legacyCodes: [] });
  await testApp.app.db.insert(schema.challanFineSchedules).values(
    centralFines().map((fine) => ({
      stateCode: 'GJ',
      offenceKey: fine.offenceKey,
      section: fine.section,
      title: fine.title,
      finePaise: 77_700,
      repeatFinePaise: null,
      notification: 'test schedule',
    })),
  );
});
afterAll(async () => testApp.close());

describe('GET /api/v1/{reg}/challans', () => {
  it('answers the same challans for the same vehicle, with every field the driver needs', async () => {
    const { app } = testApp;
    const first = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/mh-12-ab-1234/challans',
    });
    const second = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/MH12AB1234/challans',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().regNo).toBe('MH12AB1234');
    expect(second.json()).toEqual(first.json());
    for (const challan of first.json().challanDetails) {
      expect(challan).toMatchObject({
        offence: expect.any(String),
        section: expect.any(String),
        place: expect.any(String),
        offenceDate: expect.any(String),
        amountPaise: expect.any(Number),
      });
      expect(['pending', 'paid', 'court', 'virtual-court']).toContain(challan.status);
      expect(challan.isPayable).toBe(challan.status === 'pending');
    }
  });

  it("fines come from the state's schedule", async () => {
    const { app } = testApp;
    const seen: number[] = [];
    for (const reg of ['GJ01AB1234', 'GJ05CD4321', 'GJ18EF1111', 'GJ27KM9090']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/consumer/api/v1/${reg}/challans`,
      });
      seen.push(
        ...response
          .json()
          .challanDetails.map((challan: { amountPaise: number }) => challan.amountPaise),
      );
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([77_700]));
  });

  it('falls back to the central fines elsewhere and accepts Bharat-series numbers', async () => {
    const { app } = testApp;
    const central = new Set(centralFines().map((fine) => fine.finePaise));
    const response = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/22BH1234AA/challans',
    });
    expect(response.statusCode).toBe(200);
    for (const challan of response.json().challanDetails)
      expect(central.has(challan.amountPaise)).toBe(true);
  });

  it('rejects a bad registration number with a clear message', async () => {
    const { app } = testApp;
    const response = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/MH12AO1234X/challans',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_REGISTRATION_MESSAGE);
  });
});

describe('GET /api/vehicle/vehicle-number/{reg}', () => {
  it('returns the vehicle with the owner name and phone masked', async () => {
    const { app } = testApp;
    const response = await app.inject({
      method: 'GET',
      url: '/api/vehicle/vehicle-number/GJ01AB1234',
    });
    expect(response.statusCode).toBe(200);
    const vehicle = response.json();
    expect(vehicle).toMatchObject({
      registrationNumber: 'GJ01AB1234',
      stateCode: 'GJ',
      source: 'sandbox',
    });
    expect(vehicle.make.length).toBeGreaterThan(0);
    expect(vehicle.registrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vehicle.maskedPhone).toMatch(/^\d{2}X{6}\d{2}$/);
    expect(vehicle.ownerName).toMatch(/^[A-Z]\*+ [A-Z]\*+$/);
  });
});

describe('GET /api/v1/{x}/active-banner/{name}', () => {
  it('returns the running banner of the slot and nothing once it ended', async () => {
    const { app } = testApp;
    const day = 24 * 60 * 60 * 1000;
    await app.db.insert(schema.activeBanners).values([
      {
        context: 'challan',
        name: 'top',
        title: 'Old offer',
        body: 'ended',
        startsAt: new Date(Date.now() - 10 * day),
        endsAt: new Date(Date.now() - day),
      },
      {
        context: 'challan',
        name: 'top',
        title: 'Pay all challans at once',
        body: 'One order, one receipt.',
        startsAt: new Date(Date.now() - day),
      },
    ]);
    const running = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/challan/active-banner/top',
    });
    expect(running.json().banner.title).toBe('Pay all challans at once');
    const none = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/challan/active-banner/bottom',
    });
    expect(none.json()).toEqual({ banner: null });
  });
});
