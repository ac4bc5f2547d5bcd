import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Pune in the seeded cities (catalog decision 0010). */
export const PUNE = 15;

/**
 * The key public pages: a11y.e2e.ts checks each at both widths, so the sitemap walk
 * (a11y-sitemap.e2e.ts) leaves them out.
 */
export const KEY_PUBLIC_PAGES = [
  '/',
  '/buy-used-cars/',
  `/buy-used-car?storeCityId=${PUNE}`,
  '/sell-used-cars/',
  '/sell-used-cars-pune/',
  '/used-car-valuation/',
  '/used-car-loan/',
  '/traffic-challan/',
  // The lookup is a GET form; the sandbox challan source gives MH12AB1000 a pending challan.
  '/traffic-challan/?regNo=MH12AB1000',
  '/traffic-challan/maharashtra/',
  '/traffic-challan/maharashtra/pune/',
  '/new-cars/',
  '/new-cars/maruti-suzuki/',
  '/new-cars/maruti-suzuki/swift/',
  '/new-cars/search-by/suv-cars/',
  '/new-cars/compare-cars/',
  '/terms-and-conditions',
  '/faq/',
  '/rto-vehicle-registration-details/',
  '/car-service-history/',
  '/scrap-cars/',
  '/pre-delivery-inspection/',
  '/privacy-policy-buy-cars',
  '/this-page-does-not-exist/',
];

/**
 * The accessibility and layout floor of a page: no serious or critical axe violation against
 * WCAG 2.1 AA, nothing wider than the viewport, exactly one h1. Soft assertions, so one run lists
 * everything a page gets wrong.
 */
export async function expectAccessiblePage(page: Page, path: string) {
  await page.waitForLoadState('load');
  // @axe-core/playwright types its Page from its own playwright-core copy; the object is the same.
  const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<
    typeof AxeBuilder
  >[0])
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect
    .soft(
      serious.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      ),
      `axe on ${path}`,
    )
    .toEqual([]);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect.soft(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);

  await expect.soft(page.locator('h1'), `h1 count on ${path}`).toHaveCount(1);

  // Headings go down one level at a time (h2 after h1, never h4 after h2): issue 11, item 14.
  const skipped = await page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter(
        (heading) =>
          (heading as HTMLElement).offsetParent !== null || heading.closest('dialog') === null,
      )
      .map((heading) => ({
        level: Number(heading.tagName[1]),
        text: heading.textContent?.trim() ?? '',
      }));
    return levels
      .filter((heading, index) => index > 0 && heading.level > levels[index - 1]!.level + 1)
      .map((heading) => `h${heading.level} "${heading.text.slice(0, 40)}"`);
  });
  expect.soft(skipped, `skipped heading levels on ${path}`).toEqual([]);
}
