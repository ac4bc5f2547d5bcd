import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';

/**
 * Every page the sitemap offers crawlers passes the same floor as the key pages (issue 11, item
 * 14: axe on the pages the Nu checker validates). E-challan city pages share one template, so
 * five stand for them; new-car pages are sampled likewise. Desktop only: the key pages run on
 * both widths in a11y.e2e.ts.
 */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname + new URL(match[1]!).search,
  );

/**
 * Time allowed per page: axe alone takes 4–6 s a page on a 2-core CI machine while the phone
 * project runs beside this one, and the sitemap grows with the content.
 */
const BUDGET_PER_PAGE_MS = 15_000;

test('every sitemap page is accessible and fits the screen', async ({ page, request }) => {
  // Set again below once the pages are known; this covers reading the sitemaps.
  test.setTimeout(60_000);
  const listed = locs(await (await request.get('/sitemap-pages.xml')).text());
  const cityPages = listed.filter((path) => /^\/traffic-challan\/[^/]+\/[^/]+\/$/.test(path));
  const newCars = locs(await (await request.get('/sitemap-new-cars.xml')).text());
  const pages = [
    ...listed.filter((path) => !cityPages.includes(path)),
    ...cityPages.slice(0, 5),
    ...newCars.filter((_, index) => index % 20 === 0),
  ];
  expect(pages.length).toBeGreaterThan(40);
  test.setTimeout(pages.length * BUDGET_PER_PAGE_MS);
  for (const path of pages) {
    await page.goto(path);
    await expectAccessiblePage(page, path);
  }
});
