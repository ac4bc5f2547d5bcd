import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSaleWorld, inspectAndSubmit } from './sale.test-helpers';
import { CONSUMER } from './sell.test-helpers';

describe('sell part 3: a loan on the car', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('declares the loan (owner only, validated) and pays the lender first from the accepted price', async () => {
    const world = await createSaleWorld(t.app);
    const base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    const h = world.seller.headers;
    const inject = (
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      headers: Record<string, string> = h,
    ) => t.app.inject({ method, url, payload, headers });

    expect((await inject('GET', `${base}/loan-details`)).json().data).toMatchObject({
      hasLoan: false,
      lender: null,
    });
    const missing = await inject('POST', `${base}/loan-details`, { hasLoan: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      lender: 'Enter the bank or lender',
      outstandingRupees: 'Enter the outstanding amount in rupees',
    });
    const stranger = await loginAs(t.app);
    expect(
      (await inject('GET', `${base}/loan-details`, undefined, stranger.headers)).statusCode,
    ).toBe(403);
    expect((await inject('GET', `${base}/loan-details`, undefined, {})).statusCode).toBe(401);
    const saved = await inject('POST', `${base}/loan-details`, {
      hasLoan: true,
      lender: 'HDFC Bank',
      outstandingRupees: 150000,
      accountLast4: '4321',
    });
    expect(saved.json().data).toMatchObject({
      hasLoan: true,
      lender: 'HDFC Bank',
      outstandingPaise: 150000_00,
      accountLast4: '4321',
    });

    // Before an offer is accepted there is nothing to split.
    expect((await inject('GET', `${base}/payment-approval-process`)).statusCode).toBe(409);
    await inspectAndSubmit(t.app, world);
    const accepted = await inject('POST', `${base}/accept`, { source: 'offer' });
    const price = accepted.json().data.acceptedPricePaise as number;

    const plan = (await inject('GET', `${base}/payment-approval-process`)).json().data;
    expect(plan).toMatchObject({
      loanStatus: 'PENDING',
      salePricePaise: price,
      toLenderPaise: 150000_00,
      toSellerPaise: price - 150000_00,
      shortfallPaise: 0,
    });
    expect(plan.steps.map((step: { done: boolean }) => step.done)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const approved = (
      await inject('GET', `${base}/payment-approval-process?loanStatus=APPROVED`)
    ).json().data;
    expect(approved.steps.map((step: { done: boolean }) => step.done)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(
      (await inject('GET', `${base}/payment-approval-process?loanStatus=MAYBE`)).statusCode,
    ).toBe(400);

    // A loan bigger than the price: the lender gets it all and the seller owes the rest.
    await inject('POST', `${base}/loan-details`, {
      hasLoan: true,
      lender: 'HDFC Bank',
      outstandingRupees: price / 100 + 50000,
    });
    const short = (await inject('GET', `${base}/payment-approval-process`)).json().data;
    expect(short).toMatchObject({
      toLenderPaise: price,
      toSellerPaise: 0,
      shortfallPaise: 50000_00,
    });
    // Declaring no loan clears it.
    await inject('POST', `${base}/loan-details`, { hasLoan: false });
    expect((await inject('GET', `${base}/payment-approval-process`)).json().data).toMatchObject({
      toLenderPaise: 0,
      toSellerPaise: price,
    });
  });
});
