import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { testConfig } from './config/env';

// server.ts answers SIGTERM with app.close(): requests in flight must finish, new ones must not
// start. This holds the app's server settings (forceCloseConnections: 'idle') to that promise.
describe('graceful shutdown', () => {
  let database: DatabaseHandle;
  let app: App;
  let baseUrl: string;
  let releaseSlowRequest: () => void = () => {};
  let slowRequestStarted: Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, config: testConfig() });
    let markStarted: () => void = () => {};
    slowRequestStarted = new Promise((resolve) => (markStarted = resolve));
    // A request that is still running when shutdown begins.
    app.get('/slow', async () => {
      markStarted();
      await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => database.close());

  it('lets the request in flight finish and refuses new connections', async () => {
    const inFlight = fetch(`${baseUrl}/slow`);
    await slowRequestStarted;
    const closing = app.close();
    releaseSlowRequest();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  });
});
