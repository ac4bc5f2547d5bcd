import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health and readiness with the database kind', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API routes with the JSON error body', async () => {
    const res = await t.app.inject({ url: '/api/vehicle/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maintenance: true });
  });
  afterAll(() => t.close());

  it('answers pages with 503 and the maintenance page', async () => {
    const res = await t.app.inject({ url: '/buy-used-cars/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("We'll be right back!");
    expect(res.body).toContain('9 AM to 9 PM');
  });

  it('answers the API with 503 JSON', async () => {
    const res = await t.app.inject({ url: '/api/vehicle/get-states' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe("We'll be right back!");
  });

  it('keeps health checks answering', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
