import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, uniquePhone } from '../../test/login';
import { createSession } from './session.service';
import {
  latestCode,
  loginThroughOtp,
  sendLoginOtp,
  verifyLoginOtp,
  wrongCode,
} from './identity.test-helpers';

describe('login service: OTP login, sessions, who-am-I', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with send → verify (login_url with access-token) → login, and sets the cookie', async () => {
    const phone = uniquePhone();
    const sent = await sendLoginOtp(t.app, phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      data: { resend_after_seconds: 30, expires_in_seconds: 300 },
    });
    const verified = await verifyLoginOtp(t.app, phone, await latestCode(t.app, phone));
    expect(verified.statusCode).toBe(200);
    const { login_url, 'access-token': accessToken } = verified.json().data;
    expect(new URL(login_url, 'http://x').searchParams.get('access-token')).toBe(accessToken);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/login',
      payload: { 'access-token': accessToken, redirect_url: '/wishlist' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.redirect_url).toBe('/wishlist');
    expect(login.json().data.user.phone_number).toBe(phone);
    const cookie = login.cookies.find((c) => c.name === 'carsetu_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it('uses the access-token once only', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const verified = await verifyLoginOtp(t.app, phone, await latestCode(t.app, phone));
    const payload = { 'access-token': verified.json().data['access-token'] };
    const url = '/api/login/api/v1/login';
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url, payload });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.error_message).toMatch(/expired/);
  });

  it('follows login_url as a link: cookie set, redirect only to a path on this site', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/otp/verify',
      payload: {
        phone_number: phone,
        otp: await latestCode(t.app, phone),
        redirect_url: '//evil.example',
      },
    });
    expect(verified.json().data.redirect_url).toBe('/');
    const followed = await t.app.inject({ url: verified.json().data.login_url });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/');
    expect(followed.cookies.some((c) => c.name === 'carsetu_session')).toBe(true);
  });

  it('answers who-am-I by cookie and by Bearer, and 401 without a session', async () => {
    const phone = uniquePhone();
    const { token } = await loginThroughOtp(t.app, phone);
    const url = '/api/login/api/v1/who-am-i';
    const byCookie = await t.app.inject({ url, cookies: { carsetu_session: token } });
    const byBearer = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(byCookie.json().data.phone_number).toBe(phone);
    expect(byBearer.json().data).toEqual(byCookie.json().data);
    expect(byBearer.json().data.token).toMatch(/^[\w-]{20,}$/);
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates one account per phone and records the whatsapp consent', async () => {
    const existing = await loginAs(t.app);
    await sendLoginOtp(t.app, existing.phone);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/otp/verify',
      payload: {
        phone_number: existing.phone,
        otp: await latestCode(t.app, existing.phone),
        whatsapp_consent: false,
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/login',
      payload: { 'access-token': verified.json().data['access-token'] },
    });
    expect(login.json().data.user).toMatchObject({
      user_id: existing.userId,
      phone_number: existing.phone,
      whatsapp_consent: false,
    });
  });

  it('logout revokes the session server-side: the same token no longer works', async () => {
    const { token } = await loginThroughOtp(t.app, uniquePhone());
    const headers = { authorization: `Bearer ${token}` };
    const logout = await t.app.inject({ method: 'POST', url: '/api/login/api/v1/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'carsetu_session')?.value).toBe('');
    const after = await t.app.inject({ url: '/api/login/api/v1/who-am-i', headers });
    expect(after.statusCode).toBe(401);
  });

  it("one user's logout leaves another user's session alone", async () => {
    const a = await loginAs(t.app);
    const b = await loginAs(t.app);
    await t.app.inject({ method: 'POST', url: '/api/login/api/v1/logout', headers: a.headers });
    const bStill = await t.app.inject({ url: '/api/login/api/v1/who-am-i', headers: b.headers });
    expect(bStill.json().data.user_id).toBe(b.userId);
  });

  it('refuses an expired session (30-day absolute lifetime)', async () => {
    const user = await loginAs(t.app);
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const { token } = await createSession(t.app.db, user.userId, thirtyOneDaysAgo);
    const res = await t.app.inject({
      url: '/api/login/api/v1/who-am-i',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a forged or unknown token', async () => {
    const res = await t.app.inject({
      url: '/api/login/api/v1/who-am-i',
      cookies: { carsetu_session: 'x'.repeat(43) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers a known and an unknown phone identically (no account enumeration)', async () => {
    const known = await loginAs(t.app);
    const unknown = uniquePhone();
    const [a, b] = [await sendLoginOtp(t.app, known.phone), await sendLoginOtp(t.app, unknown)];
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    const [va, vb] = [
      await verifyLoginOtp(t.app, known.phone, wrongCode(await latestCode(t.app, known.phone))),
      await verifyLoginOtp(t.app, unknown, wrongCode(await latestCode(t.app, unknown))),
    ];
    expect([va.statusCode, va.json()]).toEqual([vb.statusCode, vb.json()]);
  });

  it('rejects invalid mobiles with the spec message and accepts only +91 numbers', async () => {
    for (const phone of ['5876543210', '98765', '9999999999', '+919876543210', '919876543210']) {
      const res = await sendLoginOtp(t.app, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.error_message).toBe('Invalid mobile number');
      expect(res.json().errors[0].error).toBe('Invalid mobile number');
    }
  });

  it('rejects an OTP that is not 4 digits', async () => {
    const res = await verifyLoginOtp(t.app, uniquePhone(), '12a4');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.error_message).toBe('OTP must be 4 digits');
  });

  it('never puts the code in an API answer', async () => {
    const phone = uniquePhone();
    const sent = await sendLoginOtp(t.app, phone);
    expect(sent.body).not.toContain(await latestCode(t.app, phone));
  });
});
