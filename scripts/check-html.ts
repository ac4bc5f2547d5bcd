// CI: the Nu HTML checker (vnu-jar, on the system Java) finds no errors in the server-rendered
// pages: every page of /sitemap-pages.xml plus samples of new-car, car, listing and 404 pages,
// rendered by the real build over the demo data. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTestDatabase } from '@carsetu/db';
import { seedDemoData } from '@carsetu/db/seed';
import type { ServerBuild } from 'react-router';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config/env';
import { mountWeb } from '../apps/api/src/web/mount-web';

const root = new URL('..', import.meta.url).pathname;
const webBuild = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
const serverEntry = join(webBuild, 'server/index.js');
if (!existsSync(serverEntry)) throw new Error('Build the web app first: npm run build');
const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

const database = await createTestDatabase();
await seedDemoData(database);
const app = await buildApp({ database, config: testConfig() });
await mountWeb(app, {
  mode: 'production',
  getBuild: async () => (await import(pathToFileURL(serverEntry).href)) as ServerBuild,
  clientDir: join(webBuild, 'client'),
});
await app.ready();
const get = (url: string) => app.inject({ url, headers: { host: 'www.carsetu.test' } });
const locs = async (url: string) =>
  [...(await get(url)).body.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );

const pages = [
  ...(await locs('/sitemap-pages.xml')),
  ...(await locs('/sitemap-new-cars.xml')).slice(0, 6),
  ...(await locs('/sitemap-cars.xml?page=1')).slice(0, 3),
  '/buy-used-car?storeCityId=1',
  '/buy-used-car?make=maruti-suzuki&fuelType=petrol',
  '/faq/?q=loan',
  '/new-cars/compare-cars/',
  '/no-such-page/',
];
const dir = mkdtempSync(join(tmpdir(), 'carsetu-html-'));
const files: string[] = [];
for (const [index, page] of pages.entries()) {
  const response = await get(page);
  const file = join(dir, `${String(index).padStart(3, '0')}.html`);
  writeFileSync(file, response.body);
  files.push(file);
}
await app.close();
await database.close();

const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const report = JSON.parse(result.stderr || '{"messages":[]}') as {
  messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
};
const errors = report.messages.filter((m) => m.type === 'error');
for (const error of errors) {
  const page = pages[Number(error.url.match(/(\d{3})\.html$/)?.[1])];
  console.log(`${page} (line ${error.lastLine}): ${error.message}\n    ${error.extract ?? ''}`);
}
console.log(`Nu HTML checker: ${errors.length} errors on ${pages.length} pages`);
process.exit(errors.length === 0 && result.status !== null ? 0 : 1);
