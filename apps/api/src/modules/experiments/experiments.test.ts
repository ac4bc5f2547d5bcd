import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, type LoggedInUser } from '../../test/login';
import { grantRole } from '../identity';
import { bucketOf, variantFor } from './experiments.service';

const CHECK = '/api/vehicle/experiments/check';
const ADMIN = '/api/consumer/api/v1/staff/experiments';

describe('experiments: deterministic buckets, sticky assignments, admin weights', () => {
  let t: TestApp;
  let admin: LoggedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app);
    await grantRole(t.app.db, { phone: admin.phone, role: 'admin' }, null);
  });
  afterAll(() => t.close());

  const check = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: CHECK, payload, headers });

  it('buckets deterministically and splits by weight', () => {
    expect(bucketOf('x', 'device:abc')).toBe(bucketOf('x', 'device:abc'));
    const variants = [
      { name: 'control', weight: 50 },
      { name: 'b', weight: 50 },
    ];
    expect(variantFor(variants, 0)).toBe('control');
    expect(variantFor(variants, 4999)).toBe('control');
    expect(variantFor(variants, 5000)).toBe('b');
    const counts = { control: 0, b: 0 };
    for (let i = 0; i < 2000; i++) {
      counts[variantFor(variants, bucketOf('split', `device:${i}`)) as 'control' | 'b'] += 1;
    }
    expect(counts.control).toBeGreaterThan(850);
    expect(counts.b).toBeGreaterThan(850);
  });

  it('answers the request-callback experiment for a device, and names unknown experiments', async () => {
    const answer = await check({
      experiments: ['request-callback', 'no-such'],
      deviceId: 'dev-12345678',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { 'request-callback': 'on' }, unknown: ['no-such'] });
    const nobody = await check({ experiments: ['request-callback'] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.message).toBe('Send a deviceId or log in');
    const badName = await check({ experiments: ['Bad Name'], deviceId: 'dev-12345678' });
    expect(badName.statusCode).toBe(400);
  });

  it('keeps a user in their variant when the weights change, and answers control when off', async () => {
    const user = await loginAs(t.app);
    const first = (await check({ experiments: ['sell-form-copy'] }, user.headers)).json().data[
      'sell-form-copy'
    ];
    const flipped = first === 'control' ? 'price-first' : 'control';
    const update = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/sell-form-copy`,
      headers: admin.headers,
      payload: {
        enabled: true,
        variants: [
          { name: 'control', weight: flipped === 'control' ? 100 : 0 },
          { name: 'price-first', weight: flipped === 'price-first' ? 100 : 0 },
        ],
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await check({ experiments: ['sell-form-copy'] }, user.headers)).json().data).toEqual({
      'sell-form-copy': first,
    });
    const newcomer = await loginAs(t.app);
    expect(
      (await check({ experiments: ['sell-form-copy'] }, newcomer.headers)).json().data,
    ).toEqual({
      'sell-form-copy': flipped,
    });
    await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/sell-form-copy`,
      headers: admin.headers,
      payload: {
        enabled: false,
        variants: [
          { name: 'control', weight: 50 },
          { name: 'price-first', weight: 50 },
        ],
      },
    });
    const off = await check({ experiments: ['sell-form-copy'], deviceId: 'dev-off-0001' });
    expect(off.json().data).toEqual({ 'sell-form-copy': 'control' });
  });

  it('lets only admins change weights, which must add up to 100', async () => {
    const list = await t.app.inject({ method: 'GET', url: ADMIN, headers: admin.headers });
    expect(list.json().data.map((row: { name: string }) => row.name)).toContain('request-callback');
    const stranger = await loginAs(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN, headers: stranger.headers })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/request-callback`,
      headers: admin.headers,
      payload: {
        enabled: true,
        variants: [
          { name: 'off', weight: 10 },
          { name: 'on', weight: 80 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.variants).toBe('The traffic weights must add up to 100');
  });
});
