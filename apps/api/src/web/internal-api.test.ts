import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/env';
import { loginAs } from '../test/login';
import { createInternalApi } from './internal-api';

// Loaders skip the visitor's own data (who am I, wishlist) when `withoutSession` says a call
// would answer 401 (issue 14). The flag must agree with what the API itself decides.
describe('in-process API: withoutSession', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, config: testConfig() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const pageWithCookie = (cookie: string | undefined) =>
    ({ id: 'req-1', ip: '203.0.113.9', headers: cookie ? { cookie } : {} }) as FastifyRequest;

  async function whoAmI(cookie: string | undefined) {
    const api = createInternalApi(app, pageWithCookie(cookie));
    const answer = await api.request({ method: 'GET', url: '/api/login/api/v1/who-am-i' });
    return { withoutSession: api.withoutSession, status: answer.status };
  }

  it('is true exactly when the API answers a login-only call 401', async () => {
    const user = await loginAs(app);
    expect(await whoAmI(user.cookie)).toEqual({ withoutSession: false, status: 200 });
    expect(await whoAmI(`carsetu_city=5; ${user.cookie}; carsetu_lang=hi`)).toEqual({
      withoutSession: false,
      status: 200,
    });
    expect(await whoAmI(undefined)).toEqual({ withoutSession: true, status: 401 });
    expect(await whoAmI('carsetu_city=5')).toEqual({ withoutSession: true, status: 401 });
    expect(await whoAmI('carsetu_session=')).toEqual({ withoutSession: true, status: 401 });
  });

  it('still asks the API for a session cookie that is no longer valid', async () => {
    // Not "without session": the page asks, and the API's 401 is what signs the visitor out.
    expect(await whoAmI('carsetu_session=revoked-or-forged')).toEqual({
      withoutSession: false,
      status: 401,
    });
  });
});
