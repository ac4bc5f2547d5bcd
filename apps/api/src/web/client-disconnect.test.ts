import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import type { WebLoadContext } from '@carsetu/contracts';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/env';
import { mountWeb } from './mount-web';

/** Resolves when `open()` is called: lets the test act while the loader is waiting. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

// Issue 11, item 8: a visitor who goes away while a page is rendering (its loader still calling
// the API) must not cause a 500, an error log or an unhandled rejection.
describe('client disconnects mid-render', () => {
  let database: DatabaseHandle;
  let app: App;
  let port: number;
  const loaderStarted = gate();
  const clientGone = gate();
  const loaderFinished = gate();
  let apiStatusAfterDisconnect = 0;
  const statuses: number[] = [];
  const errors: unknown[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  /** The smallest server build: one route whose loader calls the API after a pause. */
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(`<!doctype html><title>t</title>${status}`, { status, headers }),
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      slow: {
        id: 'slow',
        parentId: 'root',
        path: 'slow-page',
        module: {
          default: () => null,
          loader: async ({ context }: { context: WebLoadContext }) => {
            loaderStarted.open();
            await clientGone.opened;
            const answer = await context.api.request({ method: 'GET', url: '/healthz' });
            apiStatusAfterDisconnect = answer.status;
            loaderFinished.open();
            return { ok: true };
          },
        },
      },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/root.js', hasLoader: false, hasAction: false },
        slow: {
          id: 'slow',
          parentId: 'root',
          path: 'slow-page',
          module: '/slow.js',
          hasLoader: true,
          hasAction: false,
        },
      },
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/nonexistent',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    database = await createTestDatabase();
    app = await buildApp({ database, config: testConfig() });
    await mountWeb(app, { mode: 'production', getBuild: async () => build });
    app.addHook('onError', async (_request, _reply, error) => {
      errors.push(error);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.url === '/slow-page') statuses.push(reply.statusCode);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await app.close();
    await database.close();
  });

  it('finishes the render quietly: no 500, no error, no unhandled rejection', async () => {
    const request = http.get({ host: '127.0.0.1', port, path: '/slow-page' });
    request.on('error', () => {});
    await loaderStarted.opened;
    request.destroy();
    // Let the server see the socket close before the loader goes on.
    await new Promise<void>((resolve) => {
      const poll = () =>
        app.server.getConnections((_error, count) =>
          count === 0 ? resolve() : setImmediate(poll),
        );
      poll();
    });
    clientGone.open();
    await loaderFinished.opened;
    await app.close();
    expect(apiStatusAfterDisconnect).toBe(200);
    expect(errors).toEqual([]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
