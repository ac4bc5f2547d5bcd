import { expect, test, type Page } from '../support/test';
import { gotoHydrated } from '../support/hydration';
import { logIn, randomPhone, readOtpFromOutbox } from '../support/login';

const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Hello,/ });

async function openLoginFromMenu(page: Page) {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  return page.getByRole('dialog', { name: 'Log in to continue' });
}

test('logs in through the real modal with the code from the dev outbox, then edits the profile', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await expect(accountButton(page)).toHaveText(/Hello, Sign in/);
  const dialog = await openLoginFromMenu(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');

  const mobile = dialog.getByLabel('Mobile number');
  const getOtp = dialog.getByRole('button', { name: 'Get OTP' });
  await expect(mobile).toBeFocused();
  await expect(getOtp).toBeDisabled();
  await mobile.pressSequentially('58a7-6543210');
  await expect(mobile).toHaveValue('5876543210');
  await expect(dialog.getByText('Invalid mobile number')).toBeVisible();
  await expect(getOtp).toBeDisabled();

  await expect(dialog.getByRole('checkbox', { name: 'Get updates on WhatsApp' })).toBeChecked();
  for (const name of [
    'Privacy Policy',
    'Terms and Conditions',
    'terms of the lending company',
    'credit bureau terms of use',
  ]) {
    await expect(dialog.getByRole('link', { name })).toBeVisible();
  }

  const phone = randomPhone();
  await mobile.fill(phone);
  await getOtp.click();
  const otpField = dialog.getByLabel('OTP', { exact: true });
  await expect(otpField).toBeFocused();
  await expect(dialog.getByText(`+91 ${phone}`)).toBeVisible();
  await expect(dialog.getByText(/Resend OTP in 00:\d\d/)).toBeVisible();
  await expect(dialog.getByText('Enter 4 digit OTP')).toBeVisible();
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();

  const code = await readOtpFromOutbox(page.request, phone);
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await otpField.fill(wrong);
  await verify.click();
  await expect(dialog.getByText('Incorrect OTP, please try again.')).toBeVisible();

  await otpField.fill(code);
  await verify.click();
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toHaveText(/Hello, there/);

  await accountButton(page).click();
  await expect(page.getByText(`+91 ${phone}`)).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Name').fill('Ananya Rao');
  await page.getByLabel('Email').fill('ananya@');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('ananya@example.in');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your profile has been saved.',
  );
  await expect(accountButton(page)).toHaveText(/Hello, Ananya Rao/);

  await accountButton(page).click();
  await expect(page.getByText('ananya@example.in')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(accountButton(page)).toHaveText(/Hello, Sign in/);
  await expect(page.getByRole('button', { name: 'LOG IN/SIGN UP' })).toBeVisible();
});

test('the edit link returns to the mobile step and Escape closes the modal', async ({ page }) => {
  await gotoHydrated(page, '/');
  const dialog = await openLoginFromMenu(page);
  await dialog.getByLabel('Mobile number').fill(randomPhone());
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await dialog.getByRole('button', { name: 'Edit mobile number' }).click();
  await expect(dialog.getByLabel('Mobile number')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Wishlist in the account menu asks to sign in, then opens the wishlist', async ({ page }) => {
  await gotoHydrated(page, '/');
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to see your Wishlist' });
  const phone = randomPhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await dialog
    .getByLabel('OTP', { exact: true })
    .fill(await readOtpFromOutbox(page.request, phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(accountButton(page)).toHaveText(/Hello, there/);
});

test('the API login fixture logs the browser in; logout on the wishlist returns home', async ({
  page,
  context,
}) => {
  const user = await logIn(context, { name: 'Ravi Kumar' });
  await page.goto('/my-appointments');
  await expect(page.getByRole('heading', { name: 'You have no appointments yet' })).toBeVisible();
  await expect(accountButton(page)).toHaveText(/Hello, Ravi Kumar/);
  await page.goto('/wishlist');
  await accountButton(page).click();
  await expect(page.getByText(`+91 ${user.phone}`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveText(/Hello, Sign in/);
});
