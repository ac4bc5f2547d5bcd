import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { parseTrustProxy, testConfig, type TrustProxy } from '../config/env';
import { sendLoginOtp } from '../modules/identity/identity.test-helpers';
import { uniquePhone } from '../test/login';
import { createInternalApi } from '../web/internal-api';

// Issue 11, item 4: the client address is read from the right of X-Forwarded-For, past the
// configured number of trusted proxies, so a header the client writes itself changes nothing.
describe('client address behind trusted proxies', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  async function appTrusting(trustProxy: TrustProxy, sendsPerHour = 1000) {
    const app = await buildApp({
      database,
      config: testConfig({ trustProxy, otpIpLimits: { sendsPerHour } }),
    });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    apps.push(app);
    return app;
  }
  const ipSeen = async (app: App, remoteAddress: string, xff?: string) =>
    (
      await app.inject({
        url: '/api/test/ip',
        remoteAddress,
        headers: xff ? { 'x-forwarded-for': xff } : {},
      })
    ).json().ip;

  it('parses TRUST_PROXY: never "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(() => parseTrustProxy('evil.example')).toThrow(/TRUST_PROXY/);
  });

  it('one hop: the address the proxy appended, not the one the client wrote', async () => {
    const app = await appTrusting(1);
    expect(await ipSeen(app, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(app, '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(app, '203.0.113.10')).toBe('203.0.113.10');
  });

  it('two hops (CDN then load balancer): the third address from the right', async () => {
    const app = await appTrusting(2);
    expect(await ipSeen(app, '10.0.0.1', '6.6.6.6, 203.0.113.9, 198.51.100.1')).toBe('203.0.113.9');
  });

  it('proxy addresses: hops from those addresses only', async () => {
    const app = await appTrusting(['10.0.0.0/8']);
    expect(await ipSeen(app, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    // Not from a trusted proxy: the header is ignored.
    expect(await ipSeen(app, '198.51.100.5', '203.0.113.9')).toBe('198.51.100.5');
  });

  it('no proxy configured: X-Forwarded-For is ignored', async () => {
    const app = await appTrusting(false);
    expect(await ipSeen(app, '198.51.100.5', '203.0.113.9')).toBe('198.51.100.5');
  });

  it('a per-IP cap cannot be dodged by writing a new X-Forwarded-For each time', async () => {
    const app = await appTrusting(1, 3);
    const send = (fake: number) =>
      app.inject({
        method: 'POST',
        url: '/api/login/api/v1/otp/send',
        payload: { phone_number: uniquePhone() },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `100.64.0.${fake}, 203.0.113.50` },
      });
    for (let i = 1; i <= 3; i++) expect((await send(i)).statusCode).toBe(200);
    expect((await send(4)).statusCode).toBe(429);
    // Someone else behind the same proxy is not affected.
    expect((await sendLoginOtp(app, uniquePhone(), '203.0.113.51')).statusCode).toBe(200);
  });

  it('in-process page calls carry the resolved visitor, even after the visitor has gone', async () => {
    const app = await appTrusting(1);
    const page = (ip: string | undefined) =>
      ({
        id: 'req-1',
        ip,
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      }) as unknown as FastifyRequest;
    const live = await createInternalApi(app, page('203.0.113.9')).request({
      method: 'GET',
      url: '/api/test/ip',
    });
    expect(JSON.parse(live.body).ip).toBe('203.0.113.9');
    // A disconnected socket has no address: the call still runs (no undefined header, no 500).
    const gone = await createInternalApi(app, page(undefined)).request({
      method: 'GET',
      url: '/api/test/ip',
    });
    expect(gone.status).toBe(200);
    expect(JSON.parse(gone.body).ip).toBe('0.0.0.0');
  });
});
