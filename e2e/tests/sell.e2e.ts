import { expect, test } from '../support/test';
import { randomPhone, readOtpFromOutbox } from '../support/login';

test('sell form → valuation → price range → inspection booked with OTP → My Appointments', async ({
  page,
  context,
}) => {
  const phone = randomPhone();
  await page.goto('/sell-used-cars/');
  await page.getByLabel('Car registration number').fill('MH12AB1234');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get car price' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Check your car’s price' }),
  ).toBeVisible();
  await expect(page.getByText('MH12AB1234')).toBeVisible();
  // One tap per step: the first brand, model, year and variant (the registration's suggestion
  // comes first when the sandbox registry knows the car).
  for (const step of [
    'Which brand is your car?',
    'Which model?',
    'Which year was it registered?',
    'Which variant?',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
    await page.getByRole('list', { name: step }).getByRole('button').first().click();
  }
  await page.getByLabel('How many kilometres has it run?').fill('45000');
  await page.getByRole('radio', { name: '2nd owner' }).check();
  await page.getByLabel('Where is the car?').selectOption({ label: 'Pune' });
  await page.getByRole('button', { name: 'See my car’s price' }).click();

  await expect(page.getByRole('heading', { name: /^Estimated price of your/ })).toBeVisible();
  await expect(page.getByText(/₹ [\d.]+ lakh – ₹ [\d.]+ lakh/).first()).toBeVisible();
  await expect(
    page.getByText('This is an estimate, not an offer.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Book a free inspection' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book a free inspection' }),
  ).toBeVisible();
  await page.getByLabel('Address for the inspection').fill('14 Baner Road, Baner, Pune');
  await page.getByLabel('PIN code').fill('411045');
  await page
    .getByRole('radio', { name: /10:00 am$/i, disabled: false })
    .first()
    .check({ force: true });
  // The mobile from the sell form is carried over in the httpOnly cookie.
  await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  const otp = page.getByLabel('OTP', { exact: true });
  await expect(otp).toBeVisible();
  await otp.fill(await readOtpFromOutbox(context.request, phone));
  await page.getByRole('button', { name: 'Verify OTP and book' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Inspection appointment' }),
  ).toBeVisible();
  await expect(page.getByText('Your free inspection is booked.')).toBeVisible();
  await expect(page.getByText('Registration certificate (RC)')).toBeVisible();
  const appointmentId = (await page.getByText(/^Appointment ID/).textContent())!.replace(/\D/g, '');
  expect(appointmentId).toMatch(/^\d{8}$/);

  await page.getByLabel('Your expected price (₹)').fill('900000');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /expected price|estimate/ }),
  ).toBeVisible();

  await page.goto('/my-appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `Appointment ${appointmentId}` });
  await expect(row.getByText('Scheduled')).toBeVisible();
  await row.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inspection appointment' }),
  ).toBeVisible();

  await page.getByText('Cancel appointment').click();
  await page.getByLabel('Reason for cancelling').selectOption('not_selling');
  await page.getByRole('button', { name: 'Yes, cancel the inspection' }).click();
  await expect(page.getByText('Your inspection is cancelled.')).toBeVisible();
  await page.goto('/my-appointments');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Appointment ${appointmentId}` })
      // The badge, not the timeline's "Cancelled (Done)" step.
      .getByText('Cancelled', { exact: true }),
  ).toBeVisible();
});
