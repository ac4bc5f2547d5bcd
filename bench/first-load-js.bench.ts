import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow, BenchSuite } from './harness';
import { startServer } from './server-process';

const CLIENT_DIR = new URL('../apps/web/build/client/', import.meta.url).pathname;

/**
 * First-load JavaScript per route: every script the HTML asks for up front (module preloads and
 * module scripts), gzipped as the server would send them. Bytes, not time, so no noise.
 */
export function firstLoadJsSuite(routes: string[]): BenchSuite {
  return {
    name: 'first-load-js',
    async run() {
      const server = await startServer(3901);
      const rows: BenchRow[] = [];
      try {
        for (const route of routes) {
          const response = await fetch(server.baseUrl + route);
          const html = await response.text();
          const scripts = new Set<string>();
          for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
            scripts.add(match[1]!);
          for (const match of html.matchAll(
            /import\s*(?:\(|[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g,
          ))
            scripts.add(match[1]!);
          let raw = 0;
          let gzip = 0;
          for (const src of scripts) {
            const file = readFileSync(join(CLIENT_DIR, src.replace(/^\//, '')));
            raw += file.byteLength;
            gzip += gzipSync(file, { level: 9 }).byteLength;
          }
          rows.push({
            suite: 'first-load-js',
            name: `${route} (${response.status})`,
            figures: { files: scripts.size, rawBytes: raw, gzipBytes: gzip },
          });
        }
      } finally {
        await server.stop();
      }
      return rows;
    },
  };
}
