import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/env';
import { loginAs } from '../test/login';

describe('session resolution', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, config: testConfig() });
    const whoIsThere = async (request: { sessionUser: { userId: string } | null }) => ({
      userId: request.sessionUser?.userId ?? null,
    });
    app.get('/api/probe/session', whoIsThere);
    app.get('/assets/probe.js', whoIsThere);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('resolves the cookie and the Bearer token on API requests', async () => {
    const user = await loginAs(app);
    const byCookie = await app.inject({
      url: '/api/probe/session',
      headers: { cookie: user.cookie },
    });
    expect(byCookie.json()).toEqual({ userId: user.userId });
    const byBearer = await app.inject({ url: '/api/probe/session', headers: user.headers });
    expect(byBearer.json()).toEqual({ userId: user.userId });
  });

  it('does not look the session up for pages and assets (their API calls do)', async () => {
    const user = await loginAs(app);
    const asset = await app.inject({ url: '/assets/probe.js', headers: { cookie: user.cookie } });
    expect(asset.json()).toEqual({ userId: null });
  });
});
