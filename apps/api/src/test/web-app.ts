import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import type { ServerBuild } from 'react-router';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/env';
import { mountWeb } from '../web/mount-web';
import type { HotReadCache } from '../web/hot-read-cache';
import type { PageCache } from '../web/page-cache';
import { RenderPool } from '../web/render-threads/render-pool';

const WEB_BUILD = join(dirname(fileURLToPath(import.meta.url)), '../../../web/build');
const SERVER_ENTRY = join(WEB_BUILD, 'server/index.js');

/**
 * Whether the web app is built: tests through the real server build run only then (CI builds
 * before `npm test`; locally run `npm run build` first).
 */
export const webBuildExists = existsSync(SERVER_ENTRY);

/** The built web app's server build (the same module instance `startWebTestApp` mounts). */
export async function importWebServerBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
}

export interface WebTestApp {
  app: App;
  database: DatabaseHandle;
  /** The render threads, when asked for (`renderThreads`). */
  renderPool?: RenderPool;
  close(): Promise<void>;
}

/**
 * The API and the built web app in one Fastify instance on a fresh database with the demo data,
 * as production serves them (static client files, optionally the anonymous page cache).
 */
export async function startWebTestApp(
  options: { pageCache?: PageCache; hotReads?: HotReadCache; renderThreads?: number } = {},
): Promise<WebTestApp> {
  const database = await createTestDatabase('demo');
  const app = await buildApp({ database, config: testConfig() });
  const build = await importWebServerBuild();
  const renderPool = options.renderThreads
    ? await RenderPool.start({
        threads: options.renderThreads,
        serverEntry: SERVER_ENTRY,
        hotReads: options.hotReads,
        log: app.log,
      })
    : undefined;
  if (renderPool) app.addHook('onClose', async () => renderPool.close());
  await mountWeb(app, {
    mode: 'production',
    getBuild: async () => build,
    clientDir: join(WEB_BUILD, 'client'),
    pageCache: options.pageCache,
    hotReads: options.hotReads,
    renderPool,
  });
  await app.ready();
  return {
    app,
    database,
    renderPool,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
