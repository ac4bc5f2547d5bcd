import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';

/** Pune in the seeded cities (catalog decision 0010). */
const PUNE = 15;

/** Issue 12: the car page's loan banner with its lazy popups, and every photo of the car. */
test('car page: loans banner with the tenure and finance popups, and all photos', async ({
  page,
}) => {
  await page.goto(`/buy-used-car?storeCityId=${PUNE}`);
  // The city listing page carries its SEO copy from the content store.
  await expect(page.getByRole('heading', { name: 'Buying a used car in Pune' })).toBeVisible();
  const carUrl = await page
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await gotoHydrated(page, carUrl!);

  const banner = page.getByRole('region', { name: /^Car loans from 9.25% a year/ });
  await expect(banner.getByText(/EMI from ₹ [\d,]+ a month for this car/)).toBeVisible();
  await banner.getByRole('button', { name: 'EMI by tenure' }).click();
  const tenure = page.getByRole('dialog', { name: 'EMI by tenure' });
  await tenure.getByRole('radio', { name: /^7 years/ }).check();
  await expect(tenure.getByText(/a month for 84 months/)).toBeVisible();
  await expectAccessiblePage(page, `${carUrl} (tenure popup)`);
  await page.keyboard.press('Escape');
  await expect(tenure).toBeHidden();

  await banner.getByRole('link', { name: 'Check loan eligibility' }).click();
  const finance = page.getByRole('dialog', { name: 'Finance this car' });
  await expect(finance.getByText('Salary slips')).toBeVisible();
  const next = finance.getByRole('link', { name: 'Continue to eligibility' });
  await expect(next).toHaveAttribute(
    'href',
    /^\/used-car-loan\/personal-details\/\?.*listingId=\d+/,
  );
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /^See all \d+ photos$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /: all photos$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /side view$/ })).toBeVisible();
  await expectAccessiblePage(page, `${carUrl}photos/`);
});
