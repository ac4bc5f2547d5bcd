import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config/env';
import { uniquePhone } from '../../test/login';
import { fakeClock, loginThroughOtp, sendLoginOtp } from './identity.test-helpers';

// Two app instances on one database stand for two processes: each builds its own limiter and
// SMS provider, so anything they agree on lives in the shared store. With TEST_REDIS_URL the
// counters live in Redis instead.
describe('abuse limits hold across processes sharing the store', () => {
  let database: DatabaseHandle;
  let apps: App[] = [];
  const clock = fakeClock();
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ now: clock.now, redisUrl: process.env.TEST_REDIS_URL });
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

  it('a resend on the second process within 30 seconds is refused', async () => {
    const phone = uniquePhone();
    expect((await sendLoginOtp(apps[0]!, phone)).statusCode).toBe(200);
    const second = await sendLoginOtp(apps[1]!, phone);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.error_message).toMatch(/^Please wait \d+ seconds/);
  });

  it('the hourly send cap counts sends on both processes', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendLoginOtp(apps[i % 2]!, phone)).statusCode).toBe(200);
      clock.advanceSeconds(31);
    }
    expect((await sendLoginOtp(apps[1]!, phone)).statusCode).toBe(429);
  });
});

// Sessions live in the database too: no process keeps one in memory (issue 11, item 9).
describe('sessions hold across processes sharing the database', () => {
  let database: DatabaseHandle;
  let apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ redisUrl: process.env.TEST_REDIS_URL });
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

  it('a session made on one process works on the other, and a logout on either ends it', async () => {
    const { token } = await loginThroughOtp(apps[0]!, uniquePhone());
    const whoAmI = (app: App) =>
      app.inject({ url: '/api/login/api/v1/who-am-i', cookies: { carsetu_session: token } });
    expect((await whoAmI(apps[1]!)).statusCode).toBe(200);
    const logout = await apps[1]!.inject({
      method: 'POST',
      url: '/api/login/api/v1/logout',
      cookies: { carsetu_session: token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await whoAmI(apps[0]!)).statusCode).toBe(401);
  });
});
