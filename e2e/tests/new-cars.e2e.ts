import { expect, test, type Page } from '../support/test';

/** Lowest price of a card's "₹x.xx - y.yy Lakh" / "₹x.xx Lakh" range, in lakh. */
function lowestLakh(priceText: string): number {
  const match = /₹([\d.]+)(?: (Lakh|Crore))?/.exec(priceText);
  if (!match) throw new Error(`No price in "${priceText}"`);
  const value = Number(match[1]);
  return match[2] === 'Crore' || /^₹[\d.]+ Crore/.test(priceText) ? value * 100 : value;
}

async function resultCards(page: Page) {
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.all();
}

test('/new-cars/ shows brands, body types, budgets and popular models with prices', async ({
  page,
}) => {
  const response = await page.goto('/new-cars/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'New cars' })).toBeVisible();
  const brands = page.getByRole('region', { name: 'Popular brands' });
  await expect(brands.getByRole('link', { name: /^Maruti Suzuki/ })).toHaveAttribute(
    'href',
    '/new-cars/maruti-suzuki/',
  );
  await expect(page.getByRole('link', { name: /^SUV cars/ })).toHaveAttribute(
    'href',
    '/new-cars/search-by/suv-cars/',
  );
  await expect(page.getByRole('link', { name: /^Cars under 5 lakh/ })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular new cars' }).getByRole('article');
  await expect(popular.first()).toContainText(/₹\d+\.\d\d( - \d+\.\d\d)? Lakh/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/new-cars\/$/);
});

test('a brand page leads to a model page with its variants table', async ({ page }) => {
  await page.goto('/new-cars/');
  await page
    .getByRole('region', { name: 'Popular brands' })
    .getByRole('link', { name: /^Maruti Suzuki/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maruti Suzuki cars' })).toBeVisible();
  await page.getByRole('link', { name: 'Swift', exact: true }).click();
  await expect(page).toHaveURL(/\/new-cars\/maruti-suzuki\/swift\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maruti Suzuki Swift' })).toBeVisible();

  const table = page.getByRole('table', {
    name: 'Maruti Suzuki Swift variants and ex-showroom prices',
  });
  await expect(table.getByRole('columnheader', { name: 'Ex-showroom price' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'LXi', exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/₹ \d{1,2},\d\d,\d{3}/);
  await expect(page.getByText(/EMI from ₹ [\d,]+\/month/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check used Swift for sale' })).toHaveAttribute(
    'href',
    '/buy-used-car?make=maruti-suzuki&model=swift',
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: expect.arrayContaining([expect.objectContaining({ name: 'Swift' })]),
  });
});

test('a body-type search lists only models of that body type', async ({ page }) => {
  await page.goto('/new-cars/search-by/muv-cars/');
  await expect(page.getByRole('heading', { level: 1, name: 'New MUV cars' })).toBeVisible();
  for (const card of await resultCards(page)) {
    await expect(card.getByRole('list', { name: 'Options' })).toContainText('MUV');
  }
});

test('a budget search lists only models starting at or under the budget', async ({ page }) => {
  await page.goto('/new-cars/search-by/cars-under-5-lakhs/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New cars under ₹5 Lakh' }),
  ).toBeVisible();
  for (const card of await resultCards(page)) {
    const price = (await card.getByText(/^₹/).first().textContent())!;
    expect(lowestLakh(price), price).toBeLessThanOrEqual(5);
  }
});

test('compare two models side by side with the plain form', async ({ page }) => {
  await page.goto('/new-cars/compare-cars/');
  await page.getByLabel('First car').selectOption({ label: 'Maruti Suzuki Swift' });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('Choose one more car to compare.')).toBeVisible();
  await expect(page.getByLabel('First car')).toHaveValue(/\d+/);
  await page.getByLabel('Second car').selectOption({ label: 'Tata Nexon' });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/model=\d+&model=\d+/);
  const table = page.getByRole('table', { name: 'Maruti Suzuki Swift vs Tata Nexon' });
  await expect(table.getByRole('columnheader', { name: 'Tata Nexon' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Body type/ })).toContainText('Compact SUV');
  await expect(table.getByRole('row', { name: /^Seats/ })).toContainText('5');
});

test('a discontinued model says so and points to used ones', async ({ page }) => {
  await page.goto('/new-cars/ford/figo/');
  await expect(page.getByText(/The Ford Figo is discontinued/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check used Figo for sale' })).toBeVisible();
});

test('unknown brands, models and search shapes are real 404s', async ({ page, request }) => {
  const response = await page.goto('/new-cars/atlantis-motors/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  for (const path of [
    '/new-cars/maruti-suzuki/atlantis/',
    '/new-cars/search-by/luxury-cars/',
    '/new-cars/search-by/cars-under-7-lakhs/',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
