import { expect, test } from '../support/test';

test('an unknown route is a real 404 inside the frame', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'CarSetu home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the spec sell-city URL answers 301 to the canonical one', async ({ request }) => {
  const response = await request.get('/sell-used-car-new-delhi/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/sell-used-cars-new-delhi/');
});

test('an unknown sell city is a real 404', async ({ request }) => {
  expect((await request.get('/sell-used-cars-atlantis/')).status()).toBe(404);
  expect((await request.get('/sell-used-car-atlantis/', { maxRedirects: 0 })).status()).toBe(301);
});

test('a sell-city page explains selling in that city and checks the form', async ({ page }) => {
  const response = await page.goto('/sell-used-cars-pune/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your used car in Pune');
  await page.getByLabel('Car registration number').fill('MH12IO1234');
  await page.getByLabel('Mobile number').fill('5555555555');
  await page.getByRole('button', { name: 'Get car price' }).click();
  await expect(
    page.getByText('Enter a valid registration number, for example MH12AB1234 or 22BH1234AA'),
  ).toBeVisible();
  await expect(page.getByText('Invalid mobile number')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
});

test('the general sell page lists the sell cities', async ({ page }) => {
  await page.goto('/sell-used-cars/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kochi', exact: true }).first()).toHaveAttribute(
    'href',
    '/sell-used-cars-kochi/',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ search works as a plain GET form', async ({ page }) => {
    await page.goto('/faq/');
    for (const id of ['buy', 'sell', 'loan', 'challan']) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('RC transfer');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/faq\/\?q=RC\+transfer/);
    await expect(
      page.getByRole('heading', { name: /for “RC transfer”|No questions match/ }),
    ).toBeVisible();
  });

  test('the sell form reports bad input from the server', async ({ page }) => {
    await page.goto('/sell-used-cars/');
    await page.getByLabel('Car registration number').fill('not a number');
    await page.getByLabel('Mobile number').fill('98765');
    await page.getByRole('button', { name: 'Get car price' }).click();
    await expect(page.getByText('Invalid mobile number')).toBeVisible();
  });
});

test('the legal pages carry their text', async ({ page }) => {
  await page.goto('/privacy-policy-buy-cars');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your rights/ })).toBeVisible();
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
});

test('the home page offers the main actions and API content', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const action of ['Buy used car', 'Sell car', 'Car finance', 'Pay challan']) {
    await expect(main.getByRole('link', { name: new RegExp(`^${action}`) })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Popular brands' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
});
