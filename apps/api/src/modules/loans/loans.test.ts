import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createCity, createListing } from '../inventory/inventory.fixtures';

const BASE = '/api/consumer/api/v1/loan';

/** An ISO date of birth for someone `years` old today, minus `days` (0 = birthday today). */
function dateOfBirthAged(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('loans API', () => {
  let t: TestApp;
  let cityId: number;
  beforeAll(async () => {
    t = await createTestApp();
    cityId = await createCity(t.app.db, { name: 'Pune' });
  });
  afterAll(() => t.close());

  const applicationBody = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Ananya Rao',
    dateOfBirth: dateOfBirthAged(32),
    employmentType: 'salaried',
    monthlyIncomeRupees: 75_000,
    loanAmountRupees: 6_00_000,
    tenureMonths: 60,
    pan: 'abcpe1234f',
    cityId,
    cfSource: '/buy-used-cars/',
    ...overrides,
  });
  const apply = (user: LoggedInUser | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/applications`,
      headers: user?.headers ?? {},
      payload,
    });

  describe('POST applications', () => {
    it('creates a PENDING application owned by the caller with its eligibility answer', async () => {
      const user = await loginAs(t.app);
      const res = await apply(user, applicationBody());
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({
        status: 'PENDING',
        fullName: 'Ananya Rao',
        cityName: 'Pune',
        loanAmountRupees: 6_00_000,
        existingEmiRupees: 0,
        panMasked: '******234F',
        cfSource: '/buy-used-cars/',
        listingId: null,
      });
      expect(data.eligibility).toMatchObject({
        decision: 'eligible',
        ageYears: 32,
        offeredLoanAmountRupees: 6_00_000,
      });
      expect(JSON.stringify(data)).not.toContain('ABCPE1234F');
      const read = await t.app.inject({
        url: `${BASE}/applications/${data.id}`,
        headers: user.headers,
      });
      expect(read.json().data).toEqual(data);
    });

    it('refuses anonymous callers and stores nothing', async () => {
      const res = await apply(null, applicationBody());
      expect(res.statusCode).toBe(401);
    });

    it('answers each bad field with its message and stores nothing', async () => {
      const user = await loginAs(t.app);
      const res = await apply(
        user,
        applicationBody({
          fullName: '',
          pan: 'ABCDE1234F',
          monthlyIncomeRupees: 14_999,
          dateOfBirth: '2001-02-30',
          employmentType: 'student',
          loanAmountRupees: 40_000,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        fullName: 'Enter your name',
        pan: 'Enter a valid PAN of an individual, e.g. ABCPE1234F',
        monthlyIncomeRupees: 'The monthly income must be at least ₹ 15,000',
        dateOfBirth: 'Enter a real date of birth in the past',
        employmentType: 'Choose your employment type',
        loanAmountRupees: 'The loan amount must be at least ₹ 50,000',
      });
      const list = await t.app.inject({ url: `${BASE}/applications`, headers: user.headers });
      expect(list.json().data).toEqual([]);
    });

    it('refuses an unknown city or car listing with a field message', async () => {
      const user = await loginAs(t.app);
      const noCity = await apply(user, applicationBody({ cityId: 987_654 }));
      expect(noCity.statusCode).toBe(400);
      expect(noCity.json().error.fields).toEqual({ cityId: 'Choose your city from the list' });
      const noCar = await apply(user, applicationBody({ listingId: 987_654 }));
      expect(noCar.json().error.fields).toEqual({
        listingId: 'We could not find that car. Check the listing id or leave it empty.',
      });
      const list = await t.app.inject({ url: `${BASE}/applications`, headers: user.headers });
      expect(list.json().data).toEqual([]);
    });

    it('refuses a status or user id in the body (the server decides both)', async () => {
      const user = await loginAs(t.app);
      const res = await apply(user, applicationBody({ status: 'APPROVED' }));
      expect(res.statusCode).toBe(400);
    });
  });

  describe('ownership', () => {
    it('shows an application only to its owner: 404 for anyone else', async () => {
      const [owner, other] = [await loginAs(t.app), await loginAs(t.app)];
      const { data } = (await apply(owner, applicationBody())).json();
      const peek = await t.app.inject({
        url: `${BASE}/applications/${data.id}`,
        headers: other.headers,
      });
      expect(peek.statusCode).toBe(404);
      const othersList = await t.app.inject({
        url: `${BASE}/applications`,
        headers: other.headers,
      });
      expect(othersList.json().data).toEqual([]);
      const anonymous = await t.app.inject({ url: `${BASE}/applications/${data.id}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lists my applications newest first', async () => {
      const user = await loginAs(t.app);
      const first = (await apply(user, applicationBody({ loanAmountRupees: 2_00_000 }))).json();
      const second = (await apply(user, applicationBody({ loanAmountRupees: 3_00_000 }))).json();
      const list = await t.app.inject({ url: `${BASE}/applications`, headers: user.headers });
      expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([
        second.data.id,
        first.data.id,
      ]);
    });
  });

  describe('GET payment-approval-process', () => {
    it('defaults loanStatus to PENDING and filters my applications by status', async () => {
      const user = await loginAs(t.app);
      const { data } = (await apply(user, applicationBody())).json();
      const pending = await t.app.inject({
        url: `${BASE}/payment-approval-process`,
        headers: user.headers,
      });
      expect(pending.json()).toMatchObject({ loanStatus: 'PENDING' });
      expect(pending.json().data.map((a: { id: string }) => a.id)).toEqual([data.id]);
      const approved = await t.app.inject({
        url: `${BASE}/payment-approval-process?loanStatus=APPROVED`,
        headers: user.headers,
      });
      expect(approved.json()).toEqual({ loanStatus: 'APPROVED', data: [] });
      const bad = await t.app.inject({
        url: `${BASE}/payment-approval-process?loanStatus=DONE`,
        headers: user.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(
        'loanStatus must be one of PENDING, APPROVED, REJECTED, DISBURSED',
      );
    });
  });

  describe('POST eligibility', () => {
    const check = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${BASE}/eligibility`, payload });
    const body = (overrides: Record<string, unknown> = {}) => ({
      dateOfBirth: dateOfBirthAged(30),
      employmentType: 'salaried',
      monthlyIncomeRupees: 50_000,
      loanAmountRupees: 5_00_000,
      ...overrides,
    });

    it('needs no login, defaults the tenure to 60 months and stores nothing', async () => {
      const res = await check(body());
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        decision: 'eligible',
        tenureMonths: 60,
        maxEmiRupees: 25_000,
        rateBand: { minPercent: 10.5, maxPercent: 14.5 },
      });
    });

    it('takes ₹15,000 a month and refuses ₹14,999', async () => {
      expect(
        (await check(body({ monthlyIncomeRupees: 15_000, loanAmountRupees: 2_00_000 }))).statusCode,
      ).toBe(200);
      const low = await check(body({ monthlyIncomeRupees: 14_999 }));
      expect(low.statusCode).toBe(400);
      expect(low.json().error.fields).toEqual({
        monthlyIncomeRupees: 'The monthly income must be at least ₹ 15,000',
      });
    });

    it('is eligible from the 21st birthday, not the day before', async () => {
      const on = await check(body({ dateOfBirth: dateOfBirthAged(21) }));
      expect(on.json().data).toMatchObject({ decision: 'eligible', ageYears: 21 });
      const before = await check(body({ dateOfBirth: dateOfBirthAged(21, 1) }));
      expect(before.json().data).toMatchObject({ decision: 'not-eligible', ageYears: 20 });
    });

    it('checks tenure and amount limits of the market norms', async () => {
      const res = await check(body({ tenureMonths: 96, loanAmountRupees: 60_00_000 }));
      expect(res.json().error.fields).toEqual({
        tenureMonths: 'The tenure can be at most 84 months',
        loanAmountRupees: 'The loan amount can be at most ₹ 50,00,000',
      });
    });

    it('applies the car rules for a listing (90% of its price)', async () => {
      const catalog = await createCatalog(t.app.db);
      const year = new Date().getUTCFullYear() - 2;
      const listing = await createListing(t.app.db, catalog, { year, pricePaise: 3_00_000_00 });
      const res = await check(body({ listingId: listing.id, loanAmountRupees: 3_00_000 }));
      expect(res.json().data).toMatchObject({
        decision: 'partially-eligible',
        offeredLoanAmountRupees: 2_70_000,
        maxTenureMonths: 84,
      });
    });
  });
});
