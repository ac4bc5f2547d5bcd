import { MAX_CHALLANS_PER_ORDER } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login';
import { addChallansToCart, insertChallan } from './test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('cart', () => {
  it('needs a logged-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/consumer/api/v1/cart' });
    expect(response.statusCode).toBe(401);
  });

  it('adds a challan at the server price with fee and 18% GST on the fee', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const challan = await insertChallan(app, { finePaise: 150_000 });
    const response = await addChallansToCart(app, user, [challan.challanNumber]);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productUniqueIdentifier: challan.challanNumber,
      amountPaise: 150_000,
    });
    expect(cart.priceBreakup).toEqual({
      itemsTotalPaise: 150_000,
      convenienceFeePaise: 2_500,
      gstPaise: 450,
      gstRatePercent: 18,
      totalPaise: 152_950,
    });
    expect(cart.isMaxLimitReached).toBe(false);
  });

  it("keeps each user's cart to its owner", async () => {
    const { app } = testApp;
    const owner = await loginAs(app);
    const stranger = await loginAs(app);
    const challan = await insertChallan(app);
    await addChallansToCart(app, owner, [challan.challanNumber]);
    const strangers = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/cart',
      headers: stranger.headers,
    });
    expect(strangers.json().items).toEqual([]);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/consumer/api/v1/cart/${challan.challanNumber}`,
      headers: stranger.headers,
    });
    expect(removal.statusCode).toBe(200);
    const owners = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/cart',
      headers: owner.headers,
    });
    expect(owners.json().items).toHaveLength(1);
  });

  it('removes one item, then the whole cart', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const [first, second] = [await insertChallan(app), await insertChallan(app)];
    await addChallansToCart(app, user, [first.challanNumber, second.challanNumber]);
    const afterOne = await app.inject({
      method: 'DELETE',
      url: `/api/consumer/api/v1/cart/${first.challanNumber}`,
      headers: user.headers,
    });
    expect(
      afterOne
        .json()
        .items.map((item: { productUniqueIdentifier: string }) => item.productUniqueIdentifier),
    ).toEqual([second.challanNumber]);
    const afterAll = await app.inject({
      method: 'DELETE',
      url: '/api/consumer/api/v1/cart',
      headers: user.headers,
    });
    expect(afterAll.json().items).toEqual([]);
  });

  it(`stops at ${MAX_CHALLANS_PER_ORDER} challans and says so`, async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const challans = [];
    for (let i = 0; i <= MAX_CHALLANS_PER_ORDER; i++) challans.push(await insertChallan(app));
    const full = await addChallansToCart(
      app,
      user,
      challans.slice(0, MAX_CHALLANS_PER_ORDER).map((c) => c.challanNumber),
    );
    expect(full.json().isMaxLimitReached).toBe(true);
    const over = await addChallansToCart(app, user, [
      challans[MAX_CHALLANS_PER_ORDER]!.challanNumber,
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('CART_LIMIT_REACHED');
    const cart = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/cart',
      headers: user.headers,
    });
    expect(cart.json().items).toHaveLength(MAX_CHALLANS_PER_ORDER);
  });

  it('refuses challans that cannot be paid here and unknown ones', async () => {
    const { app } = testApp;
    const user = await loginAs(app);
    const old = await insertChallan(app, {
      offenceAt: new Date(Date.now() - 90 * 24 * 60 * 60 * 1000),
    });
    const virtual = await insertChallan(app, { sourceStatus: 'virtual-court' });
    const court = await addChallansToCart(app, user, [old.challanNumber]);
    expect(court.statusCode).toBe(409);
    expect(court.json().error.message).toContain('Sent to court');
    const virtualCourt = await addChallansToCart(app, user, [virtual.challanNumber]);
    expect(virtualCourt.json().error.code).toBe('CHALLAN_NOT_PAYABLE');
    const unknown = await addChallansToCart(app, user, ['NOPE123']);
    expect(unknown.statusCode).toBe(404);
    const cart = await app.inject({
      method: 'GET',
      url: '/api/consumer/api/v1/cart',
      headers: user.headers,
    });
    expect(cart.json().items).toEqual([]);
  });
});
