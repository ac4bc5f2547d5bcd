import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { round, type BenchRow, type BenchSuite } from './harness';
import { benchPort, startServer } from './server-process';
import { resolvePage } from './ssr-throughput.bench';

/**
 * Issue 14's Lighthouse figures, from the started production server: mobile (Lighthouse's
 * default: a mid-range phone, simulated slow 4G), performance only, one run per page in Debian's
 * Chromium. Goals beside each figure. Lighthouse needs a quiet machine: under load its simulated
 * CPU timings grow, so compare runs made on the same quiet machine.
 */
export const LIGHTHOUSE_GOALS = {
  performance: 98,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 50,
  transferKb: 150,
} as const;

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function lighthouseSuite(pages: Record<string, string>): BenchSuite {
  return {
    name: 'lighthouse',
    async run(): Promise<BenchRow[]> {
      if (!existsSync(chromePath)) {
        return [
          {
            suite: 'lighthouse',
            name: 'Lighthouse mobile',
            figures: {},
            note: `skipped: no Chromium at ${chromePath} (apt-get install -y chromium)`,
          },
        ];
      }
      const server = await startServer(benchPort(30));
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      const rows: BenchRow[] = [];
      try {
        for (const [label, page] of Object.entries(pages)) {
          const path = await resolvePage(server.baseUrl, page);
          const result = await lighthouse(server.baseUrl + path, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          rows.push({
            suite: 'lighthouse',
            name: `${label} ${path}`,
            figures: {
              performance: round((lhr.categories.performance?.score ?? 0) * 100, 0),
              goalPerformance: LIGHTHOUSE_GOALS.performance,
              lcpMs: round(audit('largest-contentful-paint'), 0),
              goalLcpMs: LIGHTHOUSE_GOALS.lcpMs,
              cls: round(audit('cumulative-layout-shift'), 3),
              goalCls: LIGHTHOUSE_GOALS.cls,
              tbtMs: round(audit('total-blocking-time'), 0),
              goalTbtMs: LIGHTHOUSE_GOALS.tbtMs,
              transferKb: round(audit('total-byte-weight') / 1024, 1),
              goalTransferKb: LIGHTHOUSE_GOALS.transferKb,
            },
            ...(lhr.runtimeError ? { note: `Lighthouse: ${lhr.runtimeError.message}` } : {}),
          });
        }
      } finally {
        chrome.kill();
        await server.stop();
      }
      return rows;
    },
  };
}
