import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_MOBILE_MESSAGE,
  PDI_DELIVERY_DATE_MESSAGE,
  SERVICE_LEADS_PER_MOBILE_PER_DAY,
} from '@carsetu/contracts';
import { eq, schema } from '@carsetu/db';
import { loginAs, uniquePhone } from '../../test/login';
import type { TestApp } from '../../test/test-app';
import { createServicesTestApp, SANDBOX_NUMBERS } from './services.test-helpers';

const API = '/api/consumer/api/v1';

describe('scrap a car and pre-delivery inspection leads', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createServicesTestApp();
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });

  it('scrap quote: kerb-weight class of the body type × the per-kg rate', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${API}/scrap-car/quote/${SANDBOX_NUMBERS.rollback}`,
    });
    // A Maruti Suzuki Swift: hatchback → light (900 kg) × ₹26/kg.
    expect(response.json()).toMatchObject({
      make: 'Maruti Suzuki',
      model: 'Swift',
      kerbWeightClass: 'light',
      assumedKerbWeightKg: 900,
      ratePerKgPaise: 2_600,
      indicativeValuePaise: 2_340_000,
    });
  });

  it('scrap-car questions: every question with its options; a request stores the answers', async () => {
    const questions = await testApp.app.inject({ url: '/api/vehicle/scrap-car/questions' });
    expect(questions.statusCode).toBe(200);
    const ids = questions.json().data.map((question: { id: string }) => question.id);
    expect(ids).toEqual(['condition', 'rc', 'loan', 'towing']);
    const answers = { condition: 'not-running', rc: 'yes', loan: 'no', towing: 'tow' };
    const user = await loginAs(testApp.app);
    const base = { registrationNumber: 'KA01MJ8821', cityId: '2', pincode: '110017' };
    const created = await post(
      '/scrap-car/requests',
      { ...base, mobile: uniquePhone(), answers },
      user.headers,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().answers).toEqual(answers);
    const mobile = uniquePhone();
    for (const bad of [
      { ...answers, condition: 'exploded' },
      { condition: 'running' },
      { ...answers, extra: 'yes' },
    ]) {
      const refused = await post(
        '/scrap-car/requests',
        { ...base, mobile, answers: bad },
        user.headers,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain('Answer every question about the car');
    }
    const stored = await testApp.app.db
      .select()
      .from(schema.scrapRequests)
      .where(eq(schema.scrapRequests.mobile, mobile));
    expect(stored).toEqual([]);
  });

  it('scrap request: stored as a NEW lead with the quote, mobile masked in the answer', async () => {
    const user = await loginAs(testApp.app);
    const mobile = uniquePhone();
    const response = await post(
      '/scrap-car/requests',
      { registrationNumber: 'ka 01 mj 8821', cityId: '2', pincode: '110017', mobile },
      user.headers,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      registrationNumber: 'KA01MJ8821',
      cityName: 'New Delhi',
      status: 'NEW',
      quote: { indicativeValuePaise: 2_340_000 },
    });
    expect(body.reference).toMatch(/^SCR-[0-9A-F]{8}$/);
    expect(body.maskedMobile).not.toContain(mobile.slice(2, 8));
    const [row] = await testApp.app.db
      .select()
      .from(schema.scrapRequests)
      .where(eq(schema.scrapRequests.id, body.requestId));
    expect(row).toMatchObject({ mobile, userId: user.userId, indicativeValuePaise: 2_340_000 });
  });

  it('scrap request: bad fields get their messages and store nothing', async () => {
    const mobile = '5123456789';
    const response = await post('/scrap-car/requests', {
      registrationNumber: 'XX',
      cityId: 2,
      pincode: '012345',
      mobile,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(INVALID_MOBILE_MESSAGE);
    const virtualCity = await post('/scrap-car/requests', {
      registrationNumber: SANDBOX_NUMBERS.clean,
      cityId: 999,
      pincode: '110017',
      mobile: uniquePhone(),
    });
    expect(virtualCity.statusCode).toBe(400);
    expect(virtualCity.json().error.message).toBe('Choose your city');
    const rows = await testApp.app.db
      .select()
      .from(schema.scrapRequests)
      .where(eq(schema.scrapRequests.mobile, mobile));
    expect(rows).toHaveLength(0);
  });

  it('one mobile may send a few service requests a day, then 429', async () => {
    const mobile = uniquePhone();
    const payload = {
      registrationNumber: SANDBOX_NUMBERS.clean,
      cityId: 2,
      pincode: '110017',
      mobile,
    };
    for (let index = 0; index < SERVICE_LEADS_PER_MOBILE_PER_DAY; index++) {
      expect((await post('/scrap-car/requests', payload)).statusCode).toBe(201);
    }
    expect((await post('/scrap-car/requests', payload)).statusCode).toBe(429);
  });

  it('PDI eligibility: a model on sale in a car-service city', async () => {
    const check = (cityId: number, modelId: number) =>
      testApp.app.inject({
        method: 'GET',
        url: `${API}/pdi/eligibility?cityId=${cityId}&modelId=${modelId}`,
      });
    expect((await check(2, 101)).json()).toMatchObject({
      eligible: true,
      reasons: [],
      makeName: 'Maruti Suzuki',
      modelName: 'Swift',
      cityName: 'New Delhi',
    });
    const notServed = (await check(10, 101)).json();
    expect(notServed.eligible).toBe(false);
    expect(notServed.reasons).toEqual(['We do not offer pre-delivery inspection in Mumbai yet.']);
    const discontinued = (await check(2, 1201)).json();
    expect(discontinued.reasons[0]).toContain('no longer sold new');
    expect((await check(2, 424242)).statusCode).toBe(400);
  });

  it('PDI booking: delivery within the next 30 days, stored as a NEW lead', async () => {
    const mobile = uniquePhone();
    const booking = (deliveryDate: string, cityId = 2) =>
      post('/pdi/bookings', { modelId: 101, cityId, deliveryDate, pincode: '110017', mobile });
    // TEST_NOW is 1 June 2025 in India: 2 June to 1 July are allowed.
    for (const outside of ['2025-06-01', '2025-07-02', 'tomorrow']) {
      const refused = await booking(outside);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(PDI_DELIVERY_DATE_MESSAGE);
    }
    const notServed = await booking('2025-06-10', 10);
    expect(notServed.statusCode).toBe(422);

    const created = await booking('2025-07-01');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      makeName: 'Maruti Suzuki',
      modelName: 'Swift',
      deliveryDate: '2025-07-01',
      status: 'NEW',
    });
    const rows = await testApp.app.db
      .select()
      .from(schema.pdiBookings)
      .where(eq(schema.pdiBookings.mobile, mobile));
    expect(rows).toHaveLength(1);
  });
});
