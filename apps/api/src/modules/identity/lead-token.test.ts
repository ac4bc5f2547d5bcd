import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, uniquePhone } from '../../test/login';
import { consumeLeadToken } from './grant.service';
import { latestCode } from './identity.test-helpers';

describe('lead-token OTP set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const post = (
    path: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method: 'POST', url: `/api/login/api/v1/lead-token/${path}`, payload, headers });

  it('sends a call-back OTP and trades it for a single-use lead token bound to the phone', async () => {
    const phone = uniquePhone();
    expect((await post('send-otp', { phone_number: phone })).statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    const [sms] = (await t.app.inject({ url: `/api/dev/outbox?phone=${phone}` })).json().messages;
    expect(sms.text).toContain('call-back');
    const verified = await post('verify-otp', { phone_number: phone, otp: code });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.lead_token as string;
    expect(await consumeLeadToken(t.app.db, token, uniquePhone())).toBe(false);
    expect(await consumeLeadToken(t.app.db, token, phone)).toBe(true);
    expect(await consumeLeadToken(t.app.db, token, phone)).toBe(false);
  });

  it("check-phone: the logged-in user's own number needs no OTP; any other number does", async () => {
    const user = await loginAs(t.app);
    const own = await post('check-phone', { phone_number: user.phone }, user.headers);
    expect(own.json().data.otp_required).toBe(false);
    expect(await consumeLeadToken(t.app.db, own.json().data.lead.lead_token, user.phone)).toBe(
      true,
    );
    const other = await loginAs(t.app);
    const notOwn = await post('check-phone', { phone_number: other.phone }, user.headers);
    const anonymous = await post('check-phone', { phone_number: other.phone });
    expect(notOwn.json()).toEqual({ success: true, data: { otp_required: true, lead: null } });
    expect(anonymous.json()).toEqual(notOwn.json());
  });
});
