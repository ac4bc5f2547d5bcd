import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { logIn } from '../support/login';

/** Pune in the seeded cities (catalog decision 0010). */
const PUNE = 15;
/** A sandbox registration with service records (services test helpers). */
const SERVICE_HISTORY_REG = 'DL3CAB1234';

test('a failed token payment is retried from the order page, then the next steps show', async ({
  page,
  context,
}) => {
  await logIn(context);
  await page.goto(`/buy-used-car?storeCityId=${PUNE}`);
  const car = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Reserved', { exact: true }) })
    .first();
  const title = (await car.getByRole('heading', { level: 2 }).textContent())!.trim();
  await car.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`${page.url()}checkout`);

  await page.getByRole('button', { name: /^Reserve for ₹/ }).click();
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();

  // Back on the order: it says failed, and offers a retry.
  await expect(page.getByRole('heading', { level: 1, name: /^Order CS/ })).toBeVisible();
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expectAccessiblePage(page, 'order page, payment failed');
  await page.getByRole('button', { name: 'Retry payment' }).click();

  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
  const nextSteps = page.getByRole('list', { name: 'What happens next' });
  await expect(nextSteps.getByRole('listitem')).toHaveCount(5);
  await expect(
    nextSteps
      .locator('[aria-current="step"]')
      .filter({ hasText: 'Call from your relationship manager' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  await expectAccessiblePage(page, 'order page, paid');

  await page.goto('/my-bookings');
  const reservation = page
    .getByRole('region', { name: 'Car reservations' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first();
  await expect(reservation.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(reservation.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expectAccessiblePage(page, '/my-bookings');
});

test('My Loans and My Reports list what the user owns, with timelines', async ({
  page,
  context,
}) => {
  await logIn(context);
  await page.goto('/my-loans');
  await expect(page.getByRole('heading', { name: 'No loan applications yet' })).toBeVisible();
  await page.goto('/my-reports');
  await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible();

  // The loan form asks which car by name, never for an internal id.
  await page.goto('/used-car-loan/personal-details/');
  await expect(page.getByRole('combobox', { name: 'Which car? (optional)' })).toBeVisible();
  await expect(page.getByText(/listing id/i)).toHaveCount(0);

  const loan = await context.request.post('/api/consumer/api/v1/loan/applications', {
    data: {
      fullName: 'Ananya Rao',
      dateOfBirth: '1990-05-14',
      employmentType: 'salaried',
      monthlyIncomeRupees: 75_000,
      loanAmountRupees: 6_00_000,
      tenureMonths: 60,
      pan: 'ABCPE1234F',
      cityId: PUNE,
    },
  });
  expect(loan.status(), await loan.text()).toBe(201);
  const report = await context.request.post('/api/consumer/api/v1/service-history/reports', {
    data: { registrationNumber: SERVICE_HISTORY_REG },
  });
  expect(report.status(), await report.text()).toBe(201);

  // Both pages are in the account menu.
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Hello,/ }).click();
  await page.getByRole('link', { name: 'My Loans' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Loans' })).toBeVisible();
  const application = page.getByRole('listitem').filter({ hasText: 'for 60 months' }).first();
  await expect(application.getByRole('list', { name: /^Progress of the loan/ })).toBeVisible();
  await expect(application.locator('[aria-current="step"]')).toContainText('Credit check');
  await expectAccessiblePage(page, '/my-loans');

  await page.goto('/my-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reports' })).toBeVisible();
  await page.getByRole('link', { name: `View report for ${SERVICE_HISTORY_REG}` }).click();
  await expect(page).toHaveURL(/\/car-service-history\/report\//);
  await page.goto('/my-reports');
  await expectAccessiblePage(page, '/my-reports');
});
