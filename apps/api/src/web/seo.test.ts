import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { startWebTestApp, webBuildExists, type WebTestApp } from '../test/web-app';

const ORIGIN = 'http://www.carsetu.test';

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? m[0]);
const canonicals = (html: string) =>
  all(html, /<link rel="canonical" href="([^"]*)"/g).map((href) => href.replace(/&amp;/g, '&'));
const jsonLdTypes = (html: string) =>
  all(html, /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs).flatMap((text) => {
    const parsed = JSON.parse(text) as { '@type': string | string[] } | { '@type': string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((item) => item['@type']);
  });
const locs = (xml: string) => all(xml, /<loc>([^<]*)<\/loc>/g);

// Issue 11, items 10–13: what a crawler sees, on the real server build and demo data. Runs where
// the web app is built (CI builds before `npm test`; locally `npm run build` first).
if (webBuildExists) {
  describe('crawlers: links, canonicals, sitemap index, structured data, share tags', () => {
    let web: WebTestApp;
    let app: App;
    beforeAll(async () => {
      web = await startWebTestApp();
      app = web.app;
    }, 120_000);
    afterAll(() => web.close());

    const get = async (path: string) => {
      const response = await app.inject({ url: path, headers: { host: 'www.carsetu.test' } });
      return { status: response.statusCode, body: response.body, headers: response.headers };
    };
    const pathOf = (url: string) => url.slice(ORIGIN.length);

    it('/traffic-challan/ links every state page, and a state page links its cities', async () => {
      const sitemap = await get('/sitemap-pages.xml');
      const challanPages = locs(sitemap.body).filter((loc) => loc.includes('/traffic-challan/'));
      const statePages = challanPages.filter((loc) => /traffic-challan\/[^/]+\/$/.test(loc));
      expect(statePages.length).toBeGreaterThanOrEqual(30);
      const index = await get('/traffic-challan/');
      for (const loc of statePages) expect(index.body).toContain(`href="${pathOf(loc)}"`);
      const state = pathOf(statePages[0]!);
      const cities = challanPages.filter(
        (loc) => loc.startsWith(`${ORIGIN}${state}`) && loc !== statePages[0],
      );
      const statePage = await get(state);
      for (const loc of cities) expect(statePage.body).toContain(`href="${pathOf(loc)}"`);
    });

    it('the sitemap is an index of pages, new-car pages and car pages with <lastmod>', async () => {
      const index = await get('/sitemap.xml');
      expect(index.body).toContain('<sitemapindex');
      const files = locs(index.body).map(pathOf);
      expect(files).toEqual(
        expect.arrayContaining([
          '/sitemap-pages.xml',
          '/sitemap-new-cars.xml',
          '/sitemap-cars.xml?page=1',
        ]),
      );
      const cars = await get('/sitemap-cars.xml?page=1');
      const carUrls = locs(cars.body);
      expect(carUrls.length).toBeGreaterThan(1000);
      expect(carUrls.every((url) => /\/buy-used-car\/[a-z0-9-]+-\d+\/$/.test(url))).toBe(true);
      expect(all(cars.body, /<lastmod>([^<]*)<\/lastmod>/g)).toHaveLength(carUrls.length);
      const newCarsXml = (await get('/sitemap-new-cars.xml')).body;
      const newCars = locs(newCarsXml);
      expect(newCars.some((url) => /\/new-cars\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(url))).toBe(true);
      // Model and brand pages carry the date their model or a variant last changed.
      const modelEntries = newCarsXml
        .split('<url>')
        .filter((entry) => /\/new-cars\/(?!search-by\/)[a-z0-9-]+\/[a-z0-9-]+\/</.test(entry));
      expect(modelEntries.length).toBeGreaterThan(10);
      expect(
        modelEntries.every((entry) => /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(entry)),
      ).toBe(true);
      expect((await get('/sitemap-cars.xml?page=999')).status).toBe(404);
    });

    it('every public page: one absolute canonical, Open Graph and Twitter tags with an image', async () => {
      // Every page of the pages sitemap except most e-challan city pages (one template; a few
      // are kept), plus samples of new-car and car pages.
      const listed = locs((await get('/sitemap-pages.xml')).body).map(pathOf);
      const cityPages = listed.filter((path) => /^\/traffic-challan\/[^/]+\/[^/]+\/$/.test(path));
      const pages = [
        ...listed.filter((path) => !cityPages.includes(path)),
        ...cityPages.slice(0, 5),
      ];
      const newCars = locs((await get('/sitemap-new-cars.xml')).body)
        .map(pathOf)
        .slice(0, 10);
      const cars = locs((await get('/sitemap-cars.xml?page=1')).body)
        .map(pathOf)
        .slice(0, 5);
      const problems: string[] = [];
      for (const path of [...pages, ...newCars, ...cars]) {
        const page = await get(path);
        if (page.status !== 200) problems.push(`${path}: ${page.status}`);
        const links = canonicals(page.body);
        if (links.length !== 1 || links[0] !== `${ORIGIN}${path}`)
          problems.push(`${path}: canonical ${JSON.stringify(links)}`);
        for (const tag of ['og:url', 'og:title', 'og:image', 'og:type', 'og:site_name']) {
          if (!page.body.includes(`property="${tag}"`)) problems.push(`${path}: no ${tag}`);
        }
        for (const tag of ['twitter:card', 'twitter:title', 'twitter:image']) {
          if (!page.body.includes(`name="${tag}"`)) problems.push(`${path}: no ${tag}`);
        }
        if (all(page.body, /property="og:title"/g).length > 1)
          problems.push(`${path}: two og:title`);
        if (!jsonLdTypes(page.body).includes('BreadcrumbList') && path !== '/')
          problems.push(`${path}: no BreadcrumbList`);
      }
      expect(problems).toEqual([]);
      const image = await get('/og-image.png');
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }, 120_000);

    it.each([
      [
        'tracking and sort dropped',
        '/used-car-loan/?fromSource=%2Fbuy-used-cars%2F&utm_source=x',
        '/used-car-loan/',
      ],
      ['a FAQ search', '/faq/?q=loan', '/faq/'],
      [
        'a filter combination → its landing page (city + make)',
        '/buy-used-car?make=maruti-suzuki&fuelType=petrol&sort=price-asc&storeCityId=1',
        '/buy-used-car?make=maruti-suzuki&storeCityId=1',
      ],
      ['a city listing', '/buy-used-car?storeCityId=1', '/buy-used-car?storeCityId=1'],
    ])('canonical of %s', async (_label, path, expected) => {
      let page = await get(path);
      if (page.status === 302) page = await get(String(page.headers.location));
      expect(canonicals(page.body)).toEqual([`${ORIGIN}${expected}`]);
    });

    it('the 404 page: one <title>, noindex, no canonical', async () => {
      const page = await get('/no-such-page/');
      expect(page.status).toBe(404);
      expect(all(page.body, /<title>([^<]*)<\/title>/g)).toHaveLength(1);
      expect(page.body).toContain('name="robots" content="noindex"');
      expect(canonicals(page.body)).toEqual([]);
    });

    it('structured data: Organization + WebSite search, ItemList, FAQPage, Product with offers', async () => {
      const home = jsonLdTypes((await get('/')).body);
      expect(home).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      expect((await get('/')).body).toContain('"SearchAction"');
      expect(jsonLdTypes((await get('/buy-used-car?storeCityId=1')).body)).toContain('ItemList');
      expect(jsonLdTypes((await get('/faq/')).body)).toContain('FAQPage');
      const model = locs((await get('/sitemap-new-cars.xml')).body)
        .map(pathOf)
        .find((path) => /^\/new-cars\/[^/]+\/[^/]+\/$/.test(path) && !path.includes('search-by'))!;
      const modelPage = (await get(model)).body;
      expect(jsonLdTypes(modelPage)).toEqual(expect.arrayContaining(['Product', 'Car']));
      expect(modelPage).toContain('"AggregateOffer"');
      expect(modelPage).toContain('"priceCurrency":"INR"');
    });
  });
}
