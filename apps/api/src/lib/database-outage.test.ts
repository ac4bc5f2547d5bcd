import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createTestDatabase, migrate, openDatabase, type DatabaseHandle } from '@carsetu/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/env';
import { loginAs } from '../test/login';
import { isDatabaseUnavailable } from './database-unavailable';

/** A port nothing listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Issue 11, item 8: the database being away is a 503 with Retry-After, never a 500.
describe('database unreachable → 503 with Retry-After', () => {
  let database: DatabaseHandle;
  let app: App;
  let deadPool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    deadPool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      connectionTimeoutMillis: 2000,
    });
    app = await buildApp({ database, config: testConfig() });
    // A route whose database is gone, as every route's is during an outage.
    app.get('/api/test/outage', async () => (await deadPool.query('select 1')).rows);
    app.get('/api/test/bug', async () => {
      throw new Error('a plain bug');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await deadPool.end();
    await database.close();
  });

  it('recognises the driver’s connection errors (wrapped or not), not query errors', async () => {
    const refused = await deadPool.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57014' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('a plain bug'))).toBe(false);
  });

  it('answers 503 JSON with Retry-After; other faults stay 500', async () => {
    const outage = await app.inject({ url: '/api/test/outage' });
    expect(outage.statusCode).toBe(503);
    expect(outage.headers['retry-after']).toBe('5');
    expect(outage.json().error.code).toBe('DATABASE_UNAVAILABLE');
    const bug = await app.inject({ url: '/api/test/bug' });
    expect(bug.statusCode).toBe(500);
  });
});

/**
 * A TCP proxy between the app and PostgreSQL that the test can cut (every connection dropped,
 * new ones reset) and restore: PostgreSQL stopping and coming back, without touching the server.
 */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The full outage on PostgreSQL (npm run test:pg): under load while cut, every request answers
// 503 quickly and the process keeps running; once restored it serves again within 10 seconds.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('PostgreSQL goes away under load and comes back', () => {
    const name = `carsetu_outage_${randomBytes(5).toString('hex')}`;
    let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
    let database: DatabaseHandle;
    let app: App;
    let bearer: { authorization: string };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);

    beforeAll(async () => {
      process.on('unhandledRejection', onUnhandled);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const direct = new URL(serverUrl);
      proxy = await startCuttableProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      const viaProxy = new URL(serverUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      viaProxy.pathname = `/${name}`;
      database = await openDatabase({ databaseUrl: viaProxy.toString(), onPoolError: () => {} });
      await migrate(database);
      app = await buildApp({ database, config: testConfig() });
      await app.ready();
      bearer = (await loginAs(app)).headers;
    });
    afterAll(async () => {
      process.off('unhandledRejection', onUnhandled);
      await app.close();
      await database.close();
      await proxy.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    const whoAmI = () => app.inject({ url: '/api/login/api/v1/who-am-i', headers: bearer });

    it('serves, answers 503 + Retry-After while cut, and recovers by itself', async () => {
      expect((await whoAmI()).statusCode).toBe(200);

      proxy.cut();
      const during = await Promise.all(Array.from({ length: 30 }, () => whoAmI()));
      expect(during.map((r) => r.statusCode)).toEqual(Array(30).fill(503));
      expect(during.every((r) => r.headers['retry-after'] === '5')).toBe(true);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

      proxy.restore();
      const restoredAt = Date.now();
      let status = 0;
      while (Date.now() - restoredAt < 10_000) {
        status = (await whoAmI()).statusCode;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      const after = await Promise.all(Array.from({ length: 10 }, () => whoAmI()));
      expect(after.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(unhandled).toEqual([]);
    });
  });
}
