import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { namesMatch } from './sale/bank-verify.service';
import { createSaleWorld, inspectAndSubmit } from './sale.test-helpers';
import { CONSUMER } from './sell.test-helpers';

describe('sell part 3: payout account by penny drop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches names regardless of titles, case and word order', () => {
    expect(namesMatch('Mr. Ravi Kumar', 'KUMAR RAVI')).toBe(true);
    expect(namesMatch('Ravi Kumar', 'SUNITA DEVI')).toBe(false);
  });

  it('verifies after acceptance, flags a name mismatch for confirmation, refuses bad input and caps attempts', async () => {
    const world = await createSaleWorld(t.app);
    const base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    const h = world.seller.headers;
    const post = (url: string, payload: object, headers: Record<string, string> = h) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const good = {
      accountHolderName: 'Ravi Kumar',
      accountNumber: '50100123456789',
      ifsc: 'hdfc0001234',
    };

    expect((await post(`${base}/bank-verify`, good)).statusCode).toBe(409); // nothing accepted yet
    await inspectAndSubmit(t.app, world);
    await post(`${base}/accept`, { source: 'offer' });
    const stranger = await loginAs(t.app);
    expect((await post(`${base}/bank-verify`, good, stranger.headers)).statusCode).toBe(403);
    const badIfsc = await post(`${base}/bank-verify`, { ...good, ifsc: 'HDFC1234' });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().error.fields.ifsc).toBe(
      'Enter the 11-character IFSC, for example HDFC0001234',
    );

    const verified = await post(`${base}/bank-verify`, good);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toEqual({
      status: 'verified',
      holderName: 'Ravi Kumar',
      registeredName: 'RAVI KUMAR',
      accountLast4: '6789',
      ifsc: 'HDFC0001234',
      payable: true,
    });
    expect(verified.body).not.toContain('50100123456789');

    const mismatch = await post(`${base}/bank-verify`, {
      ...good,
      accountNumber: '50100123451111',
    });
    expect(mismatch.json().data).toMatchObject({
      status: 'name_mismatch',
      registeredName: 'SUNITA DEVI',
      payable: false,
    });
    const confirmed = await post(`${base}/bank-verify/mismatch-confirm`, {});
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed_mismatch', payable: true });
    expect((await post(`${base}/bank-verify/mismatch-confirm`, {})).statusCode).toBe(409);

    const missing = await post(`${base}/bank-verify`, { ...good, accountNumber: '50100123450000' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(
      'We could not find this account. Check the number and IFSC.',
    );
    await post(`${base}/bank-verify`, good); // fourth try today
    await post(`${base}/bank-verify`, good); // fifth
    const sixth = await post(`${base}/bank-verify`, good);
    expect(sixth.statusCode).toBe(429);
    const status = await t.app.inject({ method: 'GET', url: `${base}/bank-verify`, headers: h });
    expect(status.json().data).toMatchObject({ status: 'verified', accountLast4: '6789' });
  });
});
