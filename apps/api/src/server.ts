import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import cluster from 'node:cluster';
import { DataDirLockedError, openDatabase } from '@carsetu/db';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { prepareDatabase } from './boot';
import { runWorkers, workerCount } from './cluster';
import { startBackgroundJobs } from './jobs';
import { mountWeb } from './web/mount-web';
import { HotReadCache } from './web/hot-read-cache';
import { PAGE_CACHE_LIMITS, PageCache } from './web/page-cache';
import { redisPageStore } from './web/page-cache-redis';
import { RenderPool, renderThreadCount } from './web/render-threads/render-pool';

const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
/** In-flight requests get this long to finish after SIGTERM before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const bootLog = {
  info: (message: string) => console.warn(JSON.stringify({ level: 30, msg: message })),
  error: (payload: unknown, message?: string) =>
    console.error(JSON.stringify({ level: 50, msg: message, payload: String(payload) })),
};

async function main() {
  const config = loadConfig();
  const WEB_BUILD_DIR = resolve(WEB_ROOT, config.webBuildDir);
  const serverEntry = join(WEB_BUILD_DIR, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error('The web app is not built. Run `npm run build` (npm start does this for you).');
  }
  if (cluster.isPrimary) {
    const workers = workerCount(config, bootLog);
    if (workers > 1) {
      // The first process migrates and seeds once, then only watches its workers.
      await (await prepareDatabase(config, bootLog)).close();
      runWorkers(workers, bootLog);
      return;
    }
  }
  // A worker opens the database the first process prepared; a lone process prepares it itself.
  const database = cluster.isWorker
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        onPoolError: (error) =>
          bootLog.error(error, 'database connection lost; the pool will reconnect'),
      })
    : await prepareDatabase(config, bootLog);
  const app = await buildApp({ database, config });
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const hotReads = new HotReadCache();
  const renderThreads = renderThreadCount(config.renderThreads, cluster.isWorker);
  const renderPool =
    renderThreads > 0
      ? await RenderPool.start({ threads: renderThreads, serverEntry, hotReads, log: app.log })
      : undefined;
  if (renderPool) app.addHook('onClose', async () => renderPool.close());
  await mountWeb(app, {
    mode: 'production',
    getBuild: async () => build,
    clientDir: join(WEB_BUILD_DIR, 'client'),
    pageCache: new PageCache(
      Date.now,
      PAGE_CACHE_LIMITS,
      config.redisUrl
        ? redisPageStore(config.redisUrl, { ...PAGE_CACHE_LIMITS, log: app.log })
        : undefined,
    ),
    hotReads,
    renderPool,
  });
  const stopJobs = startBackgroundJobs(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    await stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`CarSetu is running at http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
