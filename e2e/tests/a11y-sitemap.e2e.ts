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

test('every sitemap page is accessible and fits the screen', async ({ page, request }) => {
  test.setTimeout(600_000);
  const listed = locs(await (await request.get('/sitemap-pages.xml')).text());
  const cityPages = listed.filter((path) => /^\/traffic-challan\/[^/]+\/[^/]+\/$/.test(path));
  const newCars = locs(await (await request.get('/sitemap-new-cars.xml')).text());
  const pages = [
    ...listed.filter((path) => !cityPages.includes(path)),
    ...cityPages.slice(0, 5),
    ...newCars.filter((_, index) => index % 20 === 0),
  ];
  expect(pages.length).toBeGreaterThan(40);
  for (const path of pages) {
    await page.goto(path);
    await expectAccessiblePage(page, path);
  }
});
