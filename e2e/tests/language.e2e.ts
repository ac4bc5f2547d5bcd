import { expect, test, type Page, type TestInfo } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated, waitForHydration } from '../support/hydration';

/** Decision 0180: the header switches the whole site between English and Hindi, and back. */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function openNavigation(page: Page, testInfo: TestInfo, menuName: string) {
  if (!isPhone(testInfo)) return page.getByRole('banner').getByRole('navigation');
  await page.getByRole('button', { name: menuName }).click();
  return page.getByRole('dialog');
}

test('the header switches to Hindi, the choice holds on other pages, and switches back', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/traffic-challan/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await page.waitForURL(/[?&]lang=hi/);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएं' })).toBeAttached();
  await expectAccessiblePage(page, '/traffic-challan/?lang=hi');

  // The cookie keeps Hindi on a page reached without ?lang=.
  const nav = await openNavigation(page, testInfo, 'मेन्यू खोलें');
  await expect(nav.getByRole('link', { name: 'सवाल-जवाब' })).toBeVisible();
  await gotoHydrated(page, '/buy-used-cars/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/buy-used-cars\/?\?lang=hi$/,
  );

  // The help button and the login modal speak Hindi too.
  await page.getByRole('button', { name: 'नमस्ते, साइन इन करें' }).click();
  await page.getByRole('button', { name: 'लॉग इन/साइन अप' }).click();
  const login = page.getByRole('dialog', { name: 'जारी रखने के लिए लॉग इन करें' });
  await expect(login.getByLabel('मोबाइल नंबर')).toBeVisible();
  await login.getByRole('button', { name: 'बंद करें' }).click();

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/[?&]lang=en/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await gotoHydrated(page, '/traffic-challan/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
