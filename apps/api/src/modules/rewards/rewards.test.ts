import { randomUUID } from 'node:crypto';
import { REWARDS_HEADERS, SPINS_PER_IST_DAY, SPIN_TRIGGERS_PER_HOUR } from '@carsetu/contracts';
import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, type LoggedInUser } from '../../test/login';
import {
  addChallansToCart,
  completeSandboxCheckout,
  insertChallan,
  placeChallanOrder,
} from '../commerce/test-support';
import { createCatalog, createListing } from '../inventory/inventory.fixtures';
import { auditTrail, discountFor, istDay, pickPrize } from './rewards.service';

const BASE = '/api/rewards';
const H = { ...REWARDS_HEADERS };
let counter = 0;

describe('rewards service: headers, coupons, spin wheel, redemption', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    user?: LoggedInUser,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...H, ...(user?.headers ?? {}), ...extra },
      ...(payload ? { payload } : {}),
    });

  /** A coupon of this test's own (ids and codes unique per call). */
  async function insertCoupon(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const row = {
      id: `TEST-${counter}`,
      code: `TEST${counter}X`,
      type: 'COUPON',
      client: 'challan',
      discount_kind: 'flat',
      discount_value: 5000,
      max_discount_paise: null,
      min_order_paise: 0,
      valid_from: '2020-01-01T00:00:00Z',
      valid_until: '2099-01-01T00:00:00Z',
      per_user_limit: 1,
      total_limit: null,
      spin_only: false,
      ...overrides,
    };
    await t.app.db.execute(sql`
      insert into reward_coupons (id, code, type, client, title, description, how_to_use,
        discount_kind, discount_value, max_discount_paise, min_order_paise, valid_from, valid_until,
        per_user_limit, total_limit, spin_only)
      values (${row.id}, ${row.code}, ${row.type}, ${row.client}, ${'Test coupon ' + counter},
        'A test coupon', 'Apply it at checkout', ${row.discount_kind}, ${row.discount_value},
        ${row.max_discount_paise}, ${row.min_order_paise}, ${row.valid_from}, ${row.valid_until},
        ${row.per_user_limit}, ${row.total_limit}, ${row.spin_only})`);
    return row as typeof row & { id: string; code: string };
  }

  async function challanOrderWithCoupon(user: LoggedInUser, couponCode?: string) {
    const challan = await insertChallan(t.app, { finePaise: 100_000 });
    await addChallansToCart(t.app, user, [challan.challanNumber]);
    return t.app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order?consent=true',
      headers: { ...user.headers, 'idempotency-key': randomUUID(), source: 'web' },
      payload: { productType: 'challan', deviceType: 'desktop', isWebView: false, couponCode },
    });
  }

  const orderStatus = async (user: LoggedInUser, orderNumber: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/consumer/api/v1/order/by-number/${orderNumber}`,
        headers: user.headers,
      })
    ).json();

  it('refuses a call without the country or vehicle-type header with a clear 400', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${BASE}/v1/offers` });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Send the x-country header with the value IN');
    expect(none.json().error.fields).toHaveProperty('x-vehicle-type');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${BASE}/v1/offers`,
      headers: { 'x-country': 'IN', 'x-vehicle-type': 'BIKE' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Send the x-vehicle-type header with the value CAR');
    // Checked before login and body validation on every call.
    const spin = await t.app.inject({ method: 'POST', url: `${BASE}/v3/user/spin/trigger` });
    expect(spin.statusCode).toBe(400);
    expect(spin.json().error.code).toBe('BAD_REQUEST');
  });

  it('lists offers and client rewards, and answers a coupon’s FAQ', async () => {
    const offers = await inject('GET', '/v1/offers');
    expect(offers.statusCode).toBe(200);
    const offer = offers.json().data.find((row: { code: string }) => row.code === 'TOKEN500');
    expect(offer).toMatchObject({
      type: 'OFFER',
      client: 'car-booking',
      discountText: '₹ 500 off',
    });
    const challanCoupons = await inject('GET', '/v1/client-rewards/challan?type=COUPON');
    const codes = challanCoupons.json().data.map((row: { code: string }) => row.code);
    expect(codes).toContain('CHALLAN50');
    expect(codes).not.toContain('SPIN10'); // spin-only coupons are not listed
    expect((await inject('GET', '/v1/client-rewards/bikes?type=OFFER')).statusCode).toBe(400);
    const faq = await inject('GET', '/v1/coupon/CHALLAN-FLAT-50/faq');
    expect(faq.statusCode).toBe(200);
    expect(faq.json().data.faqs[0].question).toBe('Who can use this coupon?');
    expect((await inject('GET', '/v1/coupon/NO-SUCH/faq')).statusCode).toBe(404);
  });

  it('maps clients, and lets a user read only their own rewards', async () => {
    const user = await loginAs(t.app);
    const mapped = await inject('POST', '/v1/client-mapping', user, {
      clients: ['challan', 'challan'],
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().data.map((row: { client: string }) => row.client)).toEqual(['challan']);
    expect(
      (await inject('POST', '/v1/client-mapping', undefined, { clients: ['challan'] })).statusCode,
    ).toBe(401);

    const own = await inject('GET', `/v1/user-rewards?user-id=${user.userId}`, user);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({ userId: user.userId, rewards: [], spins: [] });
    const other = await loginAs(t.app);
    const stranger = await inject('GET', `/v1/user-rewards?user-id=${user.userId}`, other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe('You can only see your own rewards.');
    expect((await inject('GET', `/v1/user-rewards?user-id=${user.userId}`)).statusCode).toBe(401);
  });

  it('opts in to a coupon once, refuses expired and not-yet-valid ones, and keeps a total limit', async () => {
    const user = await loginAs(t.app);
    const coupon = await insertCoupon();
    const opted = await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    expect(opted.statusCode, opted.body).toBe(200);
    expect(opted.json().data).toMatchObject({ status: 'opted_in', source: 'opt_in' });
    const again = await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    expect(again.statusCode).toBe(409);
    const list = await inject('GET', '/v1/coupon/opt-in', user);
    expect(list.json().data.map((row: { coupon: { id: string } }) => row.coupon.id)).toEqual([
      coupon.id,
    ]);

    const expired = await insertCoupon({ valid_until: '2021-01-01T00:00:00Z' });
    const late = await inject('POST', '/v1/coupon/opt-in', user, { couponId: expired.id });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe('This coupon has expired.');
    const future = await insertCoupon({ valid_from: '2098-01-01T00:00:00Z' });
    expect(
      (await inject('POST', '/v1/coupon/opt-in', user, { couponId: future.id })).statusCode,
    ).toBe(422);
    const spinOnly = await insertCoupon({ spin_only: true });
    const refused = await inject('POST', '/v1/coupon/opt-in', user, { couponId: spinOnly.id });
    expect(refused.json().error.message).toBe('This coupon can only be won on the spin wheel.');
    expect((await inject('POST', '/v1/coupon/opt-in', user, { couponId: 'NOPE' })).statusCode).toBe(
      404,
    );
    expect(
      (await inject('POST', '/v1/coupon/opt-in', undefined, { couponId: coupon.id })).statusCode,
    ).toBe(401);
  });

  it('redeems a coupon exactly once on a paid challan order, with the discount on the server', async () => {
    const user = await loginAs(t.app);
    const coupon = await insertCoupon({ discount_value: 5000 });
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    const created = await challanOrderWithCoupon(user, coupon.code.toLowerCase());
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    const breakup = order.priceBreakup;
    expect(breakup.discountPaise).toBe(5000);
    expect(breakup.couponCode).toBe(coupon.code);
    expect(breakup.totalPaise).toBe(
      breakup.itemsTotalPaise + breakup.convenienceFeePaise + breakup.gstPaise - 5000,
    );

    await completeSandboxCheckout(t.app, order.payment.gatewayOrderId, 'success');
    expect((await orderStatus(user, order.orderNumber)).status).toBe('PAID');
    const rewards = (await inject('GET', `/v1/user-rewards?user-id=${user.userId}`, user)).json();
    expect(rewards.data.rewards[0]).toMatchObject({ status: 'redeemed' });
    // Per-user limit 1: used up.
    const reuse = await challanOrderWithCoupon(user, coupon.code);
    expect(reuse.statusCode).toBe(422);
    const optAgain = await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    expect(optAgain.json().error.message).toBe(
      'You have already used this coupon as many times as it allows.',
    );
    const trail = (await auditTrail(t.app.db, user.userId)).map((row) => row.action);
    expect(trail).toEqual(['issued', 'opted_in', 'reserved', 'redeemed']);
  });

  it('releases the coupon when the payment fails, so it can be used again', async () => {
    const user = await loginAs(t.app);
    const coupon = await insertCoupon();
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    const order = (await challanOrderWithCoupon(user, coupon.code)).json();
    await completeSandboxCheckout(t.app, order.payment.gatewayOrderId, 'failure');
    expect((await orderStatus(user, order.orderNumber)).status).toBe('PAYMENT_FAILED');
    const ready = (await inject('GET', '/v1/coupon/opt-in', user)).json().data;
    expect(ready.map((row: { status: string }) => row.status)).toEqual(['opted_in']);
    const retry = await placeChallanOrder(t.app, user);
    expect(retry.statusCode).toBe(201);
    const withCoupon = await challanOrderWithCoupon(user, coupon.code);
    expect(withCoupon.statusCode, withCoupon.body).toBe(201);
    const trail = await auditTrail(t.app.db, user.userId);
    expect(trail.map((row) => row.action)).toEqual([
      'issued',
      'opted_in',
      'reserved',
      'released',
      'reserved',
    ]);
    expect(trail[3]).toMatchObject({ actor: 'system', order_ref: order.orderNumber });
  });

  it('refuses a coupon not opted into, for another checkout, under its minimum or used up in total', async () => {
    const user = await loginAs(t.app);
    const coupon = await insertCoupon();
    const notOpted = await challanOrderWithCoupon(user, coupon.code);
    expect(notOpted.statusCode).toBe(422);
    expect(notOpted.json().error.fields.couponCode).toBe(
      'Opt in to this coupon on your Rewards page before applying it.',
    );
    expect((await challanOrderWithCoupon(user, 'NOSUCHCODE')).statusCode).toBe(422);

    const carOnly = await insertCoupon({ client: 'car-booking' });
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: carOnly.id });
    const wrong = await challanOrderWithCoupon(user, carOnly.code);
    expect(wrong.json().error.message).toBe('This coupon cannot be used for this payment.');

    const big = await insertCoupon({ min_order_paise: 10_000_000 });
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: big.id });
    expect((await challanOrderWithCoupon(user, big.code)).json().error.message).toContain(
      'at least ₹ 1,00,000',
    );

    const scarce = await insertCoupon({ total_limit: 1 });
    const first = await loginAs(t.app);
    const second = await loginAs(t.app);
    await inject('POST', '/v1/coupon/opt-in', first, { couponId: scarce.id });
    await inject('POST', '/v1/coupon/opt-in', second, { couponId: scarce.id });
    expect((await challanOrderWithCoupon(first, scarce.code)).statusCode).toBe(201);
    const late = await challanOrderWithCoupon(second, scarce.code);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(
      'This coupon has been fully claimed. Look out for the next one!',
    );
    const newcomer = await loginAs(t.app);
    expect(
      (await inject('POST', '/v1/coupon/opt-in', newcomer, { couponId: scarce.id })).statusCode,
    ).toBe(422);
  });

  it('refuses an opted-in reward after its own validity ends', async () => {
    const user = await loginAs(t.app);
    const coupon = await insertCoupon();
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    await t.app.db.execute(
      sql`update user_rewards set valid_until = now() - interval '1 day' where user_id = ${user.userId}`,
    );
    const order = await challanOrderWithCoupon(user, coupon.code);
    expect(order.statusCode).toBe(422);
    expect(order.json().error.message).toBe('This coupon has expired.');
    const rewards = (await inject('GET', `/v1/user-rewards?user-id=${user.userId}`, user)).json();
    expect(rewards.data.rewards[0].status).toBe('expired');
  });

  it('takes an opted-in coupon off the car reservation token and redeems it when paid', async () => {
    const user = await loginAs(t.app);
    const coupon = await insertCoupon({ client: 'car-booking', discount_value: 50_000 });
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: coupon.id });
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const reserved = await t.app.inject({
      method: 'POST',
      url: `/api/consumer/inventory/v1/listings/${car.id}/bookings?couponCode=${coupon.code}`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const orderNumber = reserved.json().data.paymentReference;
    const order = await orderStatus(user, orderNumber);
    expect(order.priceBreakup).toMatchObject({ discountPaise: 50_000, couponCode: coupon.code });
    expect(order.priceBreakup.totalPaise).toBe(order.priceBreakup.itemsTotalPaise - 50_000);
    await completeSandboxCheckout(t.app, order.payment.gatewayOrderId, 'success');
    expect((await orderStatus(user, orderNumber)).status).toBe('PAID');
    const trail = (await auditTrail(t.app.db, user.userId)).map((row) => row.action);
    expect(trail.slice(-2)).toEqual(['reserved', 'redeemed']);
  });

  it('lets go of the car hold when the reservation’s coupon cannot be used', async () => {
    const user = await loginAs(t.app);
    const challanOnly = await insertCoupon();
    await inject('POST', '/v1/coupon/opt-in', user, { couponId: challanOnly.id });
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const url = `/api/consumer/inventory/v1/listings/${car.id}/bookings`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${url}?couponCode=${challanOnly.code}`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('This coupon cannot be used for this payment.');
    const plain = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    expect(plain.statusCode, plain.body).toBe(201);
  });

  describe('the spin wheel', () => {
    let prizeCoupon: { id: string; code: string };
    beforeAll(async () => {
      prizeCoupon = await insertCoupon({ spin_only: true, per_user_limit: 5 });
      await t.app.db.execute(sql`update reward_spin_prizes set active = false`);
      await t.app.db.execute(sql`
        insert into reward_spin_prizes (id, label, coupon_id, weight, position) values
          ('test-win', 'Test prize', ${prizeCoupon.id}, 100, 1),
          ('test-none', 'Better luck next time', null, 0, 2)`);
    });

    const spin = (user: LoggedInUser | undefined, key: string = randomUUID()) =>
      inject('POST', '/v3/user/spin/trigger', user, undefined, { 'idempotency-key': key });

    it('draws from the weights table, issues the prize, and counts the IST day', async () => {
      const user = await loginAs(t.app);
      const state = await inject('GET', '/v1/user/spin/state', user);
      expect(state.json().data).toMatchObject({
        limitPerDay: SPINS_PER_IST_DAY,
        spinsLeftToday: SPINS_PER_IST_DAY,
        prizes: [
          { id: 'test-win', label: 'Test prize' },
          { id: 'test-none', label: 'Better luck next time' },
        ],
        lastSpin: null,
      });
      const won = await spin(user);
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json().data).toMatchObject({
        spin: { prizeId: 'test-win', won: true, couponCode: prizeCoupon.code },
        replayed: false,
        state: { spinsLeftToday: SPINS_PER_IST_DAY - 1 },
      });
      const rewards = (await inject('GET', `/v1/user-rewards?user-id=${user.userId}`, user)).json();
      expect(rewards.data.rewards[0]).toMatchObject({ source: 'spin', status: 'issued' });
      expect(rewards.data.spins[0].label).toBe('Test prize');
      // A prize the user already holds unused is left out: the next spin lands on no-luck.
      const next = await spin(user);
      expect(next.json().data.spin).toMatchObject({ prizeId: 'test-none', won: false });
      // Won coupons are opted in from the rewards page, then usable at checkout.
      const opted = await inject('POST', '/v1/coupon/opt-in', user, { couponId: prizeCoupon.id });
      expect(opted.json().data).toMatchObject({ status: 'opted_in', source: 'spin' });
      expect((await challanOrderWithCoupon(user, prizeCoupon.code)).statusCode).toBe(201);
    });

    it('answers a retried spin with the same prize and uses no extra spin', async () => {
      const user = await loginAs(t.app);
      const key = randomUUID();
      const first = (await spin(user, key)).json().data;
      const retried = (await spin(user, key)).json().data;
      expect(retried.replayed).toBe(true);
      expect(retried.spin).toEqual(first.spin);
      expect(retried.state.spinsLeftToday).toBe(SPINS_PER_IST_DAY - 1);
      const concurrent = await Promise.all([spin(user, 'same-key-1'), spin(user, 'same-key-1')]);
      expect(concurrent.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(concurrent[0]!.json().data.spin.id).toBe(concurrent[1]!.json().data.spin.id);
    });

    it('stops at the daily limit with a 429, needs a login and an Idempotency-Key', async () => {
      const user = await loginAs(t.app);
      for (let i = 0; i < SPINS_PER_IST_DAY; i++) expect((await spin(user)).statusCode).toBe(200);
      const over = await spin(user);
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toBe(
        `You have used all ${SPINS_PER_IST_DAY} spins for today. Come back tomorrow!`,
      );
      const state = (await inject('GET', '/v1/user/spin/state', user)).json().data;
      expect(state.spinsLeftToday).toBe(0);
      expect(state.resetsAt.endsWith('18:30:00.000Z')).toBe(true); // midnight IST
      expect((await spin(undefined)).statusCode).toBe(401);
      const noKey = await inject('POST', '/v3/user/spin/trigger', user);
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error.message).toBe(
        'Send an Idempotency-Key header (8 to 128 characters) with each spin',
      );
    });

    it('limits trigger calls per hour (abuse limit), retries included', async () => {
      const user = await loginAs(t.app);
      const key = randomUUID();
      let last = 0;
      for (let i = 0; i <= SPIN_TRIGGERS_PER_HOUR; i++) last = (await spin(user, key)).statusCode;
      expect(last).toBe(429);
    });
  });

  it('computes discounts, prize picks and IST days as a pure rule', () => {
    const percent = {
      discount_kind: 'percent' as const,
      discount_value: 10,
      max_discount_paise: 10_000,
    };
    expect(discountFor(percent, 50_000)).toBe(5_000);
    expect(discountFor(percent, 500_000)).toBe(10_000);
    expect(
      discountFor(
        { discount_kind: 'flat', discount_value: 5_000, max_discount_paise: null },
        3_000,
      ),
    ).toBe(2_900);
    const prizes = [
      { id: 'a', weight: 30 },
      { id: 'b', weight: 0 },
      { id: 'c', weight: 70 },
    ];
    expect(pickPrize(prizes, 0)?.id).toBe('a');
    expect(pickPrize(prizes, 29)?.id).toBe('a');
    expect(pickPrize(prizes, 30)?.id).toBe('c');
    expect(pickPrize(prizes, 100)).toBeNull();
    expect(istDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(istDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });
});
