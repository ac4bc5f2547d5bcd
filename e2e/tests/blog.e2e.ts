import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';

/** Issue 12: the footer's Blog link lands on the blog; a category; an article with its data. */
test('the blog from the footer: list, category, article', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CarSetu blog' })).toBeVisible();
  await expect(page).toHaveURL(/\/article\/$/);
  await expectAccessiblePage(page, '/article/');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 2');

  const categories = page.getByRole('navigation', { name: 'Blog categories' });
  await categories.getByRole('link', { name: 'Selling your car' }).click();
  await expect(categories.getByRole('link', { name: 'Selling your car' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article')).toHaveCount(3);

  await page
    .getByRole('link', { name: 'RC transfer after selling your car: Form 29 and Form 30' })
    .click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'RC transfer after selling your car: Form 29 and Form 30',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The two forms' })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((text) => text.includes('"@type":"Article"'))).toBe(true);
  // As a crawler sees it: the server-rendered page keeps the trailing slash in its canonical.
  await page.goto('/article/rc-transfer-form-29-30/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/article\/rc-transfer-form-29-30\/$/,
  );
  await expectAccessiblePage(page, '/article/rc-transfer-form-29-30/');

  const missing = await page.goto('/article/no-such-article/');
  expect(missing?.status()).toBe(404);
});
