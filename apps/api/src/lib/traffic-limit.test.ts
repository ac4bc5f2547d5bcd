import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/env';
import { fakeClock } from '../modules/identity/identity.test-helpers';
import { createInternalApi } from '../web/internal-api';
import type { FastifyRequest } from 'fastify';

const LIMIT = 5;

// Issue 11, items 7 and 9: a general per-client limit on every public request, a sliding
// minute, shared by every process on the store (PostgreSQL/PGlite rows, or Redis with
// TEST_REDIS_URL). Two app instances on one database stand for two processes.
describe('general per-client rate limit', () => {
  let database: DatabaseHandle;
  let apps: App[];
  const clock = fakeClock('2025-03-01T10:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({
      now: clock.now,
      redisUrl: process.env.TEST_REDIS_URL,
      rateLimit: { perMinute: LIMIT, flushEveryMs: 60_000 },
    });
    apps = [
      await buildApp({ database, config }),
      await buildApp({ database: { ...database }, config }),
    ];
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  const get = (app: App, remoteAddress: string, url = '/api/vehicle/v1/cities') =>
    app.inject({ url, remoteAddress });
  /** Two rounds of every process's periodic flush: each then knows the others' counts. */
  const flushAll = async () => {
    for (let round = 0; round < 2; round++) {
      for (const app of apps) await app.trafficLimiter.flush(clock.now());
    }
  };

  it('answers 429 with Retry-After past the limit, and JSON saying what to do', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < LIMIT; i++) expect((await get(apps[0]!, ip)).statusCode).toBe(200);
    const refused = await get(apps[0]!, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Another client is not affected; health checks never count.
    expect((await get(apps[0]!, '203.0.113.2')).statusCode).toBe(200);
    expect((await get(apps[0]!, ip, '/healthz')).statusCode).toBe(200);
  });

  it('is a sliding minute: the previous minute still weighs, then fades', async () => {
    const ip = '203.0.113.3';
    clock.advanceSeconds(120);
    for (let i = 0; i < LIMIT; i++) expect((await get(apps[0]!, ip)).statusCode).toBe(200);
    await flushAll();
    // 6 seconds into the next minute, 90 % of the previous minute's 5 requests still count.
    clock.advanceSeconds(66 - ((clock.now().getTime() / 1000) % 60));
    expect((await get(apps[0]!, ip)).statusCode).toBe(429);
    // Near the end of that minute, they have faded.
    clock.advanceSeconds(50);
    expect((await get(apps[0]!, ip)).statusCode).toBe(200);
  });

  it('counts a client across both processes (shared store)', async () => {
    const ip = '203.0.113.4';
    clock.advanceSeconds(120);
    for (let i = 0; i < 3; i++) expect((await get(apps[0]!, ip)).statusCode).toBe(200);
    await flushAll();
    expect((await get(apps[1]!, ip)).statusCode).toBe(200);
    expect((await get(apps[1]!, ip)).statusCode).toBe(200);
    await flushAll();
    expect((await get(apps[0]!, ip)).statusCode).toBe(429);
    expect((await get(apps[1]!, ip)).statusCode).toBe(429);
  });

  it('a page counts once: its in-process API calls are not counted again', async () => {
    const ip = '203.0.113.5';
    clock.advanceSeconds(120);
    const page = { id: 'page-1', ip, headers: {} } as unknown as FastifyRequest;
    const api = createInternalApi(apps[0]!, page);
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await api.request({ method: 'GET', url: '/api/vehicle/v1/cities' })).status).toBe(
        200,
      );
    }
    // A forged internal-call header does not exempt an outside request.
    for (let i = 0; i < LIMIT; i++) expect((await get(apps[0]!, ip)).statusCode).toBe(200);
    const forged = await apps[0]!.inject({
      url: '/api/vehicle/v1/cities',
      remoteAddress: ip,
      headers: { 'x-carsetu-internal': 'guess' },
    });
    expect(forged.statusCode).toBe(429);
  });
});
