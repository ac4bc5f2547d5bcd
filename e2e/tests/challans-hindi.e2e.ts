import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { randomPhone, readOtpFromOutbox } from '../support/login';

/*
 * The challan journey in Hindi (issue 13, item 8): look up a vehicle, pay in the sandbox after
 * logging in with an OTP, and find the order, at both widths, with axe on every Hindi page.
 */

/** A vehicle with at least one pending challan (the sandbox source is deterministic per number). */
async function vehicleWithPendingChallans(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reg = `KA05MN${String(1000 + Math.floor(Math.random() * 9000))}`;
    const response = await request.get(`/api/consumer/api/v1/${reg}/challans`);
    const body = (await response.json()) as { pendingCount: number };
    if (body.pendingCount > 0) return reg;
  }
  throw new Error('No vehicle with pending challans found');
}

/**
 * Logs in through the login dialog. The dialog belongs to the page frame, whose Hindi texts come
 * separately, so its fields are found by what they are (autocomplete), not by their wording.
 */
async function logInWithOtp(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const phone = randomPhone();
  await dialog.locator('input[autocomplete="tel-national"]').fill(phone);
  await dialog.locator('button[type="submit"]').click();
  const otp = dialog.locator('input[autocomplete="one-time-code"]');
  await otp.fill(await readOtpFromOutbox(page.request, phone));
  await dialog.locator('button[type="submit"]').click();
}

test('in Hindi: look up challans, log in with an OTP, pay in the sandbox and see the order', async ({
  page,
}) => {
  // Five pages with axe on each, a login and a payment: 40–60 s on a slow 2-core CI machine
  // while the phone half runs beside it (CI, stop 30, timed out at the default 60 s).
  test.setTimeout(120_000);
  const reg = await vehicleWithPendingChallans(page.request);

  await page.goto('/traffic-challan/?lang=hi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ट्रैफ़िक चालान देखें और भरें' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('ट्रैफ़िक चालान ऑनलाइन देखें और भरें | CarSetu');
  await expectAccessiblePage(page, '/traffic-challan/?lang=hi');

  await page.getByLabel('गाड़ी का रजिस्ट्रेशन नंबर').fill(reg.toLowerCase());
  await page.getByRole('button', { name: 'चालान देखें' }).click();
  // The language stays with the visit (cookie): the lookup URL has no ?lang=.
  await expect(page).toHaveURL(new RegExp(`/traffic-challan/\\?regNo=${reg.toLowerCase()}`));
  await expect(page.getByRole('group', { name: new RegExp(`${reg} पर चालान`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कीमत का ब्योरा' })).toBeVisible();
  await expect(page.getByText('बकाया').first()).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByLabel('भुगतान की जानकारी मुझे WhatsApp पर भेजें')).toBeChecked();
  await expectAccessiblePage(page, `/traffic-challan/?regNo=${reg} (Hindi)`);

  // Paying asks a visitor to log in first, then carries on to the gateway.
  await page.getByRole('button', { name: /^₹ [\d,.]+ भरें$/ }).click();
  await logInWithOtp(page);

  await expect(page.getByText('सैंडबॉक्स पेमेंट गेटवे।')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^₹ [\d,.]+ भरें$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'भुगतान का तरीका' })).toBeVisible();
  await expectAccessiblePage(page, 'sandbox gateway checkout (Hindi)');
  await page.getByLabel('क्रेडिट या डेबिट कार्ड').check();
  await page.getByRole('button', { name: 'सफल भुगतान करें' }).click();

  await expect(page.getByRole('heading', { name: 'भुगतान सफल रहा' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^ऑर्डर \S+$/);
  const orderNumber = (await heading.textContent())!.replace('ऑर्डर', '').trim();
  await expect(page.getByText('भुगतान हो गया', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'भुगतान', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'रसीद डाउनलोड करें (PDF)' })).toBeVisible();
  await expect(page).toHaveTitle(`ऑर्डर ${orderNumber} | CarSetu`);
  await expectAccessiblePage(page, `/my-orders/${orderNumber} (Hindi)`);

  await page.getByRole('link', { name: 'मेरे ऑर्डर पर वापस जाएँ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  const orderLink = page.getByRole('link', { name: new RegExp(`ऑर्डर ${orderNumber}`) });
  await expect(orderLink).toContainText('भुगतान हो गया');
  await expect(orderLink).toContainText('ट्रैफ़िक चालान');
  await page.getByLabel('स्टेटस').selectOption('PAID');
  await page.getByRole('button', { name: 'फ़िल्टर लगाएँ' }).click();
  await expect(orderLink).toBeVisible();
  await expectAccessiblePage(page, '/my-orders (Hindi)');

  // Back on the lookup, the paid challan says so in Hindi.
  await page.goto(`/traffic-challan/?regNo=${reg}`);
  await expect(page.getByText('भुगतान हो गया', { exact: true }).first()).toBeVisible();
});

test('in Hindi: a bad registration number gets the message in Hindi', async ({ page }) => {
  await page.goto('/traffic-challan/?lang=hi');
  await page.getByLabel('गाड़ी का रजिस्ट्रेशन नंबर').fill('MH12 O 12');
  await page.getByRole('button', { name: 'चालान देखें' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'सही रजिस्ट्रेशन नंबर डालें, जैसे MH12AB1234 या 22BH1234AA',
  );
});

test('in Hindi: the state and city e-challan pages, with their copy, fines and FAQs', async ({
  page,
}) => {
  const response = await page.goto('/traffic-challan/maharashtra/?lang=hi');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'ई-चालान Maharashtra: ट्रैफ़िक चालान ऑनलाइन देखें और भरें',
  );
  await expect(page).toHaveTitle(
    'ई-चालान Maharashtra: ट्रैफ़िक चालान ऑनलाइन देखें और भरें | CarSetu',
  );
  await expect(
    page.getByRole('heading', { name: 'Maharashtra में ट्रैफ़िक जुर्माने' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'जुर्माना', exact: true })).toBeVisible();
  // Offence names are data: as the registry names them.
  await expect(page.getByRole('cell', { name: 'Driving without a seat belt' })).toBeVisible();
  await expect(page.getByText('Maharashtra में ई-चालान कैसे देखें?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'भुगतान से पहले' })).toBeVisible();
  const html = await response!.text();
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('Maharashtra में ई-चालान कैसे देखें?');
  await expectAccessiblePage(page, '/traffic-challan/maharashtra/ (Hindi)');

  const cities = page.getByRole('region', { name: 'Maharashtra में शहर के अनुसार ई-चालान' });
  const cityLink = cities.getByRole('link').first();
  const cityName = (await cityLink.textContent())!.replace('ई-चालान', '').trim();
  await cityLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `ई-चालान ${cityName}: ट्रैफ़िक चालान ऑनलाइन देखें और भरें`,
  );
  await expect(page.getByText(`${cityName} में ई-चालान कैसे देखें?`)).toBeVisible();
  await expectAccessiblePage(page, `/traffic-challan/maharashtra/${cityName} (Hindi)`);

  await page.getByLabel('गाड़ी का रजिस्ट्रेशन नंबर').fill('MH14CD4321');
  await page.getByRole('button', { name: 'चालान देखें' }).click();
  await expect(page).toHaveURL(/\/traffic-challan\/\?regNo=MH14CD4321/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ट्रैफ़िक चालान देखें और भरें' }),
  ).toBeVisible();
});
