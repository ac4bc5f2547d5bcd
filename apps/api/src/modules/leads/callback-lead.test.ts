import { eq, schema } from '@carsetu/db';
import { CALLBACK_REASON_MAX_LENGTH } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestCode, sendLoginOtp, verifyLoginOtp } from '../identity/identity.test-helpers';
import { frameCaller, leadTokenThroughOtp } from './leads.test-helpers';

describe("the frame's call-back lead (POST /api/lead/api/v1/callback-lead)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const postLead = (payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/lead/api/v1/callback-lead', payload, headers });
  const leadRows = (phone: string) =>
    t.app.db.select().from(schema.callbackLeads).where(eq(schema.callbackLeads.phone, phone));

  it('stores a NEW lead for an OTP-verified phone, Hindi when no language is chosen', async () => {
    const caller = await frameCaller(t.app);
    const phone = uniquePhone();
    const leadToken = await leadTokenThroughOtp(t.app, phone);
    const response = await postLead(
      { phone, reason: '  Need help with my loan  ', lead_token: leadToken },
      caller.frameHeaders,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'NEW', language: 'Hindi' });
    const [row] = await leadRows(phone);
    expect(row).toMatchObject({
      id: response.json().data.lead_id,
      status: 'NEW',
      language: 'Hindi',
      reason: 'Need help with my loan',
      channel: 'frame',
      userId: caller.userId,
    });
  });

  it('keeps the chosen language', async () => {
    const caller = await frameCaller(t.app);
    const phone = uniquePhone();
    const leadToken = await leadTokenThroughOtp(t.app, phone);
    const response = await postLead(
      { phone, reason: '', language: 'Tamil', lead_token: leadToken },
      caller.frameHeaders,
    );
    expect(response.json().data.language).toBe('Tamil');
    expect((await leadRows(phone))[0]?.language).toBe('Tamil');
  });

  it('refuses a phone without a valid call-back OTP proof and stores nothing', async () => {
    const caller = await frameCaller(t.app);
    const phone = uniquePhone();
    const missing = await postLead({ phone, reason: 'x' }, caller.frameHeaders);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.lead_token).toBe(
      'Verify your mobile number with an OTP first',
    );

    const forged = await postLead({ phone, lead_token: 'made-up-token' }, caller.frameHeaders);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe('Verify your mobile number with an OTP first');

    // A token earned for one number never vouches for another.
    const otherToken = await leadTokenThroughOtp(t.app, uniquePhone());
    const swapped = await postLead({ phone, lead_token: otherToken }, caller.frameHeaders);
    expect(swapped.statusCode).toBe(403);
    expect(await leadRows(phone)).toEqual([]);
  });

  it('uses a lead token once', async () => {
    const caller = await frameCaller(t.app);
    const phone = uniquePhone();
    const leadToken = await leadTokenThroughOtp(t.app, phone);
    expect((await postLead({ phone, lead_token: leadToken }, caller.frameHeaders)).statusCode).toBe(
      201,
    );
    expect((await postLead({ phone, lead_token: leadToken }, caller.frameHeaders)).statusCode).toBe(
      403,
    );
    expect(await leadRows(phone)).toHaveLength(1);
  });

  it('refuses a code or a grant of another purpose (login) as call-back proof', async () => {
    const caller = await frameCaller(t.app);
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const loginCode = await latestCode(t.app, phone);
    const asCallBack = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/lead-token/verify-otp',
      payload: { phone_number: phone, otp: loginCode },
    });
    expect(asCallBack.statusCode).toBe(400);

    // The login access-token is a verification grant too, but of purpose 'login'.
    const verified = await verifyLoginOtp(t.app, phone, loginCode);
    const accessToken = verified.json().data['access-token'] as string;
    const response = await postLead({ phone, lead_token: accessToken }, caller.frameHeaders);
    expect(response.statusCode).toBe(403);
    expect(await leadRows(phone)).toEqual([]);
  });

  it('validates phone, reason length and language with clear messages', async () => {
    const caller = await frameCaller(t.app);
    const phone = uniquePhone();
    const leadToken = await leadTokenThroughOtp(t.app, phone);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: '5123456789' }, 'phone', 'Invalid mobile number'],
      [{ phone: '9999999999' }, 'phone', 'Invalid mobile number'],
      [
        { reason: 'a'.repeat(CALLBACK_REASON_MAX_LENGTH + 1) },
        'reason',
        `Reason can be at most ${CALLBACK_REASON_MAX_LENGTH} characters`,
      ],
      [{ language: 'French' }, 'language', 'Choose one of the listed languages'],
    ];
    for (const [override, field, message] of cases) {
      const response = await postLead(
        { phone, reason: '', lead_token: leadToken, ...override },
        caller.frameHeaders,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    const extra = await postLead(
      { phone, lead_token: leadToken, status: 'CALLED' },
      caller.frameHeaders,
    );
    expect(extra.statusCode).toBe(400);
    // The token survived every refused request.
    expect((await postLead({ phone, lead_token: leadToken }, caller.frameHeaders)).statusCode).toBe(
      201,
    );
  });

  it('needs the logged-in user and their secure token', async () => {
    const phone = uniquePhone();
    const leadToken = await leadTokenThroughOtp(t.app, phone);
    const caller = await frameCaller(t.app);
    const other = await frameCaller(t.app);
    const anonymous = await postLead({ phone, lead_token: leadToken }, {});
    expect(anonymous.statusCode).toBe(401);
    const noToken = await postLead({ phone, lead_token: leadToken }, caller.headers);
    expect(noToken.statusCode).toBe(403);
    const othersToken = await postLead(
      { phone, lead_token: leadToken },
      { ...caller.headers, 'x-secure-token': other.frameHeaders['x-secure-token']! },
    );
    expect(othersToken.statusCode).toBe(403);
    expect(await leadRows(phone)).toEqual([]);
  });
});
