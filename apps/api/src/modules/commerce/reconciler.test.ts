import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login';
import { ORDER_PAYMENT_WINDOW_MS, RECONCILE_AFTER_MS, reconcilePayments } from './reconciler';
import {
  addChallansToCart,
  completeSandboxCheckout,
  insertChallan,
  placeChallanOrder,
} from './test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const statusOf = async (orderNumber: string) =>
  (
    await testApp.app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber))
  )[0]!.status;

describe('payments reconciler', () => {
  it('settles a payment whose callback and webhooks never came', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const challan = await insertChallan(app);
    await addChallansToCart(app, user, [challan.challanNumber]);
    const order = (await placeChallanOrder(app, user)).json();
    await completeSandboxCheckout(app, order.payment.gatewayOrderId, 'success', false);
    expect(await statusOf(order.orderNumber)).toBe('PAYMENT_PENDING');

    const tooEarly = await reconcilePayments(app, new Date());
    expect(tooEarly.checked).toBe(0);
    const report = await reconcilePayments(app, new Date(Date.now() + RECONCILE_AFTER_MS + 1000));
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.orderNumber)).toBe('PAID');
    const cart = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/cart',
      headers: user.headers,
    });
    expect(cart.json().items).toEqual([]);
  });

  it('expires an abandoned order and frees its challans, keeping the cart', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const challan = await insertChallan(app);
    await addChallansToCart(app, user, [challan.challanNumber]);
    const order = (await placeChallanOrder(app, user)).json();
    await reconcilePayments(app, new Date(Date.now() + ORDER_PAYMENT_WINDOW_MS + 1000));
    expect(await statusOf(order.orderNumber)).toBe('CANCELLED');
    const other = await loginAs(app);
    await addChallansToCart(app, other, [challan.challanNumber]);
    expect((await placeChallanOrder(app, other)).statusCode).toBe(201);
    const cart = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/cart',
      headers: user.headers,
    });
    expect(cart.json().items).toHaveLength(1);
  });
});
