#!/usr/bin/env node
// `npm start`: build the web app and compile the server on first start (or when their sources
// are newer than the builds), then run the one server process as plain JavaScript. No other step
// is needed on a fresh clone.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webBuildDir = process.env.WEB_BUILD_DIR ?? 'build';
const buildEntry = join(root, 'apps/web', webBuildDir, 'server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(buildEntry) || newestMtime(join(root, 'apps/web/app')) > statSync(buildEntry).mtimeMs;
if (stale) {
  console.log('Building the web app (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs as compiled JavaScript (decision 0136), rebuilt when any server or package
// source is newer than the bundle (a second at most).
const serverBundle = join(root, 'apps/api/dist/server.js');
const serverSourcesNewest = Math.max(
  ...['apps/api/src', 'packages/db/src', 'packages/db/migrations', 'packages/contracts/src'].map(
    (dir) => newestMtime(join(root, dir)),
  ),
);
if (!existsSync(serverBundle) || serverSourcesNewest > statSync(serverBundle).mtimeMs) {
  console.log('Compiling the server (first start or changed sources)…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

/**
 * Young-generation space per half, in MB (V8's default is 16; decision 0193). A page render
 * allocates a few MB of short-lived objects; with ten renders in flight a small young generation
 * is collected mid-render, copying and promoting what is still in use, so later full collections
 * pay for it. 64 MB lets most renders finish between collections: about a sixth less CPU per
 * uncached listing here, for at most 128 MB more memory per process.
 */
const YOUNG_GENERATION_SEMI_SPACE_MB = 64;

const child = spawn(
  process.execPath,
  ['--enable-source-maps', `--max-semi-space-size=${YOUNG_GENERATION_SEMI_SPACE_MB}`, serverBundle],
  {
    cwd: root,
    stdio: 'inherit',
    // `npm start` is the demo: production mode, with the sandbox SMS outbox and payment gateway
    // unless real providers are configured (docs/decisions/0005-npm-start-is-the-demo.md).
    env: { NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: '1', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
