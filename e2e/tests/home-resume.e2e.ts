import { expect, test, type Locator, type Page } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated, waitForHydration } from '../support/hydration';
import { randomPhone, readOtpFromOutbox } from '../support/login';

/** Pune in the seeded cities (catalog decision 0010). */
const PUNE = 15;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Logs in through the real modal (mobile number, then the code from the dev outbox). */
async function logInThroughModal(page: Page, dialog: Locator) {
  const phone = randomPhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  const code = await readOtpFromOutbox(page.request, phone);
  await dialog.getByLabel('OTP', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

/** The first car in Pune that is still for sale: its page URL and title. */
async function openAvailableCar(page: Page) {
  await gotoHydrated(page, `/buy-used-car?storeCityId=${PUNE}`);
  const card = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Reserved', { exact: true }) })
    .first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
  return { title, url: page.url() };
}

test('the heart asks a visitor to log in, then saves the car where they are', async ({ page }) => {
  const car = await openAvailableCar(page);
  await page
    .getByRole('button', { name: `Save ${car.title} to wishlist` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to see your Wishlist' });
  await logInThroughModal(page, dialog);

  await expect(toast(page, 'Added to your wishlist')).toBeVisible();
  await expect(page).toHaveURL(car.url);
  await expect(
    page.getByRole('button', { name: `Remove ${car.title} from wishlist` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: car.title }).first()).toBeVisible();
});

test('reserve after login lands on the reserve step', async ({ page }) => {
  const car = await openAvailableCar(page);
  await gotoHydrated(page, `${car.url}checkout?step=reserve`);
  await page.getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  await logInThroughModal(page, page.getByRole('dialog', { name: 'Log in to book a test drive' }));
  await expect(toast(page, 'You can reserve the car now')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reserve this car' })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Reserve for ₹/ })).toBeVisible();
});

test('a login link never sends the visitor to another site', async ({ page }) => {
  for (const hostile of ['https://evil.example/', '//evil.example', 'javascript:alert(1)']) {
    await gotoHydrated(
      page,
      `/?${new URLSearchParams({ login: 'continue', next: hostile }).toString()}`,
    );
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog).toBeVisible();
    // The request is taken out of the address bar, so a reload does not ask again.
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await gotoHydrated(page, '/?login=continue&next=%2F%2Fevil.example');
  await logInThroughModal(page, page.getByRole('dialog', { name: 'Log in to continue' }));
  await expect(toast(page, 'You are logged in')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('home: search suggestions lead to the listing', async ({ page }) => {
  await gotoHydrated(page, '/');
  const search = page.getByRole('combobox', { name: 'Search by make, model or variant' });
  await search.fill('swif');
  const option = page.getByRole('option', { name: /Swift/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/buy-used-car\?.*model=swift/);
  await expect(page.getByRole('article').first()).toContainText(/Swift/i);
});

test('home: a change of city is announced and can be undone', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Featured cars in India' })).toBeVisible();
  await page.getByRole('button', { name: 'Select your city' }).click();
  const picker = page.getByRole('dialog', { name: 'Select your city' });
  await picker.getByRole('button', { name: 'Pune', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Your pincode in Pune' })
    .getByRole('button', { name: 'Skip for now' })
    .click();

  const announced = toast(page, 'Showing cars in Pune');
  await expect(announced).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured cars in Pune' })).toBeVisible();

  await announced.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Your previous location is back')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured cars in India' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Featured cars in India' })).toBeVisible();
});

test('home: recently viewed cars come from this browser; the page is accessible', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  const car = await openAvailableCar(page);
  await gotoHydrated(page, '/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: new RegExp(car.title) })).toBeVisible();
  await expectAccessiblePage(page, '/');
});
