import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_LEAD_AUTH_KEY } from '../../config/env';
import { loginAs, uniquePhone } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeClock } from '../identity/identity.test-helpers';
import { CALLBACK_LEADS_PER_PHONE_PER_DAY } from './leads.constants';
import { leadTokenThroughOtp } from './leads.test-helpers';

const REQUEST_CALLBACK = '/api/lead/api/v1/request-callback';
const LEAD_AUTH_KEY = 'lead-auth-key-for-the-tests-0123456789';

describe('request-callback lead with the lead auth key (POST /api/lead/api/v1/request-callback)', () => {
  // 23:50 in India: the daily limit resets at IST midnight, 10 minutes later.
  const clock = fakeClock('2025-01-15T18:20:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadAuthKey: LEAD_AUTH_KEY, now: clock.now });
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>, key: string | null = LEAD_AUTH_KEY) =>
    t.app.inject({
      method: 'POST',
      url: REQUEST_CALLBACK,
      payload,
      headers: key === null ? {} : { 'x-lead-auth-key': key },
    });
  const leadRows = (phone: string) =>
    t.app.db.select().from(schema.callbackLeads).where(eq(schema.callbackLeads.phone, phone));

  it('stores a NEW lead-api lead for a phone with a call-back lead token', async () => {
    const phone = uniquePhone();
    const response = await post({
      phone,
      reason: 'Selling my Swift',
      language: 'Kannada',
      lead_token: await leadTokenThroughOtp(t.app, phone),
    });
    expect(response.statusCode).toBe(201);
    expect(await leadRows(phone)).toMatchObject([
      { status: 'NEW', language: 'Kannada', channel: 'lead-api', userId: null },
    ]);
  });

  it('refuses a missing or wrong lead auth key before anything else', async () => {
    const phone = uniquePhone();
    const leadToken = await leadTokenThroughOtp(t.app, phone);
    const missing = await post({ phone, lead_token: leadToken }, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe('A valid lead auth key is required');
    expect((await post({ phone, lead_token: leadToken }, 'wrong-key')).statusCode).toBe(401);
    // Even a bad body is not described to a caller without the key.
    expect((await post({ phone: 'x' }, null)).statusCode).toBe(401);
    expect(await leadRows(phone)).toEqual([]);
    expect((await post({ phone, lead_token: leadToken })).statusCode).toBe(201);
  });

  it(`allows ${CALLBACK_LEADS_PER_PHONE_PER_DAY} leads per phone per day in India, without using up a refused token`, async () => {
    // The logged-in user's own number needs no OTP: check-phone hands out a lead token at once.
    const user = await loginAs(t.app);
    const ownToken = async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/login/api/v1/lead-token/check-phone',
        payload: { phone_number: user.phone },
        headers: user.headers,
      });
      return answer.json().data.lead.lead_token as string;
    };
    for (let i = 0; i < CALLBACK_LEADS_PER_PHONE_PER_DAY; i += 1) {
      expect((await post({ phone: user.phone, lead_token: await ownToken() })).statusCode).toBe(
        201,
      );
    }
    const spare = await ownToken();
    const refused = await post({ phone: user.phone, lead_token: spare });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'You have already asked for a call back today. A representative will call you shortly.',
    );
    expect(await leadRows(user.phone)).toHaveLength(CALLBACK_LEADS_PER_PHONE_PER_DAY);

    clock.advanceSeconds(15 * 60); // 00:05 the next day in India; the token lives 30 minutes.
    expect((await post({ phone: user.phone, lead_token: spare })).statusCode).toBe(201);
  });
});

describe('request-callback without a configured lead auth key (production)', () => {
  it('refuses every call, even with the development key', async () => {
    const t = await createTestApp({ leadAuthKey: undefined });
    try {
      const phone = uniquePhone();
      const leadToken = await leadTokenThroughOtp(t.app, phone);
      const response = await t.app.inject({
        method: 'POST',
        url: REQUEST_CALLBACK,
        payload: { phone, lead_token: leadToken },
        headers: { 'x-lead-auth-key': DEV_LEAD_AUTH_KEY },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
