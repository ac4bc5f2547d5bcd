import { expect, test } from '../support/test';
import { logIn, randomPhone, readOtpFromOutbox } from '../support/login';

// Sandbox numbers with known shapes (seeded by the number; docs/decisions/0096).
const CLEAN = 'DL3CAB1234'; // Tata Nexon, odometer always climbing
const ROLLBACK = 'KA01MJ8821'; // Maruti Suzuki Swift, one reading lower than the one before

test('check vehicle details by registration number, and a bad number', async ({ page }) => {
  await page.goto('/rto-vehicle-registration-details/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check vehicle details' }),
  ).toBeVisible();
  const field = page.getByLabel('Vehicle registration number');
  await field.fill('MH12 XY 123');
  await page.getByRole('button', { name: 'Check details' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a valid registration number, for example MH12AB1234 or 22BH1234AA',
  );

  await page.getByLabel('Vehicle registration number').fill('mh12ab1234');
  await page.getByRole('button', { name: 'Check details' }).click();
  await expect(page.getByRole('heading', { name: 'Mahindra XUV700' })).toBeVisible();
  await expect(page.getByText('Pune (MH12)')).toBeVisible();
  await expect(page.getByText('Maharashtra', { exact: true })).toBeVisible();
  await expect(page.getByText('Vehicle age')).toBeVisible();
  await expect(page.getByText(/Sandbox data: the government vehicle registry/)).toBeVisible();
});

test('service history: teaser for everyone, full report after login, only for its owner', async ({
  page,
  browser,
}) => {
  await page.goto(`/car-service-history/?regNo=${ROLLBACK}`);
  await expect(page.getByRole('heading', { name: 'Maruti Suzuki Swift' })).toBeVisible();
  await expect(page.getByText(/service records? found · last serviced in \d{4}/)).toBeVisible();

  await page.getByRole('button', { name: 'Get full report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to get the service history report' });
  await expect(dialog).toBeVisible();
  const phone = randomPhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await dialog
    .getByLabel('OTP', { exact: true })
    .fill(await readOtpFromOutbox(page.request, phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/car-service-history\/report\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Service history of Maruti Suzuki Swift' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Suspected odometer rollback');
  await expect(
    page.getByRole('table', { name: 'Odometer reading at each service visit' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service timeline' })).toBeVisible();
  const reportUrl = page.url();

  // Someone else, logged in on another browser, gets a 404 for the same report address.
  const otherContext = await browser.newContext();
  await logIn(otherContext);
  const otherPage = await otherContext.newPage();
  const response = await otherPage.goto(reportUrl);
  expect(response?.status()).toBe(404);
  await otherContext.close();
});

test('a logged-in user unlocks a clean report in one click', async ({ page, context }) => {
  await logIn(context);
  await page.goto(`/car-service-history/?regNo=${CLEAN}`);
  await page.getByRole('button', { name: 'Get full report' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Service history of Tata Nexon' }),
  ).toBeVisible();
  await expect(page.getByText('Suspected odometer rollback')).toHaveCount(0);
});

test('scrap a car: field errors, then an indicative value and a confirmation', async ({ page }) => {
  await page.goto('/scrap-cars/');
  await page.getByLabel('Vehicle registration number').fill(ROLLBACK);
  await page.getByLabel('City').selectOption({ label: 'Pune' });
  await page.getByLabel('PIN code').fill('411001');
  // The scrap-car questions (GET scrap-car/questions), one radio group each.
  const answer = (question: string, option: string) =>
    page.getByRole('group', { name: question }).getByLabel(option, { exact: true }).check();
  await answer('What state is the car in?', 'It does not start');
  await answer('Do you have the original RC?', 'Yes');
  await answer('Is there a loan on the car?', 'No');
  await answer('How can the car be picked up?', 'It needs towing');
  await page.getByLabel('Mobile number').fill('5555555555');
  await page.getByRole('button', { name: 'Get scrap value' }).click();
  await expect(page.getByText('Invalid mobile number')).toBeVisible();

  await expect(
    page.getByRole('group', { name: 'What state is the car in?' }).getByLabel('It does not start'),
  ).toBeChecked();
  await page.getByLabel('Mobile number').fill(randomPhone());
  await page.getByRole('button', { name: 'Get scrap value' }).click();
  await expect(page.getByRole('heading', { name: 'Scrap request received' })).toBeVisible();
  await expect(page.getByText(/Reference SCR-[0-9A-F]{8}/)).toBeVisible();
  await expect(page.getByText('₹ 23,400').first()).toBeVisible();
});

test('pre-delivery inspection: a city not served is refused, a served one is booked', async ({
  page,
}) => {
  await page.goto('/pre-delivery-inspection/');
  const fill = async (city: string) => {
    await page.getByLabel('Car (brand and model)').selectOption({ label: 'Maruti Suzuki Swift' });
    await page.getByLabel('City').selectOption({ label: city });
    const max = await page.getByLabel('Delivery date').getAttribute('max');
    await page.getByLabel('Delivery date').fill(max!);
    await page.getByLabel('PIN code of the dealership').fill('110017');
    await page.getByLabel('Mobile number').fill(randomPhone());
    await page.getByRole('button', { name: 'Book inspection' }).click();
  };
  const notServed = await page
    .getByLabel('City')
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  const servedText = await page.getByRole('region', { name: 'Who can book' }).textContent();
  const unserved = notServed.find(
    (name) => name && name !== 'Choose your city' && !servedText!.includes(name),
  );
  if (unserved) {
    await fill(unserved);
    await expect(page.getByRole('alert')).toContainText(
      `We do not offer pre-delivery inspection in ${unserved} yet.`,
    );
  }
  await fill('New Delhi');
  await expect(page.getByRole('heading', { name: 'Inspection request received' })).toBeVisible();
  await expect(page.getByText(/Reference PDI-[0-9A-F]{8}/)).toBeVisible();
});
