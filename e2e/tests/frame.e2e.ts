import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '../support/test';

/** Desktop shows the header nav; phones (<1024px) reach the same links through the drawer. */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function mainNavigation(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('header links lead to their sections', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'CarSetu home' }),
  ).toHaveAttribute('href', '/');
  const nav = await mainNavigation(page, testInfo);
  if (isPhone(testInfo)) {
    await expect(nav.getByRole('link', { name: 'Car finance' })).toHaveAttribute(
      'href',
      '/used-car-loan/?fromSource=%2F',
    );
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq/#buy');
    await nav.getByText('Buy used car', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'All used cars' })).toHaveAttribute(
      'href',
      '/buy-used-cars/',
    );
    await nav.getByText('Sell car', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Sell your car' })).toHaveAttribute(
      'href',
      '/sell-used-cars/',
    );
    await nav.getByText('New cars', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'All new cars' })).toHaveAttribute(
      'href',
      '/new-cars/',
    );
    return;
  }
  await expect(nav.getByRole('link', { name: 'Buy used car', exact: true })).toHaveAttribute(
    'href',
    '/buy-used-cars/',
  );
  await expect(nav.getByRole('link', { name: 'Sell car', exact: true })).toHaveAttribute(
    'href',
    '/sell-used-cars/',
  );
  await expect(nav.getByRole('link', { name: 'Car finance' })).toHaveAttribute(
    'href',
    '/used-car-loan/?fromSource=%2F',
  );
  await expect(nav.getByRole('link', { name: 'New cars', exact: true })).toHaveAttribute(
    'href',
    '/new-cars/',
  );
  await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq/#buy');

  // fromSource carries the current path.
  await page.goto('/faq/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Car finance' })).toHaveAttribute(
    'href',
    '/used-car-loan/?fromSource=%2Ffaq%2F',
  );
});

test('every dropdown opens and shows its items', async ({ page }, testInfo) => {
  await page.goto('/');
  const expectations: [string, string, string][] = [
    ['Buy used car', 'Change city', '/buy-used-cars/?source=locationSelector'],
    ['Sell car', 'Sell car in Mumbai', '/sell-used-cars-mumbai/'],
    ['New cars', 'SUV cars', '/new-cars/search-by/suv-cars/'],
    ['Car services', 'Pay traffic challan', '/traffic-challan/'],
  ];
  const nav = await mainNavigation(page, testInfo);
  for (const [menu, item, href] of expectations) {
    if (isPhone(testInfo)) {
      await nav.getByText(menu, { exact: true }).click();
    } else {
      const button = nav.getByRole('button', {
        name: menu === 'Car services' ? menu : `${menu} menu`,
      });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(nav.getByRole('link', { name: item, exact: true })).toHaveAttribute('href', href);
  }
  if (isPhone(testInfo)) await nav.getByText('Our products', { exact: true }).click();
  else await nav.getByRole('button', { name: 'Our products' }).click();
  const partner = nav.getByRole('link', { name: /Personal loan/ });
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(partner).toHaveAttribute('target', '_blank');
});

test('sell dropdown lists the 15 sell cities', async ({ page }, testInfo) => {
  await page.goto('/');
  const nav = await mainNavigation(page, testInfo);
  if (isPhone(testInfo)) await nav.getByText('Sell car', { exact: true }).click();
  else await nav.getByRole('button', { name: 'Sell car menu' }).click();
  await expect(nav.getByRole('link', { name: /^Sell car in / })).toHaveCount(15);
});

test('desktop dropdowns open on hover and close with Escape, returning focus', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  if (isPhone(testInfo)) {
    // Phone: the drawer is a modal dialog that Escape closes, giving focus back to the menu button.
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'New cars', exact: true }).hover();
  await expect(nav.getByRole('link', { name: 'Cars under 5 lakh' })).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(nav.getByRole('link', { name: 'Cars under 5 lakh' })).toBeHidden();

  const button = nav.getByRole('button', { name: 'Car services' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Scrap your car' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the current section is highlighted', async ({ page }, testInfo) => {
  // Path → the href of the highlighted header link (Buy, Sell or Finance), or null for none.
  const cases: [string, RegExp | null][] = [
    ['/sell-used-cars/', /^\/sell-used-cars\/$/],
    ['/', /^\/sell-used-cars\/$/],
    ['/buy-used-cars/', /^\/buy-used-cars\/$/],
    ['/used-car-loan/', /^\/used-car-loan\/\?fromSource=/],
    ['/faq/', null],
  ];
  for (const [path, href] of cases) {
    await page.goto(path);
    const nav = await mainNavigation(page, testInfo);
    const current = nav.locator('[aria-current="page"]');
    if (href === null) await expect(current).toHaveCount(0);
    else await expect(current.first()).toHaveAttribute('href', href);
    if (isPhone(testInfo)) await page.keyboard.press('Escape');
  }
});

test('the frame on the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  // @axe-core/playwright types its Page from its own playwright-core copy; the object is the same.
  const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<
    typeof AxeBuilder
  >[0]).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('nothing overflows the viewport at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/',
    '/sell-used-cars/',
    '/faq/',
    '/sell-used-cars-pune/',
    '/no-such-page/',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
