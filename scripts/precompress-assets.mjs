#!/usr/bin/env node
// After the web build: a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every
// compressible client asset, served by @fastify/static's preCompressed (decision 0138), so no
// request pays for compressing a script or stylesheet. A copy is kept only when smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'client');
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Below this the compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let written = 0;
for (const path of files(clientDir)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const source = readFileSync(path);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  for (const [suffix, bytes] of [
    ['.br', brotli],
    ['.gz', gzip],
  ]) {
    if (bytes.length >= source.length) continue;
    writeFileSync(`${path}${suffix}`, bytes);
    written += 1;
  }
}
console.log(`precompressed ${written} files in ${clientDir.slice(root.length + 1)}`);
