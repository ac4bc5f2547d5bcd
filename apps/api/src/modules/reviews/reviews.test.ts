import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, type LoggedInUser } from '../../test/login';
import {
  addChallansToCart,
  completeSandboxCheckout,
  insertChallan,
  placeChallanOrder,
} from '../commerce/test-support';
import { grantRole } from '../identity';
import { createCatalog, createListing } from '../inventory/inventory.fixtures';
import { schema } from '@carsetu/db';
import { REVIEWS_PER_USER_PER_DAY } from '@carsetu/contracts';
import { publicName } from './reviews.service';

const BASE = '/api/vehicle/customer-reviews';
const GOOD_TEXT = 'Paid two challans in a minute, receipt came at once. Very easy.';

async function paidChallanOrder(t: TestApp, user: LoggedInUser) {
  const challan = await insertChallan(t.app);
  await addChallansToCart(t.app, user, [challan.challanNumber]);
  const order = (await placeChallanOrder(t.app, user)).json();
  await completeSandboxCheckout(t.app, order.payment.gatewayOrderId, 'success');
  return order.orderNumber as string;
}

describe('customer reviews: one per completed transaction, published after moderation', () => {
  let t: TestApp;
  let driver: LoggedInUser;
  let admin: LoggedInUser;
  let orderNumber: string;
  beforeAll(async () => {
    t = await createTestApp();
    driver = await loginAs(t.app, undefined, 'Meera Joshi');
    admin = await loginAs(t.app, undefined, 'Asha Admin');
    await grantRole(t.app.db, { phone: admin.phone, role: 'admin' }, null);
    orderNumber = await paidChallanOrder(t, driver);
  });
  afterAll(() => t.close());

  const create = (user: LoggedInUser | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/create`,
      headers: user?.headers ?? {},
      payload,
    });

  it('needs the private auth header and a completed transaction of one’s own', async () => {
    const review = {
      transactionKind: 'challan_order',
      transactionRef: orderNumber,
      rating: 5,
      body: GOOD_TEXT,
    };
    expect((await create(null, review)).statusCode).toBe(401);
    const stranger = await loginAs(t.app);
    const notMine = await create(stranger, review);
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().error.message).toBe(
      'You can review a transaction once it is complete: a paid challan order, a car you reserved or a car you sold.',
    );
    const reviewable = await t.app.inject({
      method: 'GET',
      url: `${BASE}/reviewable`,
      headers: driver.headers,
    });
    expect(reviewable.json().data).toEqual([
      expect.objectContaining({ kind: 'challan_order', ref: orderNumber }),
    ]);
  });

  it('refuses a bad rating or text with clear messages', async () => {
    const base = { transactionKind: 'challan_order', transactionRef: orderNumber };
    const zero = await create(driver, { ...base, rating: 0, body: GOOD_TEXT });
    expect(zero.json().error.fields.rating).toBe('Pick a rating from 1 to 5 stars');
    const short = await create(driver, { ...base, rating: 4, body: 'Good' });
    expect(short.json().error.fields.body).toBe('Tell us a little more (at least 20 characters)');
    const long = await create(driver, { ...base, rating: 4, body: 'x'.repeat(1001) });
    expect(long.json().error.fields.body).toBe('Keep your review under 1000 characters');
  });

  it('holds a review for moderation, publishes it once approved, and takes one per transaction', async () => {
    const review = {
      transactionKind: 'challan_order',
      transactionRef: orderNumber,
      rating: 4,
      body: GOOD_TEXT,
    };
    const created = await create(driver, review);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.message).toBe(
      'Thanks! Your review will appear once our team has checked it.',
    );
    expect((await create(driver, review)).json().error.message).toBe(
      'You have already reviewed this. Thank you!',
    );
    let list = (await t.app.inject({ method: 'GET', url: BASE })).json();
    expect(list.summary).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });

    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/moderation`, headers: driver.headers }))
        .statusCode,
    ).toBe(403);
    const queue = await t.app.inject({
      method: 'GET',
      url: `${BASE}/moderation`,
      headers: admin.headers,
    });
    const pending = queue.json().data[0];
    expect(pending).toMatchObject({ status: 'pending', body: GOOD_TEXT, author: 'Meera J.' });
    const noReason = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${pending.id}/moderate`,
      headers: admin.headers,
      payload: { decision: 'reject' },
    });
    expect(noReason.json().error.fields.reason).toBe('Say why the review is rejected');
    const approved = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${pending.id}/moderate`,
      headers: admin.headers,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);

    list = (await t.app.inject({ method: 'GET', url: `${BASE}?page=1&size=5` })).json();
    expect(list.summary).toEqual({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });
    expect(list.data[0]).toMatchObject({ author: 'Meera J.', rating: 4, body: GOOD_TEXT });
    expect(JSON.stringify(list)).not.toContain(driver.phone);
    const tooBig = await t.app.inject({ method: 'GET', url: `${BASE}?size=51` });
    expect(tooBig.json().error.message).toBe('size must be at most 50');
  });

  it('lets a buyer review the car they reserved (token paid), and only their own', async () => {
    const buyer = await loginAs(t.app, undefined, 'Ravi Buyer');
    const stranger = await loginAs(t.app);
    const catalog = await createCatalog(t.app.db);
    const listing = await createListing(t.app.db, catalog);
    const [booking] = await t.app.db
      .insert(schema.bookings)
      .values({
        userId: buyer.userId,
        listingId: listing.id,
        tokenAmountPaise: 5_000_00,
        status: 'reserved',
        idempotencyKey: 'review-booking',
        holdExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const reviewable = await t.app.inject({ url: `${BASE}/reviewable`, headers: buyer.headers });
    expect(reviewable.json().data).toEqual([
      expect.objectContaining({
        kind: 'car_booking',
        ref: booking!.id,
        label: expect.stringMatching(/^Reserved your /),
      }),
    ]);
    const review = {
      transactionKind: 'car_booking',
      transactionRef: booking!.id,
      rating: 5,
      body: GOOD_TEXT,
    };
    expect((await create(stranger, review)).statusCode).toBe(409);
    expect((await create(buyer, review)).statusCode).toBe(201);
  });

  it(`takes at most ${REVIEWS_PER_USER_PER_DAY} reviews from one user a day (abuse limit)`, async () => {
    const busy = await loginAs(t.app, undefined, 'Busy Reviewer');
    const orders: string[] = [];
    for (let i = 0; i <= REVIEWS_PER_USER_PER_DAY; i++)
      orders.push(await paidChallanOrder(t, busy));
    for (const ref of orders.slice(0, REVIEWS_PER_USER_PER_DAY)) {
      const ok = await create(busy, {
        transactionKind: 'challan_order',
        transactionRef: ref,
        rating: 5,
        body: GOOD_TEXT,
      });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await create(busy, {
      transactionKind: 'challan_order',
      transactionRef: orders[REVIEWS_PER_USER_PER_DAY]!,
      rating: 5,
      body: GOOD_TEXT,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'You can write up to 5 reviews a day. Please come back tomorrow.',
    );
  });

  it('names authors by first name and initial only', () => {
    expect(publicName('Meera Joshi')).toBe('Meera J.');
    expect(publicName('  Ravi  ')).toBe('Ravi');
    expect(publicName(null)).toBe('CarSetu customer');
  });
});
