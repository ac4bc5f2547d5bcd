import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { prepareDatabase } from './boot';
import { mountWeb } from './web/mount-web';

// `npm run dev`: the same one process as production, with Vite in middleware mode for hot
// reload of the web app; tsx watch restarts the process when API code changes.
const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

const config = loadConfig();
const database = await prepareDatabase(config, {
  info: (message: string) => console.warn(message),
  error: (payload: unknown, message?: string) => console.error(message, payload),
});
const app = await buildApp({ database, config });
const { createServer } = await import('vite');
const vite = await createServer({
  root: WEB_ROOT,
  configFile: join(WEB_ROOT, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});
await app.register(middie);
app.use(vite.middlewares);
await mountWeb(app, {
  mode: 'development',
  getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
const close = async () => {
  await vite.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
await app.listen({ host: config.host, port: config.port });
