import { expect, test } from '../support/test';
import { expectAccessiblePage, KEY_PUBLIC_PAGES } from '../support/a11y';

/**
 * Every page the sitemap offers crawlers passes the same floor as the key pages (issue 11, item
 * 14: axe on the pages the Nu checker validates). E-challan city pages share one template, so
 * five stand for them; new-car pages are sampled likewise. The walk is shared between the two
 * widths, every other page each (the key pages run on both widths in a11y.e2e.ts): the two
 * projects run side by side (e2e/run-all.mjs), so the walk no longer sets how long e2e takes,
 * and each sitemap page is checked at one width or the other. The key pages are left out: a11y.e2e.ts
 * checks them at both widths already.
 */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname + new URL(match[1]!).search,
  );

/** Which share of the walk a project takes: its index here among the widths. */
const WIDTHS = ['desktop', 'phone'];

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
  const everyPage = [
    ...listed.filter((path) => !cityPages.includes(path)),
    ...cityPages.slice(0, 5),
    ...newCars.filter((_, index) => index % 20 === 0),
  ];
  expect(everyPage.length).toBeGreaterThan(40);
  const share = WIDTHS.indexOf(test.info().project.name);
  expect(share, `project ${test.info().project.name} has a share of the walk`).toBeGreaterThan(-1);
  const pages = everyPage
    .filter((path) => !KEY_PUBLIC_PAGES.includes(path))
    .filter((_, index) => index % WIDTHS.length === share);
  test.setTimeout(pages.length * BUDGET_PER_PAGE_MS);
  for (const path of pages) {
    await page.goto(path);
    await expectAccessiblePage(page, path);
  }
});
