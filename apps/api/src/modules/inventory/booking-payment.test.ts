import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSandboxCheckout } from '../commerce/test-support';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createListing, listingStatus } from './inventory.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = '/api/consumer/inventory/v1';

describe('booking token paid through commerce', () => {
  it('reserves the car once the token is paid, and refunds it on cancel', async () => {
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const buyer = await loginAs(t.app);
    const reserved = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/bookings`,
      headers: { ...buyer.headers, 'idempotency-key': 'pay-token-0001' },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const gatewayOrderId = reserved.json().checkoutUrl.split('/').filter(Boolean).pop();
    const { callback } = await completeSandboxCheckout(t.app, gatewayOrderId, 'success');
    expect(callback.kind).toBe('success');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/payment/verify',
      headers: buyer.headers,
      payload: callback.kind === 'success' ? callback.result : {},
    });
    expect(verified.json()).toMatchObject({ status: 'PAID' });

    const bookingId = reserved.json().data.id;
    const booking = await t.app.inject({
      method: 'GET',
      url: `${api}/bookings/${bookingId}`,
      headers: buyer.headers,
    });
    expect(booking.json().data).toMatchObject({
      status: 'reserved',
      paymentReference: verified.json().orderNumber,
    });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${api}/bookings/${bookingId}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.refundReference).toBeTruthy();
    expect(await listingStatus(t.app.db, car.id)).toBe('available');

    // The car can be reserved again by someone else after the cancellation.
    const next = await loginAs(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/bookings`,
      headers: { ...next.headers, 'idempotency-key': 'pay-token-0002' },
    });
    expect(again.statusCode).toBe(201);
  });
});
