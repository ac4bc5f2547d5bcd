import { and, eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGatewayFor } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, type LoggedInUser } from '../../test/login';
import type { App } from '../../app';
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

async function pendingOrder(app: App, user: LoggedInUser) {
  const challan = await insertChallan(app);
  await addChallansToCart(app, user, [challan.challanNumber]);
  const order = (await placeChallanOrder(app, user)).json();
  return { challan, order, gatewayOrderId: order.payment.gatewayOrderId as string };
}

const verify = (app: App, user: LoggedInUser, payload: object | null) =>
  app.inject({
    method: 'POST',
    url: '/api/consumer/api/v1/payment/verify',
    headers: user.headers,
    payload: payload ?? {},
  });

const cartOf = async (app: App, user: LoggedInUser) =>
  (
    await app.inject({ method: 'GET', url: '/api/consumer/api/v1/cart', headers: user.headers })
  ).json();

const paidTransitions = async (app: App, orderNumber: string) => {
  const [order] = await app.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.orderNumber, orderNumber));
  return app.db
    .select()
    .from(schema.orderStatusHistory)
    .where(
      and(
        eq(schema.orderStatusHistory.orderId, order!.id),
        eq(schema.orderStatusHistory.toStatus, 'PAID'),
      ),
    );
};

describe('paying an order', () => {
  it('a successful checkout marks the order paid, empties the paid items from the cart and offers a receipt', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const { order, gatewayOrderId, challan } = await pendingOrder(app, user);
    const { callback } = await completeSandboxCheckout(app, gatewayOrderId, 'success');
    expect(callback.kind).toBe('success');
    const verified = await verify(app, user, callback.kind === 'success' ? callback.result : null);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      status: 'PAID',
      receiptAvailable: true,
      payment: null,
    });
    expect((await cartOf(app, user)).items).toEqual([]);

    const receipt = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/${order.orderNumber}/receipt`,
      headers: user.headers,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await loginAs(app);
    const strangersReceipt = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/${order.orderNumber}/receipt`,
      headers: stranger.headers,
    });
    expect(strangersReceipt.statusCode).toBe(404);

    const lookup = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/${challan.registrationNumber}/challans`,
    });
    expect(lookup.statusCode).toBe(200);
    const again = await addChallansToCart(app, user, [challan.challanNumber]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('Already paid');
  });

  it('a failed payment leaves the cart intact and gives no receipt', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const { order, gatewayOrderId, challan } = await pendingOrder(app, user);
    const { callback } = await completeSandboxCheckout(app, gatewayOrderId, 'failure');
    expect(callback.kind).toBe('failure');
    const verified = await verify(app, user, callback);
    expect(verified.json()).toMatchObject({
      status: 'PAYMENT_FAILED',
      failureReason: 'Payment declined by the sandbox bank',
    });
    expect(
      (await cartOf(app, user)).items.map(
        (item: { productUniqueIdentifier: string }) => item.productUniqueIdentifier,
      ),
    ).toEqual([challan.challanNumber]);
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/${order.orderNumber}/receipt`,
      headers: user.headers,
    });
    expect(receipt.statusCode).toBe(409);
    const retry = await placeChallanOrder(app, user);
    expect(retry.statusCode).toBe(201);
  });

  it('rejects a tampered checkout signature and changes nothing', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const { order, gatewayOrderId } = await pendingOrder(app, user);
    const { callback } = await completeSandboxCheckout(app, gatewayOrderId, 'success', false);
    if (callback.kind !== 'success') throw new Error('expected a success callback');
    const tampered = {
      ...callback.result,
      razorpay_signature: callback.result.razorpay_signature!.replace(/^./, (c) =>
        c === 'a' ? 'b' : 'a',
      ),
    };
    const response = await verify(app, user, tampered);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    const unchanged = await app.inject({
      method: 'GET',
      url: `/api/consumer/api/v1/order/by-number/${order.orderNumber}`,
      headers: user.headers,
    });
    expect(unchanged.json().status).toBe('PAYMENT_PENDING');
  });

  it("cannot settle another user's order through the callback", async () => {
    const { app } = testApp;
    const owner = await loginAs(app);
    const stranger = await loginAs(app);
    const { gatewayOrderId } = await pendingOrder(app, owner);
    const { callback } = await completeSandboxCheckout(app, gatewayOrderId, 'success', false);
    const response = await verify(
      app,
      stranger,
      callback.kind === 'success' ? callback.result : null,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  it('rejects a tampered webhook signature', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const { gatewayOrderId, order } = await pendingOrder(app, user);
    const sandbox = sandboxGatewayFor(app);
    const webhook = sandbox.signWebhook('payment.captured', {
      id: 'pay_forged0000001',
      gatewayOrderId,
      status: 'captured',
      amountPaise: order.priceBreakup.totalPaise,
      method: 'upi',
      errorDescription: null,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json', ...webhook.headers },
      // Same signature, body changed by one character.
      payload: webhook.rawBody.replace('"captured"', '"captured" '),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    expect(await paidTransitions(app, order.orderNumber)).toHaveLength(0);
  });

  it('replayed 3 times out of order, changes the order once', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const { gatewayOrderId, order } = await pendingOrder(app, user);
    const sandbox = sandboxGatewayFor(app);
    const { payment } = (await sandbox.completeCheckout(gatewayOrderId, 'success', 'card'))!;
    const captured = sandbox.signWebhook('payment.captured', payment);
    const orderPaid = sandbox.signWebhook('order.paid', payment);
    const authorized = sandbox.signWebhook('payment.authorized', {
      ...payment,
      status: 'authorized',
    });
    const deliveries = [
      orderPaid,
      captured,
      authorized,
      captured,
      orderPaid,
      authorized,
      orderPaid,
      authorized,
      captured,
    ];
    const statuses = [];
    for (const webhook of deliveries) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/consumer/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json', ...webhook.headers },
        payload: webhook.rawBody,
      });
      expect(response.statusCode).toBe(200);
      statuses.push(response.json().status);
    }
    expect(statuses.filter((status) => status === 'processed')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(6);
    expect(await paidTransitions(app, order.orderNumber)).toHaveLength(1);
    const payments = await app.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.gatewayPaymentId, payment.id));
    expect(payments).toHaveLength(1);
  });
});

describe('a challan is paid at most once', () => {
  it('two captures for the same challan: the second order is refunded', async () => {
    const { app } = testApp;
    const [first, second] = [await loginAs(app), await loginAs(app)];
    const challan = await insertChallan(app);
    await addChallansToCart(app, first, [challan.challanNumber]);
    const firstOrder = (await placeChallanOrder(app, first)).json();
    // The first order expires (items released) before its payment lands, so the second is allowed.
    const [firstRow] = await app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, firstOrder.orderNumber));
    await app.db
      .update(schema.orderItems)
      .set({ isActive: false })
      .where(eq(schema.orderItems.orderId, firstRow!.id));
    await addChallansToCart(app, second, [challan.challanNumber]);
    const secondOrder = (await placeChallanOrder(app, second)).json();
    const sandbox = sandboxGatewayFor(app);
    const [a, b] = await Promise.all([
      completeSandboxCheckout(app, firstOrder.payment.gatewayOrderId, 'success'),
      completeSandboxCheckout(app, secondOrder.payment.gatewayOrderId, 'success'),
    ]);
    expect([a.callback.kind, b.callback.kind]).toEqual(['success', 'success']);
    const settled = await app.db
      .select()
      .from(schema.settledProducts)
      .where(eq(schema.settledProducts.productUniqueIdentifier, challan.challanNumber));
    expect(settled).toHaveLength(1);
    const orders = await app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.productType, 'challan'));
    const statuses = orders
      .filter((order) =>
        [firstOrder.orderNumber, secondOrder.orderNumber].includes(order.orderNumber),
      )
      .map((order) => order.status)
      .sort();
    expect(statuses).toEqual(['PAID', 'REFUNDED']);
    const refunded = orders.find((order) => order.status === 'REFUNDED')!;
    const refundedPayments = await sandbox.fetchOrderPayments(refunded.gatewayOrderId!);
    expect(refundedPayments.map((payment) => payment.status)).toEqual(['refunded']);
  });
});
