import { expect, test } from '../support/test';

// Run with: npx playwright test -c playwright.maintenance.config.ts
test('every page answers 503 with the maintenance page and the help line', async ({ page }) => {
  for (const path of ['/', '/sell-used-cars/', '/no-such-page/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: "We'll be right back!" })).toBeVisible();
    await expect(page.getByRole('link', { name: '1800 120 3344' })).toHaveAttribute(
      'href',
      'tel:18001203344',
    );
    await expect(page.getByText('9 AM to 9 PM')).toBeVisible();
  }
});

test('the API answers 503 JSON during maintenance', async ({ request }) => {
  const response = await request.get('/api/vehicle/v1/sell-cities');
  expect(response.status()).toBe(503);
  expect(await response.json()).toMatchObject({ error: { code: 'MAINTENANCE' } });
});
