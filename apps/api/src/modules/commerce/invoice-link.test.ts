import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeClock } from '../identity/identity.test-helpers';
import {
  addChallansToCart,
  insertChallan,
  ORDER_API as ORDER,
  placeChallanOrder,
  placePaidChallanOrder,
} from './test-support';

describe('invoice link: a signed, expiring link to a paid order’s invoice PDF', () => {
  const clock = fakeClock('2026-11-20T06:00:00.000Z');
  let t: TestApp;
  let owner: LoggedInUser;
  let other: LoggedInUser;
  let paid: string;
  let unpaid: string;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    owner = await loginAs(t.app);
    other = await loginAs(t.app);
    paid = (await placePaidChallanOrder(t.app, owner)).order.orderNumber;
    const second = await insertChallan(t.app);
    await addChallansToCart(t.app, owner, [second.challanNumber]);
    unpaid = (await placeChallanOrder(t.app, owner)).json().orderNumber;
  });
  afterAll(() => t.close());

  const link = (user: LoggedInUser | null, orderNumber: string) =>
    t.app.inject({ url: `${ORDER}/${orderNumber}/invoice-link`, headers: user?.headers ?? {} });

  it('gives the owner a link that opens the PDF without a session, for 7 days', async () => {
    const response = await link(owner, paid);
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    expect(url).toMatch(new RegExp(`^${ORDER}/${paid}/invoice\\?expires=\\d+&signature=`));
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
    const pdf = await t.app.inject({ url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['cache-control']).toBe('private, no-store');

    clock.advanceSeconds(7 * 24 * 3600 + 1);
    const late = await t.app.inject({ url });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(
      'This invoice link has expired or is not valid. Ask for a new one.',
    );
  });

  it('refuses a tampered link, another order’s signature and a forged expiry', async () => {
    const { url } = (await link(owner, paid)).json();
    const parsed = new URL(url, 'https://x.test');
    const signature = parsed.searchParams.get('signature')!;
    const expires = Number(parsed.searchParams.get('expires'));
    const tampered = `${ORDER}/${paid}/invoice?expires=${expires}&signature=${signature.slice(0, -2)}xx`;
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const later = `${ORDER}/${paid}/invoice?expires=${expires + 86_400}&signature=${signature}`;
    expect((await t.app.inject({ url: later })).statusCode).toBe(403);
    const swapped = `${ORDER}/${unpaid}/invoice?expires=${expires}&signature=${signature}`;
    expect((await t.app.inject({ url: swapped })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${ORDER}/${paid}/invoice` })).statusCode).toBe(400);
  });

  it('only for the owner, only once paid', async () => {
    expect((await link(null, paid)).statusCode).toBe(401);
    expect((await link(other, paid)).statusCode).toBe(404);
    const notPaid = await link(owner, unpaid);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error.message).toBe(
      'A receipt is available once the payment has succeeded.',
    );
  });
});
