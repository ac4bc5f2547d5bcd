import { expect, test, type Page } from '../support/test';
import { logIn } from '../support/login';
import { gotoHydrated } from '../support/hydration';

/** Pune in the seeded cities (catalog decision 0010). */
const PUNE = 15;

/** On a phone the filters are in a bottom sheet: open it, and apply what was chosen there. */
async function openFiltersOnPhone(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
}
async function applyFiltersOnPhone(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: /^Show \d/ }).click();
}

test('browse, filter, open a car, save it, book a test drive, reserve and see My Bookings', async ({
  page,
  context,
}) => {
  await logIn(context);
  await gotoHydrated(page, `/buy-used-car?storeCityId=${PUNE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Used cars in Pune' })).toBeVisible();

  await openFiltersOnPhone(page);
  await page.getByRole('checkbox', { name: /^Petrol/ }).check();
  await applyFiltersOnPhone(page);
  await expect(page).toHaveURL(/fuelType=petrol&storeCityId=15$/);
  await expect(page.getByRole('link', { name: /Remove filter Petrol/ })).toBeVisible();

  const firstCar = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Reserved', { exact: true }) })
    .first();
  const title = (await firstCar.getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCar.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inspection report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EMI estimate' })).toBeVisible();
  const carUrl = page.url();

  const heart = page.getByRole('button', { name: `Save ${title} to wishlist` });
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${title} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Book a free test drive' }).click();
  await expect(page.getByRole('heading', { name: 'Book a free test drive' })).toBeVisible();
  await page
    .getByRole('radio', { name: /10:00 am$/i })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Book test drive' }).click();
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText('Your test drive is booked')).toBeVisible();
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto(`${carUrl}checkout`);
  await page.getByRole('button', { name: /^Reserve for ₹/ }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto('/my-bookings');
  const reservation = page
    .getByRole('region', { name: 'Car reservations' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(reservation.getByText('Reserved', { exact: true })).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a visitor gets the login prompts with the spec headings', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Sign in to see your Wishlist' })).toBeVisible();
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'Log in to view your bookings' })).toBeVisible();
});

test('the listing works from the URL alone: canonical URL, paging, empty state', async ({
  page,
}) => {
  await page.goto(`/buy-used-car?storeCityId=${PUNE}&gaId=GA1.2&priceMin=&fuelType=diesel`);
  await expect(page).toHaveURL(/\/buy-used-car\?fuelType=diesel&storeCityId=15$/);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goto(`/buy-used-car?q=zzzzqqq&storeCityId=${PUNE}`);
  await expect(page.getByRole('heading', { name: 'No cars match all your filters' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search all of India' })).toBeVisible();
});

test.describe('location picker rules (spec §4)', () => {
  test('opens after 200 px of scroll on buy-used-cars without a pincode', async ({ page }) => {
    await page.goto('/buy-used-cars/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('dialog', { name: 'Select your city' })).toBeVisible();
  });

  test('opens after 500 ms with source=locationSelector', async ({ page }) => {
    await page.goto('/buy-used-car?source=locationSelector');
    await expect(page.getByRole('dialog', { name: 'Select your city' })).toBeVisible();
  });

  test('a buy click without a pincode opens it, then goes to the listing for the city and pincode', async ({
    page,
    context,
  }) => {
    await page.goto('/buy-used-cars/');
    await page.getByRole('link', { name: /^View all cars in/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select your city' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Pune', exact: true }).click();
    const pincodeStep = page.getByRole('dialog', { name: 'Your pincode in Pune' });
    await pincodeStep.getByLabel('Pincode').fill('411001');
    await pincodeStep.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/buy-used-car\?pincode=411001&storeCityId=15$/);
    const cookies = Object.fromEntries(
      (await context.cookies()).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(cookies).toMatchObject({
      carsetu_city: '15',
      carsetu_user_city: '15',
      carsetu_pincode: '411001',
    });
  });

  test('a virtual city does not set the user-selected-city cookie', async ({ page, context }) => {
    await page.goto('/buy-used-car?source=locationSelector');
    await page
      .getByRole('dialog', { name: 'Select your city' })
      .getByRole('button', { name: 'All India' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip for now' }).click();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('carsetu_city');
    expect(names).not.toContain('carsetu_user_city');
  });

  test('a city without cars nearby shows the coming-soon city modal', async ({ page }) => {
    await page.goto('/buy-used-car?source=locationSelector');
    await page
      .getByRole('dialog', { name: 'Select your city' })
      .getByRole('button', { name: 'Rajkot' })
      .click();
    await expect(page.getByRole('dialog', { name: 'We are not in Rajkot yet' })).toBeVisible();
  });

  test('a failed location lookup leaves the picker usable', async ({ page }) => {
    await page.goto('/buy-used-car?source=locationSelector');
    const dialog = page.getByRole('dialog', { name: 'Select your city' });
    await dialog.getByRole('button', { name: 'Detect my location' }).click();
    await expect(dialog.getByRole('button', { name: 'Detect my location' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Pune', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Your pincode in Pune' })).toBeVisible();
  });
});
