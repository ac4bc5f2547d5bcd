import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sandboxGatewayFor } from '../../providers/payments';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAID_BY_SOMEONE_ELSE } from './payment-settlement';
import {
  addChallansToCart,
  completeSandboxCheckout,
  insertChallan,
  placeChallanOrder,
} from './test-support';

// Issue 11, item 5 (decision 0266): anyone who knows a registration number can start paying its
// challans, but an unpaid order no longer holds them. The first completed payment wins; the other
// open orders are voided, and a late capture on one of them is refunded.
describe('challan holds do not block the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const orderOf = async (app: App, user: LoggedInUser, orderNumber: string) =>
    (
      await app.inject({
        url: `/api/consumer/api/v1/order/by-number/${orderNumber}`,
        headers: user.headers,
      })
    ).json();
  const pay = async (app: App, user: LoggedInUser, gatewayOrderId: string) => {
    const { callback } = await completeSandboxCheckout(app, gatewayOrderId, 'success');
    if (callback.kind !== 'success') throw new Error('sandbox payment failed');
    return app.inject({
      method: 'POST',
      url: '/api/consumer/api/v1/payment/verify',
      headers: user.headers,
      payload: callback.result,
    });
  };
  const startPaying = async (app: App, user: LoggedInUser, challanNumber: string) => {
    await addChallansToCart(app, user, [challanNumber]);
    const response = await placeChallanOrder(app, user);
    expect(response.statusCode).toBe(201);
    return response.json() as { orderNumber: string; payment: { gatewayOrderId: string } };
  };

  it('the owner pays while a stranger holds an unpaid order; the stranger’s order is voided', async () => {
    const { app } = t;
    const [stranger, owner] = [await loginAs(app), await loginAs(app)];
    const challan = await insertChallan(app);
    const held = await startPaying(app, stranger, challan.challanNumber);
    // The stranger renews the hold (starts again): still not in the owner's way.
    const renewed = await startPaying(app, stranger, challan.challanNumber);

    const mine = await startPaying(app, owner, challan.challanNumber);
    const paid = await pay(app, owner, mine.payment.gatewayOrderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('PAID');

    const strangers = await orderOf(app, stranger, renewed.orderNumber);
    expect(strangers.status).toBe('CANCELLED');
    expect(strangers.failureReason ?? strangers.failure_reason ?? '').toBe(PAID_BY_SOMEONE_ELSE);
    expect((await orderOf(app, stranger, held.orderNumber)).status).toBe('CANCELLED');
    // Nothing was charged on the stranger's side, and the challan cannot be bought again.
    const sandbox = sandboxGatewayFor(app);
    expect(await sandbox.fetchOrderPayments(renewed.payment.gatewayOrderId)).toEqual([]);
    const again = await placeChallanOrder(app, stranger);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_PAID');
  });

  it('the stranger pays first: the owner’s open order is voided, never charged', async () => {
    const { app } = t;
    const [stranger, owner] = [await loginAs(app), await loginAs(app)];
    const challan = await insertChallan(app);
    const mine = await startPaying(app, owner, challan.challanNumber);
    const theirs = await startPaying(app, stranger, challan.challanNumber);
    expect((await pay(app, stranger, theirs.payment.gatewayOrderId)).json().status).toBe('PAID');
    const owners = await orderOf(app, owner, mine.orderNumber);
    expect(owners.status).toBe('CANCELLED');
    expect(await sandboxGatewayFor(app).fetchOrderPayments(mine.payment.gatewayOrderId)).toEqual(
      [],
    );
  });

  it('a capture that still lands on a voided order is refunded, the challan stays paid once', async () => {
    const { app } = t;
    const [first, second] = [await loginAs(app), await loginAs(app)];
    const challan = await insertChallan(app);
    const a = await startPaying(app, first, challan.challanNumber);
    const b = await startPaying(app, second, challan.challanNumber);
    expect((await pay(app, first, a.payment.gatewayOrderId)).json().status).toBe('PAID');
    // The second payer was already on the gateway's page and pays anyway.
    const late = await pay(app, second, b.payment.gatewayOrderId);
    expect(late.json().status).toBe('REFUNDED');
    const payments = await sandboxGatewayFor(app).fetchOrderPayments(b.payment.gatewayOrderId);
    expect(payments.map((payment) => payment.status)).toEqual(['refunded']);
    const settled = await app.db
      .select()
      .from(schema.settledProducts)
      .where(eq(schema.settledProducts.productUniqueIdentifier, challan.challanNumber));
    expect(settled).toHaveLength(1);
  });

  it('two payments at once: exactly one order is paid, the other refunded or voided', async () => {
    const { app } = t;
    const [first, second] = [await loginAs(app), await loginAs(app)];
    const challan = await insertChallan(app);
    const a = await startPaying(app, first, challan.challanNumber);
    const b = await startPaying(app, second, challan.challanNumber);
    const results = await Promise.all([
      pay(app, first, a.payment.gatewayOrderId),
      pay(app, second, b.payment.gatewayOrderId),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    const statuses = results.map((result) => result.json().status).sort();
    expect(statuses).toEqual(['PAID', 'REFUNDED']);
  });
});
