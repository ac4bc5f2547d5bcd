import { schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeClock } from '../identity/identity.test-helpers';
import { createCatalog, createListing } from '../inventory/inventory.fixtures';

const API = '/api/consumer/api/v1';

describe('referral tracking', () => {
  const clock = fakeClock('2026-11-25T06:00:00.000Z');
  let t: TestApp;
  let referrer: LoggedInUser;
  let friend: LoggedInUser;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    referrer = await loginAs(t.app);
    friend = await loginAs(t.app);
  });
  afterAll(() => t.close());

  const me = (user: LoggedInUser) =>
    t.app.inject({ url: `${API}/referral/me`, headers: user.headers });
  const track = (payload: object, user?: LoggedInUser) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/referral/track`,
      payload,
      headers: user?.headers ?? {},
    });

  it('gives each user one stable code and a link to share', async () => {
    const first = (await me(referrer)).json();
    expect(first.code).toMatch(/^CS[A-HJ-NP-Z2-9]{6}$/);
    expect(first.sharePath).toBe(`/?ref=${first.code}`);
    expect(first.visits).toBe(0);
    expect((await me(referrer)).json().code).toBe(first.code);
    expect((await me(friend)).json().code).not.toBe(first.code);
    expect((await t.app.inject({ url: `${API}/referral/me` })).statusCode).toBe(401);
  });

  it('counts a device once a day, never the owner, and ignores case in the code', async () => {
    const { code } = (await me(referrer)).json();
    const visit = {
      code: code.toLowerCase(),
      landingPath: '/buy-used-cars/',
      deviceId: 'device-aaaa-1',
    };
    expect((await track(visit)).json()).toEqual({ counted: true });
    expect((await track(visit)).json()).toEqual({ counted: false });
    expect((await track({ ...visit, deviceId: 'device-bbbb-2' }, friend)).json()).toEqual({
      counted: true,
    });
    expect((await track({ ...visit, deviceId: 'device-cccc-3' }, referrer)).json()).toEqual({
      counted: false,
    });
    clock.advanceSeconds(24 * 3600);
    expect((await track(visit)).json()).toEqual({ counted: true });
    expect((await me(referrer)).json().visits).toBe(3);
  });

  it('refuses unknown codes and bad input, counting nothing', async () => {
    const { code } = (await me(referrer)).json();
    const before = (await me(referrer)).json().visits;
    const unknown = await track({ code: 'CSZZZZZZ', landingPath: '/', deviceId: 'device-dddd-4' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Unknown referral code');
    const offsite = await track({ code, landingPath: '//evil.example', deviceId: 'device-dddd-4' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().error.message).toContain('landingPath must be a path of this site');
    expect(
      (await track({ code: '<b>', landingPath: '/', deviceId: 'device-dddd-4' })).statusCode,
    ).toBe(400);
    expect((await track({ code, landingPath: '/', deviceId: 'x' })).statusCode).toBe(400);
    expect((await me(referrer)).json().visits).toBe(before);
  });
});

describe('music-partner redirect link', () => {
  let t: TestApp;
  let buyer: LoggedInUser;
  let browser: LoggedInUser;
  beforeAll(async () => {
    t = await createTestApp({ allowSandboxProviders: true });
    buyer = await loginAs(t.app);
    browser = await loginAs(t.app);
    const catalog = await createCatalog(t.app.db);
    const listing = await createListing(t.app.db, catalog);
    await t.app.db.insert(schema.bookings).values({
      userId: buyer.userId,
      listingId: listing.id,
      tokenAmountPaise: 5_000_00,
      status: 'reserved',
      idempotencyKey: 'music-test-booking',
      holdExpiresAt: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(() => t.close());

  const link = (user: LoggedInUser) =>
    t.app.inject({ url: `${API}/partner/music/redirect-link`, headers: user.headers });

  it('gives a buyer with a reserved car one voucher, the same every time, and the sandbox partner redeems it', async () => {
    const first = await link(buyer);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.voucherCode).toMatch(/^CSM-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(body.url).toBe(
      `/api/sandbox-partner/v1/music/redeem?voucher=${body.voucherCode}&utm_source=carsetu`,
    );
    expect((await link(buyer)).json().voucherCode).toBe(body.voucherCode);
    const page = await t.app.inject({ url: body.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(body.voucherCode);
    const forged = await t.app.inject({
      url: '/api/sandbox-partner/v1/music/redeem?voucher=%3Cscript%3E',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a user without a reserved car, with what to do', async () => {
    const refused = await link(browser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'The music offer comes with a car reserved on CarSetu. Reserve a car to get it.',
    );
    expect((await t.app.inject({ url: `${API}/partner/music/redirect-link` })).statusCode).toBe(
      401,
    );
  });
});
