import { randomUUID } from 'node:crypto';
import { and, eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addChallansToCart, completeSandboxCheckout, insertChallan } from './test-support';

const CHECKOUT = '/api/consumer/api/v1/order/challan-checkout?consent=true';

describe('challan checkout in one call (cart, order and payment in one transaction)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkout = (
    user: LoggedInUser,
    challanNumbers: string[],
    key = randomUUID(),
    extra: object = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: CHECKOUT,
      headers: { ...user.headers, 'idempotency-key': key, source: 'm-web' },
      payload: { challanNumbers, deviceType: 'mobile', isWebView: false, ...extra },
    });
  const cartOf = async (user: LoggedInUser) =>
    (
      await t.app.db
        .select({ id: schema.cartItems.productUniqueIdentifier })
        .from(schema.cartItems)
        .where(
          and(
            eq(schema.cartItems.userId, user.userId),
            eq(schema.cartItems.productType, 'challan'),
          ),
        )
    )
      .map((row) => row.id)
      .sort();

  it('pays exactly the selection: the cart is replaced, one order with a payment', async () => {
    const user = await loginAs(t.app);
    const [a, b, c] = [
      await insertChallan(t.app),
      await insertChallan(t.app),
      await insertChallan(t.app),
    ];
    await addChallansToCart(t.app, user, [a.challanNumber, c.challanNumber]);
    const response = await checkout(user, [a.challanNumber, b.challanNumber]);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(
      order.items
        .map((item: { productUniqueIdentifier: string }) => item.productUniqueIdentifier)
        .sort(),
    ).toEqual([a.challanNumber, b.challanNumber].sort());
    expect(order.priceBreakup.itemsTotalPaise).toBe(200_000);
    expect(order.payment.checkoutUrl).toContain(order.payment.gatewayOrderId);
    expect(await cartOf(user)).toEqual([a.challanNumber, b.challanNumber].sort());
  });

  it('a retry with the same key returns the same order; the same key for another selection is refused', async () => {
    const user = await loginAs(t.app);
    const [a, b] = [await insertChallan(t.app), await insertChallan(t.app)];
    const key = randomUUID();
    const first = (await checkout(user, [a.challanNumber], key)).json();
    const again = await checkout(user, [a.challanNumber], key);
    expect(again.json().orderNumber).toBe(first.orderNumber);
    const other = await checkout(user, [b.challanNumber], key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(
      'This Idempotency-Key was used for a different request. Use a new key.',
    );
  });

  it('changes nothing when a selected challan was paid meanwhile (the cart included)', async () => {
    const payer = await loginAs(t.app);
    const user = await loginAs(t.app);
    const [a, b] = [await insertChallan(t.app), await insertChallan(t.app)];
    const paid = (await checkout(payer, [b.challanNumber])).json();
    await completeSandboxCheckout(t.app, paid.payment.gatewayOrderId, 'success');
    await addChallansToCart(t.app, user, [a.challanNumber]);
    const refused = await checkout(user, [a.challanNumber, b.challanNumber]);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await cartOf(user)).toEqual([a.challanNumber]);
    const orders = await t.app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, user.userId));
    expect(orders).toEqual([]);
  });

  it('refuses bad input with a clear message', async () => {
    const user = await loginAs(t.app);
    const empty = await checkout(user, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Select at least one pending challan to pay.');
    const noSource = await t.app.inject({
      method: 'POST',
      url: CHECKOUT,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
      payload: { challanNumbers: ['X1'], deviceType: 'mobile', isWebView: false },
    });
    expect(noSource.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: CHECKOUT,
      headers: { 'idempotency-key': randomUUID(), source: 'web' },
      payload: { challanNumbers: ['X1'], deviceType: 'mobile', isWebView: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
