import { schema, eq } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcilePayments, REPLACED_ATTEMPT_WATCH_MS } from '../commerce';
import { completeSandboxCheckout } from '../commerce/test-support';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingExpiryJob } from './booking-expiry.job';
import { createCatalog, createListing, listingStatus } from './inventory.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = '/api/consumer/inventory/v1';
const gatewayIdOf = (checkoutUrl: string) => checkoutUrl.split('/').filter(Boolean).pop()!;

/** Reserves a new car and fails its token payment on the sandbox, as a payer would. */
async function reserveAndFail(buyer: LoggedInUser) {
  const car = await createListing(t.app.db, await createCatalog(t.app.db));
  const reserved = await t.app.inject({
    method: 'POST',
    url: `${api}/listings/${car.id}/bookings`,
    headers: { ...buyer.headers, 'idempotency-key': `reserve-${car.id}-key` },
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const firstGatewayId = gatewayIdOf(reserved.json().checkoutUrl);
  await completeSandboxCheckout(t.app, firstGatewayId, 'failure');
  return {
    car,
    bookingId: reserved.json().data.id as string,
    orderNumber: reserved.json().data.paymentReference as string,
    firstGatewayId,
  };
}

const retry = (user: LoggedInUser, orderNumber: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/consumer/api/v1/order/${orderNumber}/retry`,
    headers: { ...user.headers, 'idempotency-key': key },
  });
const getOrder = (user: LoggedInUser, orderNumber: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/consumer/api/v1/order/by-number/${orderNumber}`,
    headers: user.headers,
  });
const getBooking = (user: LoggedInUser, id: string) =>
  t.app.inject({ method: 'GET', url: `${api}/bookings/${id}`, headers: user.headers });

describe('retrying a failed token payment', () => {
  it('shows the failure on order and booking alike, retries once per key, and pays once', async () => {
    const buyer = await loginAs(t.app);
    const { car, bookingId, orderNumber, firstGatewayId } = await reserveAndFail(buyer);

    const failedOrder = (await getOrder(buyer, orderNumber)).json();
    const failedBooking = (await getBooking(buyer, bookingId)).json().data;
    expect(failedOrder).toMatchObject({
      status: 'PAYMENT_FAILED',
      purchaseStatus: 'payment-failed',
      statusLabel: 'Payment failed',
      canRetryPayment: true,
    });
    expect(failedBooking).toMatchObject({
      purchaseStatus: 'payment-failed',
      canRetryPayment: true,
      nextSteps: [],
    });
    // The car stays held for the buyer while they may still retry.
    expect(await listingStatus(t.app.db, car.id)).toBe('reserved');

    const first = await retry(buyer, orderNumber, 'retry-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ orderNumber, status: 'PAYMENT_PENDING' });
    const secondGatewayId = first.json().payment.gatewayOrderId;
    expect(secondGatewayId).not.toBe(firstGatewayId);

    // A double click (same key) and a second tab (new key) both get the open attempt.
    const again = await retry(buyer, orderNumber, 'retry-key-0001');
    const otherTab = await retry(buyer, orderNumber, 'retry-key-0002');
    expect(again.json().payment.gatewayOrderId).toBe(secondGatewayId);
    expect(otherTab.json().payment.gatewayOrderId).toBe(secondGatewayId);

    // A late failure of the replaced attempt does not fail the open one.
    await completeSandboxCheckout(t.app, firstGatewayId, 'failure');
    expect((await getOrder(buyer, orderNumber)).json().status).toBe('PAYMENT_PENDING');

    await completeSandboxCheckout(t.app, secondGatewayId, 'success');
    const paid = (await getOrder(buyer, orderNumber)).json();
    const booking = (await getBooking(buyer, bookingId)).json().data;
    expect(paid).toMatchObject({
      status: 'PAID',
      purchaseStatus: 'reserved',
      canRetryPayment: false,
    });
    expect(booking).toMatchObject({ status: 'reserved', purchaseStatus: 'reserved' });
    expect(booking.nextSteps.map((step: { state: string }) => step.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    const paidRetry = await retry(buyer, orderNumber, 'retry-key-0003');
    expect(paidRetry.statusCode).toBe(409);
    expect(paidRetry.json().error.code).toBe('ORDER_ALREADY_PAID');

    // A capture that still arrives for the replaced attempt is given back: paid once only.
    await completeSandboxCheckout(t.app, firstGatewayId, 'success');
    const [order] = await t.app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    const payments = await t.app.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order!.id));
    expect(payments.filter((payment) => payment.status === 'captured')).toHaveLength(1);
    expect(payments.filter((payment) => payment.status === 'refunded')).toHaveLength(1);
  });

  it('gives back a capture on a replaced attempt whose callback never came (the reconciler asks)', async () => {
    const buyer = await loginAs(t.app);
    const { orderNumber, firstGatewayId } = await reserveAndFail(buyer);
    const secondGatewayId = (await retry(buyer, orderNumber, 'retry-late-0001')).json().payment
      .gatewayOrderId;
    await completeSandboxCheckout(t.app, secondGatewayId, 'success');
    // The payer also finished the first checkout in another tab; no callback, no webhook.
    await completeSandboxCheckout(t.app, firstGatewayId, 'success', false);
    const [order] = await t.app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    const paymentsOf = () =>
      t.app.db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
    expect((await paymentsOf()).filter((payment) => payment.status === 'refunded')).toHaveLength(0);

    const report = await reconcilePayments(t.app);
    expect(report.lateCapturesSettled).toBe(1);
    const payments = await paymentsOf();
    expect(payments.filter((payment) => payment.status === 'captured')).toHaveLength(1);
    expect(payments.filter((payment) => payment.status === 'refunded')).toHaveLength(1);
    // Asking again moves no money.
    expect((await reconcilePayments(t.app)).lateCapturesSettled).toBe(0);
    // After the watch window the replaced attempt is no longer asked about.
    const later = new Date(Date.now() + REPLACED_ATTEMPT_WATCH_MS + 60_000);
    expect((await reconcilePayments(t.app, later)).lateCapturesSettled).toBe(0);
    expect((await getOrder(buyer, orderNumber)).json().status).toBe('PAID');
  });

  it("answers 404 for another user's order and changes nothing", async () => {
    const buyer = await loginAs(t.app);
    const stranger = await loginAs(t.app);
    const { orderNumber } = await reserveAndFail(buyer);
    const response = await retry(stranger, orderNumber, 'stranger-key-01');
    expect(response.statusCode).toBe(404);
    expect((await getOrder(buyer, orderNumber)).json().status).toBe('PAYMENT_FAILED');
  });

  it('needs an Idempotency-Key', async () => {
    const buyer = await loginAs(t.app);
    const { orderNumber } = await reserveAndFail(buyer);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/consumer/api/v1/order/${orderNumber}/retry`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('an unpaid reservation past its hold', () => {
  it('is released by the job: the car is on sale again and every page says Expired', async () => {
    const buyer = await loginAs(t.app);
    const { car, bookingId, orderNumber } = await reserveAndFail(buyer);
    await t.app.db
      .update(schema.bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.bookings.id, bookingId));
    const changed = vi.spyOn(t.app.publicContent, 'changed');

    await bookingExpiryJob.run(t.app);

    expect(changed).toHaveBeenCalled();
    expect(await listingStatus(t.app.db, car.id)).toBe('available');
    const booking = (await getBooking(buyer, bookingId)).json().data;
    const order = (await getOrder(buyer, orderNumber)).json();
    expect(booking).toMatchObject({ purchaseStatus: 'expired', canRetryPayment: false });
    expect(order).toMatchObject({
      purchaseStatus: 'expired',
      statusLabel: 'Expired',
      canRetryPayment: false,
    });
    const late = await retry(buyer, orderNumber, 'late-retry-key1');
    expect(late.statusCode).toBe(409);
    expect(await listingStatus(t.app.db, car.id)).toBe('available');
    changed.mockRestore();
  });
});
