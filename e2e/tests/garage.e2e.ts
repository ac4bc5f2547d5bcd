import { expect, test, type APIRequestContext } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { logIn } from '../support/login';

/** A sandbox number with pending challans (the sandbox answers deterministically per number). */
async function vehicleWithPendingChallans(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reg = `KA03MV${String(1000 + Math.floor(Math.random() * 9000))}`;
    const response = await request.get(`/api/consumer/api/v1/${reg}/challans`);
    const body = (await response.json()) as { pendingCount: number };
    if (body.pendingCount > 0) return reg;
  }
  throw new Error('No vehicle with pending challans found');
}

const DATE = /\d{1,2} [A-Z][a-z]{2} \d{4}/;

/** Issue 12 item 8: save a vehicle, see its challans and expiry dates, opt in to SMS, remove it. */
test('My Vehicles: add a vehicle, see challans and expiry dates, turn on reminders, remove it', async ({
  page,
  context,
}) => {
  await logIn(context);
  const reg = await vehicleWithPendingChallans(context.request);

  await gotoHydrated(page, '/my-vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'My Vehicles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();

  // A bad number is refused with a clear message.
  await page.getByLabel('Registration number').fill('HELLO1');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a valid registration number');

  await page.getByLabel('Registration number').fill(reg.toLowerCase());
  await page.getByLabel('Nickname (optional)').fill('Daily driver');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${reg} is added to My Vehicles.` }),
  ).toBeVisible();

  const card = page.getByRole('article', { name: new RegExp(reg) });
  await expect(card.getByRole('heading', { name: new RegExp(reg) })).toContainText('Daily driver');
  const insurance = card.getByRole('definition').first();
  await expect(insurance).toHaveText(DATE);
  await expect(insurance).toHaveText(/Valid until|Expired on/);
  await expect(card.getByText(/^PUC certificate$/)).toBeVisible();
  await expect(card.getByText('Next service due')).toBeVisible();
  await expect(card.getByText(/\d+ pending · ₹/)).toBeVisible();
  const pay = card.getByRole('link', { name: `Pay challans for ${reg}` });
  await expect(pay).toHaveAttribute('href', `/traffic-challan/?regNo=${reg}`);

  const sms = card.getByLabel(`SMS reminders for ${reg}`);
  await expect(sms).not.toBeChecked();
  await sms.check();
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reminders saved. We will text you' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`SMS reminders for ${reg}`)).toBeChecked();

  await expectAccessiblePage(page, '/my-vehicles');

  await gotoHydrated(page, '/my-vehicles');
  await page.getByRole('button', { name: `Remove ${reg}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${reg}?` });
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'removed from My Vehicles' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
});

test('My Vehicles asks a visitor to log in', async ({ page }) => {
  await page.goto('/my-vehicles');
  await expect(page.getByRole('heading', { name: 'Log in to see your vehicles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOG IN/SIGN UP' }).last()).toBeVisible();
});
