import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_REGISTRATION_MESSAGE, type ServiceHistoryReport } from '@carsetu/contracts';
import { loginAs } from '../../test/login';
import type { TestApp } from '../../test/test-app';
import { SAMPLE_REPORT_REGISTRATION } from './service-history.service';
import { createServicesTestApp, SANDBOX_NUMBERS } from './services.test-helpers';

const BASE = '/api/consumer/api/v1/service-history';

describe('service history', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createServicesTestApp();
  });
  afterAll(async () => testApp.close());

  it('teaser: counts records and names the last service year, the same on every call', async () => {
    const first = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/${SANDBOX_NUMBERS.clean}/summary`,
    });
    const second = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/dl-3c-ab-1234/summary`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      registrationNumber: 'DL3CAB1234',
      make: 'Tata',
      model: 'Nexon',
      recordsFound: 11,
      source: 'sandbox',
    });
    expect(first.json().lastServiceYear).toBeGreaterThan(2020);
    expect(second.json()).toEqual(first.json());
  });

  it('teaser: a vehicle with no records says 0 and no year', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/${SANDBOX_NUMBERS.noRecords}/summary`,
    });
    expect(response.json()).toMatchObject({ recordsFound: 0, lastServiceYear: null });
  });

  it('teaser: a bad number gets the registration message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${BASE}/NOTANUMBER/summary` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(INVALID_REGISTRATION_MESSAGE);
  });

  it('unlocking needs a login', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${BASE}/reports`,
      payload: { registrationNumber: SANDBOX_NUMBERS.clean },
    });
    expect(response.statusCode).toBe(401);
  });

  it('unlock: the full report, odometer climbing, once per user and number', async () => {
    const user = await loginAs(testApp.app);
    const unlock = () =>
      testApp.app.inject({
        method: 'POST',
        url: `${BASE}/reports`,
        headers: user.headers,
        payload: { registrationNumber: 'dl3cab1234' },
      });
    const first = await unlock();
    const again = await unlock();
    expect(first.statusCode).toBe(201);
    const report = first.json<ServiceHistoryReport>();
    expect(again.json().reportId).toBe(report.reportId);
    expect(report).toMatchObject({ isSample: false, suspectedOdometerRollback: false });
    expect(report.visits).toHaveLength(11);
    const readings = report.visits.map((visit) => visit.odometerKm);
    expect(readings).toEqual([...readings].sort((a, b) => a - b));
    expect(report.visits[0]).toEqual(
      expect.objectContaining({ workshop: expect.any(String), workDone: expect.any(Array) }),
    );
    expect(report.visits[0]!.parts.length).toBeGreaterThan(0);

    const mine = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/reports`,
      headers: user.headers,
    });
    expect(mine.json().reports).toEqual([
      expect.objectContaining({ reportId: report.reportId, registrationNumber: 'DL3CAB1234' }),
    ]);
  });

  it('flags a suspected odometer rollback on the visit whose reading dropped', async () => {
    const user = await loginAs(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${BASE}/reports`,
      headers: user.headers,
      payload: { registrationNumber: SANDBOX_NUMBERS.rollback },
    });
    const report = response.json<ServiceHistoryReport>();
    expect(report.suspectedOdometerRollback).toBe(true);
    const dropIndex = report.visits.findIndex((visit) => visit.isOdometerDrop);
    expect(dropIndex).toBeGreaterThan(0);
    expect(report.visits[dropIndex]!.odometerKm).toBeLessThan(
      report.visits[dropIndex - 1]!.odometerKm,
    );
  });

  it('report details: only the owner sees a report; others get 404, visitors 401', async () => {
    const owner = await loginAs(testApp.app);
    const stranger = await loginAs(testApp.app);
    const created = await testApp.app.inject({
      method: 'POST',
      url: `${BASE}/reports`,
      headers: owner.headers,
      payload: { registrationNumber: SANDBOX_NUMBERS.clean },
    });
    const url = `${BASE}/reports/${created.json().reportId}`;
    const asOwner = await testApp.app.inject({ method: 'GET', url, headers: owner.headers });
    const asStranger = await testApp.app.inject({ method: 'GET', url, headers: stranger.headers });
    const asVisitor = await testApp.app.inject({ method: 'GET', url });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().registrationNumber).toBe(SANDBOX_NUMBERS.clean);
    expect(asStranger.statusCode).toBe(404);
    expect(asVisitor.statusCode).toBe(401);
    const strangersList = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/reports`,
      headers: stranger.headers,
    });
    expect(strangersList.json().reports).toEqual([]);
    const garbage = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/reports/not-a-report`,
      headers: owner.headers,
    });
    expect(garbage.statusCode).toBe(404);
  });

  it('price is free and the brand list comes with the sample report', async () => {
    const price = await testApp.app.inject({ method: 'GET', url: `${BASE}/price` });
    expect(price.json()).toEqual({ pricePaise: 0, isFree: true });
    const brands = await testApp.app.inject({ method: 'GET', url: `${BASE}/brands` });
    expect(brands.json().brands).toContain('Maruti Suzuki');
    expect(brands.json().sampleReport).toMatchObject({
      registrationNumber: SAMPLE_REPORT_REGISTRATION,
      isSample: true,
      suspectedOdometerRollback: true,
    });
  });
});
