import { randomUUID } from 'node:crypto';
import { schema } from '@carsetu/db';
import type { App } from '../../app';
import type { LoggedInUser } from '../../test/login';

let challanCounter = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A pending challan row of our own (tests never rely on the sandbox's random draw). */
export async function insertChallan(
  app: App,
  overrides: Partial<typeof schema.challans.$inferInsert> = {},
): Promise<typeof schema.challans.$inferSelect> {
  challanCounter += 1;
  const [row] = await app.db
    .insert(schema.challans)
    .values({
      challanNumber: `TS${process.pid}${String(challanCounter).padStart(5, '0')}${randomUUID().slice(0, 4)}`,
      registrationNumber: 'MH12AB1234',
      stateCode: 'MH',
      offenceKey: 'no-seat-belt',
      offence: 'Driving without a seat belt',
      section: '194B(1)',
      place: 'MG Road Junction, Pune',
      offenceAt: new Date(Date.now() - 5 * DAY_MS),
      finePaise: 100_000,
      sourceStatus: 'pending',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function addChallansToCart(app: App, user: LoggedInUser, challanNumbers: string[]) {
  return app.inject({
    method: 'POST',
    url: '/api/consumer/api/v1/cart',
    headers: user.headers,
    payload: {
      items: challanNumbers.map((productUniqueIdentifier) => ({
        productType: 'challan',
        productUniqueIdentifier,
      })),
    },
  });
}

export function placeChallanOrder(app: App, user: LoggedInUser, idempotencyKey = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/consumer/api/v1/order?consent=true',
    headers: { ...user.headers, 'idempotency-key': idempotencyKey, source: 'web' },
    payload: {
      productType: 'challan',
      deviceType: 'desktop',
      gaId: 'GA1.1.123.456',
      isWebView: false,
    },
  });
}

/** Pays (or fails) a gateway order on the sandbox's hosted checkout, as the payer would. */
export async function completeSandboxCheckout(
  app: App,
  gatewayOrderId: string,
  outcome: 'success' | 'failure',
  deliverWebhooks = true,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/sandbox-gateway/v1/checkout/${gatewayOrderId}/complete`,
    payload: { outcome, method: 'upi', deliverWebhooks },
  });
  return response.json() as {
    callback:
      | { kind: 'success'; result: Record<string, string> }
      | {
          kind: 'failure';
          error: { code: string; description: string; metadata: Record<string, string> };
        };
  };
}

/** The consumer order API's base path, as tests call it. */
export const ORDER_API = '/api/consumer/api/v1/order';

/** Challans of our own, in the cart, ordered and paid on the sandbox: the order's JSON. */
export async function placePaidChallanOrder(
  app: App,
  user: LoggedInUser,
  challans: Partial<typeof schema.challans.$inferInsert>[] = [{}],
) {
  const rows = [];
  for (const overrides of challans) rows.push(await insertChallan(app, overrides));
  await addChallansToCart(
    app,
    user,
    rows.map((row) => row.challanNumber),
  );
  const order = (await placeChallanOrder(app, user)).json();
  await completeSandboxCheckout(app, order.payment.gatewayOrderId, 'success');
  return { order, challans: rows };
}
