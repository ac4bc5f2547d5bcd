import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';

/**
 * The browser hydrates the server's React HTML with Preact (decision 0183): the document must
 * come out whole — one head with its stylesheets, page tags that follow client navigation, and
 * ids that the elements created after hydration can point at.
 */
async function headCounts(page: Page) {
  return page.evaluate(() => ({
    html: document.querySelectorAll('html').length,
    bodies: document.querySelectorAll('body').length,
    titles: document.querySelectorAll('title').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    // app.css makes the body a flex column: the stylesheet is applied.
    bodyDisplay: getComputedStyle(document.body).display,
  }));
}

test('hydration keeps one document with its stylesheet, and client navigation updates the head', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const home = await headCounts(page);
  expect(home).toMatchObject({
    html: 1,
    bodies: 1,
    titles: 1,
    canonicals: 1,
    descriptions: 1,
    bodyDisplay: 'flex',
  });
  const homeTitle = await page.title();

  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sell car', exact: true }).click();
  await expect(page).toHaveURL(/\/sell-used-cars\/$/);
  await expect(page).not.toHaveTitle(homeTitle);
  // A client-side navigation, not a new page load.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  const sell = await headCounts(page);
  expect(sell).toMatchObject({ html: 1, bodies: 1, titles: 1, canonicals: 1, descriptions: 1 });
  expect(sell.canonical).toMatch(/\/sell-used-cars\/$/);
});

test('a popup created after hydration is the one its button points at', async ({ page }) => {
  await gotoHydrated(page, '/');
  const account = page.getByRole('banner').getByRole('button', { name: /^Hello,/ });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const controlled = await account.getAttribute('aria-controls');
  expect(controlled).toBeTruthy();
  await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
});
