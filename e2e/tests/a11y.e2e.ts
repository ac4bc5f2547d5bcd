import { expect, test } from '../support/test';
import { expectAccessiblePage, KEY_PUBLIC_PAGES, PUNE } from '../support/a11y';
import { logIn } from '../support/login';

/**
 * The accessibility and layout floor of every key page, on both projects (desktop 1280px, phone
 * 390px): no serious or critical axe violation against WCAG 2.1 AA, nothing wider than the
 * viewport, exactly one h1. Soft assertions, so one run lists everything a page gets wrong.
 */

const ACCOUNT_PAGES = ['/wishlist', '/my-bookings', '/my-orders', '/my-appointments', '/profile'];

for (const path of KEY_PUBLIC_PAGES) {
  test(`${path} is accessible and fits the screen`, async ({ page }) => {
    await page.goto(path);
    await expectAccessiblePage(page, path);
  });
}

test('a car page is accessible and fits the screen', async ({ page }) => {
  await page.goto(`/buy-used-car?storeCityId=${PUNE}`);
  const firstCar = page.getByRole('article').first();
  const title = (await firstCar.getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCar.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessiblePage(page, page.url());
});

test.describe('signed in', () => {
  for (const path of ACCOUNT_PAGES) {
    test(`${path} is accessible and fits the screen`, async ({ page, context }) => {
      await logIn(context, { name: 'Axe Tester' });
      await page.goto(path);
      await expectAccessiblePage(page, path);
    });
  }
});
