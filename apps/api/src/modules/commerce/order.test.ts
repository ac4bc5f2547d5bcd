import { randomUUID } from 'node:crypto';
import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login';
import { addChallansToCart, insertChallan, placeChallanOrder } from './test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('POST order?consent=true', () => {
  it('creates one pending order from the cart with the price breakup and a checkout link', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const [a, b] = [
      await insertChallan(app, { finePaise: 50_000 }),
      await insertChallan(app, { finePaise: 100_000 }),
    ];
    await addChallansToCart(app, user, [a.challanNumber, b.challanNumber]);
    const response = await placeChallanOrder(app, user);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(order.orderNumber).toMatch(/^CS[0-9]{12}$/);
    expect(order.priceBreakup).toMatchObject({
      itemsTotalPaise: 150_000,
      convenienceFeePaise: 5_000,
      gstPaise: 900,
      totalPaise: 155_900,
    });
    expect(order.payment.checkoutUrl).toBe(
      `/sandbox-gateway/checkout/${order.payment.gatewayOrderId}`,
    );
    const [stored] = await app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, order.orderNumber));
    expect(stored).toMatchObject({
      source: 'web',
      deviceType: 'desktop',
      gaId: 'GA1.1.123.456',
      isWebView: false,
      consent: true,
    });
  });

  it('needs consent, an idempotency key and, for challans, the source header and device fields', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const noConsent = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order',
      headers: { ...user.headers, 'idempotency-key': randomUUID(), source: 'web' },
      payload: { productType: 'challan', deviceType: 'desktop', isWebView: false },
    });
    expect(noConsent.statusCode).toBe(400);
    const noKey = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order?consent=true',
      headers: { ...user.headers, source: 'web' },
      payload: { productType: 'challan', deviceType: 'desktop', isWebView: false },
    });
    expect(noKey.json().error.message).toBe('The Idempotency-Key header is required');
    const noSource = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order?consent=true',
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
      payload: { productType: 'challan', deviceType: 'desktop', isWebView: false },
    });
    expect(noSource.json().error.fields.source).toBe('The source header must be web or m-web');
    const badSource = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order?consent=true',
      headers: { ...user.headers, 'idempotency-key': randomUUID(), source: 'ios' },
      payload: { productType: 'challan', deviceType: 'desktop', isWebView: false },
    });
    expect(badSource.statusCode).toBe(400);
  });

  it('answers an empty cart clearly', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const response = await placeChallanOrder(app, user);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('CART_EMPTY');
  });

  it('turns 20 concurrent identical checkouts into one order', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const challan = await insertChallan(app);
    await addChallansToCart(app, user, [challan.challanNumber]);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeChallanOrder(app, user, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = new Set(responses.map((response) => response.json().orderNumber));
    expect(numbers.size).toBe(1);
    const orders = await app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, user.userId));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.gatewayOrderId).toBe(responses[0]!.json().payment.gatewayOrderId);
  });

  it('refuses the same key for a different request', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const [a, b] = [await insertChallan(app), await insertChallan(app)];
    await addChallansToCart(app, user, [a.challanNumber, b.challanNumber]);
    const key = randomUUID();
    const first = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order?consent=true',
      headers: { ...user.headers, 'idempotency-key': key, source: 'web' },
      payload: {
        productType: 'challan',
        productUniqueIdentifiers: [a.challanNumber],
        deviceType: 'desktop',
        isWebView: false,
      },
    });
    expect(first.statusCode).toBe(201);
    const second = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order?consent=true',
      headers: { ...user.headers, 'idempotency-key': key, source: 'web' },
      payload: {
        productType: 'challan',
        productUniqueIdentifiers: [b.challanNumber],
        deviceType: 'desktop',
        isWebView: false,
      },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("an open challan order does not block another user's order (decision 0266)", async () => {
    const { app } = testApp;
    const [first, second] = [await loginAs(app), await loginAs(app)];
    const challan = await insertChallan(app);
    await addChallansToCart(app, first, [challan.challanNumber]);
    await addChallansToCart(app, second, [challan.challanNumber]);
    const responses = await Promise.all([
      placeChallanOrder(app, first),
      placeChallanOrder(app, second),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
  });

  it("replaces the same user's unpaid order when they start again", async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const challan = await insertChallan(app);
    await addChallansToCart(app, user, [challan.challanNumber]);
    const first = (await placeChallanOrder(app, user)).json();
    const second = await placeChallanOrder(app, user);
    expect(second.statusCode).toBe(201);
    const old = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/by-number/${first.orderNumber}`,
      headers: user.headers,
    });
    expect(old.json().status).toBe('CANCELLED');
  });
});

describe('reading orders', () => {
  it('shows an order to its owner only, by number, list, search and details', async () => {
    const { app } = testApp;
    const owner = await loginAs(app);
    const stranger = await loginAs(app);
    const challan = await insertChallan(app);
    await addChallansToCart(app, owner, [challan.challanNumber]);
    const order = (await placeChallanOrder(app, owner)).json();

    const byNumber = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/by-number/${order.orderNumber}`,
      headers: owner.headers,
    });
    expect(byNumber.json().items[0].productUniqueIdentifier).toBe(challan.challanNumber);
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/by-number/${order.orderNumber}`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    const hiddenDetails = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order/search/order-details',
      headers: stranger.headers,
      payload: { orderNumber: order.orderNumber },
    });
    expect(hiddenDetails.statusCode).toBe(404);
    const details = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order/search/order-details',
      headers: owner.headers,
      payload: { orderNumber: order.orderNumber },
    });
    expect(details.json().orderNumber).toBe(order.orderNumber);

    const list = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v3/order/order-list',
      headers: owner.headers,
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1 });
    const strangersList = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v3/order/order-list',
      headers: stranger.headers,
    });
    expect(strangersList.json().orders).toEqual([]);

    const pending = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order/search/order-list',
      headers: owner.headers,
      payload: { filterCriteria: { status: ['PAYMENT_PENDING'], productType: ['challan'] } },
    });
    expect(pending.json().total).toBe(1);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order/search/order-list',
      headers: owner.headers,
      payload: { filterCriteria: { status: ['PAID'] } },
    });
    expect(paid.json().total).toBe(0);
    const badFilter = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/order/search/order-list',
      headers: owner.headers,
      payload: { filterCriteria: { status: ['SHIPPED'] } },
    });
    expect(badFilter.statusCode).toBe(400);
  });
});
