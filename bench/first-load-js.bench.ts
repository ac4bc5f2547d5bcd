import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BundleReport } from '../apps/web/vite-bundle-report';
import type { BenchRow, BenchSuite } from './harness';
import { benchPort, startServer, CLIENT_DIR } from './server-process';
import { resolvePage } from './ssr-throughput.bench';

/** Written by the web build (apps/web/vite-bundle-report.ts): each chunk's bytes by source. */
const BUNDLE_REPORT = new URL('../apps/web/build/bundle-report.json', import.meta.url).pathname;

/** Issue 14's byte goals (gzip): HTML per page, and first-load JavaScript per page. */
export const HTML_GZIP_GOAL_BYTES = 20 * 1024;
export const FIRST_LOAD_JS_GOAL_BYTES = 120 * 1024;
/** The listing and car pages carry the most traffic: a tighter JavaScript budget. */
export const FIRST_LOAD_JS_TIGHT_GOAL_BYTES = 100 * 1024;
/** The bundle report: this many biggest first-load files per page, by gzip size. */
const REPORT_TOP_FILES = 4;
/** …and this many biggest sources (packages, app folders) in them. */
const REPORT_TOP_SOURCES = 8;

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).byteLength;

/**
 * Bytes a first visit costs per page, as the server sends them: the HTML, and every script the
 * HTML asks for up front (module preloads and module scripts), gzipped. Bytes, not time, so no
 * noise. The note is the bundle report: the biggest files each page loads first.
 */
export function firstLoadJsSuite(routes: string[], tightRoutes: string[] = []): BenchSuite {
  return {
    name: 'first-load-js',
    async run() {
      const report = existsSync(BUNDLE_REPORT)
        ? (JSON.parse(readFileSync(BUNDLE_REPORT, 'utf8')) as BundleReport)
        : undefined;
      const server = await startServer(benchPort(1));
      const rows: BenchRow[] = [];
      try {
        for (const page of routes) {
          const route = await resolvePage(server.baseUrl, page);
          const response = await fetch(server.baseUrl + route);
          const html = await response.text();
          const scripts = new Set<string>();
          // Every module the page loads: its preloads and the boot module's imports, whether
          // written as tags or in the loader that adds them after the first paint (decision 0187).
          for (const match of html.matchAll(/\\?["'](\/assets\/[^"'\\]+\.js)\\?["']/g))
            scripts.add(match[1]!);
          let raw = 0;
          let gzip = 0;
          const files: { name: string; gzip: number }[] = [];
          const sources = new Map<string, number>();
          for (const src of scripts) {
            const file = readFileSync(join(CLIENT_DIR, src.replace(/^\//, '')));
            raw += file.byteLength;
            const size = gzipSize(file);
            gzip += size;
            files.push({ name: src.replace(/^\/assets\//, ''), gzip: size });
            // A file's gzip bytes shared out by each source's share of its code.
            const groups = Object.entries(report?.chunks[src.replace(/^\//, '')] ?? {});
            const total = groups.reduce((sum, [, length]) => sum + length, 0);
            for (const [group, length] of groups)
              sources.set(group, (sources.get(group) ?? 0) + (size * length) / total);
          }
          const contents = [...sources]
            .sort((a, b) => b[1] - a[1])
            .slice(0, REPORT_TOP_SOURCES)
            .map(([group, size]) => `${group} ${(size / 1024).toFixed(1)}`)
            .join(', ');
          const biggest = files
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, REPORT_TOP_FILES)
            .map((file) => `${file.name} ${(file.gzip / 1024).toFixed(1)} KB`)
            .join(', ');
          rows.push({
            suite: 'first-load-js',
            name: `${route} (${response.status})`,
            figures: {
              htmlGzipBytes: gzipSize(html),
              goalHtmlGzipBytes: HTML_GZIP_GOAL_BYTES,
              jsFiles: scripts.size,
              jsRawBytes: raw,
              jsGzipBytes: gzip,
              goalJsGzipBytes: tightRoutes.includes(page)
                ? FIRST_LOAD_JS_TIGHT_GOAL_BYTES
                : FIRST_LOAD_JS_GOAL_BYTES,
            },
            note: `biggest: ${biggest}${contents ? `; contains (KB gzip, approx.): ${contents}` : ''}`,
          });
        }
      } finally {
        await server.stop();
      }
      return rows;
    },
  };
}
