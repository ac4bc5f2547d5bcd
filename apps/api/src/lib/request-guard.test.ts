import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, sendLoginOtp } from '../modules/identity/identity.test-helpers';
import { loginAs, uniquePhone } from '../test/login';
import { createTestApp, type TestApp } from '../test/test-app';

describe('open redirect after login (issue 11, item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function accessToken(redirectUrl: string) {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/otp/verify',
      payload: {
        phone_number: phone,
        otp: await latestCode(t.app, phone),
        redirect_url: redirectUrl,
      },
    });
    expect(verified.statusCode).toBe(200);
    return verified.json().data as {
      login_url: string;
      'access-token': string;
      redirect_url: string;
    };
  }

  it.each([
    ['a tab inside //', '/\t/evil.example'],
    ['a newline', '/wishlist\nSet-Cookie: x=1'],
    ['a backslash', '/\\evil.example'],
    ['a carriage return inside //', '/\r/evil.example'],
  ])('%s in redirect_url sends the visitor home', async (_label, target) => {
    const data = await accessToken(target);
    expect(data.redirect_url).toBe('/');
    const followed = await t.app.inject({ url: data.login_url });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/');
  });

  it('the issue’s link (%2F%09%2Fevil.example) never redirects off-site', async () => {
    const { 'access-token': token } = await accessToken('/');
    const response = await t.app.inject({
      url: `/api/login/api/v1/login?access-token=${token}&redirect_url=%2F%09%2Fevil.example`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('a JSON login with a tab trick answers redirect_url "/"', async () => {
    const { 'access-token': token } = await accessToken('/');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/login',
      payload: { 'access-token': token, redirect_url: '/\t/evil.example' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.redirect_url).toBe('/');
  });

  it('a path on this site is kept', async () => {
    const data = await accessToken('/buy-used-cars/?sort=price#top');
    expect(data.redirect_url).toBe('/buy-used-cars/?sort=price#top');
  });
});

describe('cross-site request forgery (issue 11, item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'https://www.carsetu.in' });
  });
  afterAll(() => t.close());

  const whoAmI = (cookie: string) =>
    t.app.inject({ url: '/api/login/api/v1/who-am-i', headers: { cookie } });

  it('a cross-site logout (foreign Origin) is refused and the session survives', async () => {
    const user = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['a look-alike origin', { origin: 'https://www.carsetu.in.evil.example' }],
  ])('%s is refused on POST, PUT and DELETE', async (_label, headers) => {
    const user = await loginAs(t.app);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/login/api/v1/logout',
        headers: { cookie: user.cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
  });

  it.each([
    ['the public origin', { origin: 'https://www.carsetu.in', 'sec-fetch-site': 'same-origin' }],
    ['the Host it was asked on', { origin: 'http://localhost:80' }],
    ['no Origin (server-to-server, in-process page calls)', {}],
  ])('same-origin logout from %s is obeyed', async (_label, headers) => {
    const user = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/logout',
      headers: { cookie: user.cookie, host: 'localhost:80', ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
  });

  it('a cross-site GET still works (links from other sites)', async () => {
    const response = await t.app.inject({
      url: '/api/vehicle/v1/cities',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('JSON endpoints take only JSON: a text/plain body (a form can send one) gets 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/otp/send',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ phone_number: uniquePhone() }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(/media type/i);
  });
});
