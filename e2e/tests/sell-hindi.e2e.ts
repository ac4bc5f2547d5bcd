import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { logIn, randomPhone, readOtpFromOutbox } from '../support/login';

/**
 * The sell journey in Hindi (decision 0180, issue 13 item 8), on both projects: the visitor
 * starts on a `?lang=hi` URL, the cookie keeps every later page in Hindi; every control is found
 * by its Hindi name, and axe checks each Hindi page the journey passes.
 */
test('in Hindi: sell form → valuation steps → price → inspection booked with OTP → appointment → My Appointments', async ({
  page,
  context,
}) => {
  // Axe runs on four pages of the journey: longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  const phone = randomPhone();
  await page.goto('/sell-used-cars/?lang=hi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'अपनी कार एक ही विज़िट में बेचें' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('अपनी कार ऑनलाइन सबसे अच्छी कीमत पर बेचें | CarSetu');

  // The form's own check speaks Hindi too.
  await page.getByRole('button', { name: 'कार की कीमत जानें' }).click();
  await expect(page.getByText('अमान्य मोबाइल नंबर')).toBeVisible();

  await page.getByLabel('कार का रजिस्ट्रेशन नंबर').fill('MH12AB1234');
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByRole('button', { name: 'कार की कीमत जानें' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'अपनी कार की कीमत जानें' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('पुरानी कार का मूल्यांकन: अपनी कार की कीमत जानें | CarSetu');
  // One tap per step: brand → model → year → variant.
  for (const step of [
    'आपकी कार किस ब्रांड की है?',
    'कौन सा मॉडल?',
    'कार किस साल रजिस्टर हुई थी?',
    'कौन सा वेरिएंट?',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
    await page.getByRole('list', { name: step }).getByRole('button').first().click();
  }
  await expect(page.getByText('चरण 5 / 5')).toBeVisible();
  await page.getByLabel('कार कितने किलोमीटर चली है?').fill('45000');
  await page.getByRole('radio', { name: 'दूसरा मालिक' }).check();
  // City names are data: they stay as the API gives them.
  await page.getByLabel('कार कहाँ है?').selectOption({ label: 'Pune' });
  await page.getByRole('button', { name: 'मेरी कार की कीमत देखें' }).click();

  await expect(page.getByRole('heading', { name: /की अनुमानित कीमत$/ })).toBeVisible();
  await expect(page.getByText(/₹ [\d.]+ lakh – ₹ [\d.]+ lakh/).first()).toBeVisible();
  await expect(page.getByText('यह एक अनुमान है, ऑफ़र नहीं।', { exact: false })).toBeVisible();
  await expectAccessiblePage(page, '/used-car-valuation/ (Hindi, price)');

  await page.getByRole('link', { name: 'मुफ़्त इंस्पेक्शन बुक करें' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'मुफ़्त इंस्पेक्शन बुक करें' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('कार का मुफ़्त इंस्पेक्शन बुक करें | CarSetu');
  await expectAccessiblePage(page, '/used-car-valuation/book (Hindi)');
  await page.getByLabel('इंस्पेक्शन का पता').fill('14 Baner Road, Baner, Pune');
  await page.getByLabel('पिन कोड').fill('411045');
  await page
    .getByRole('radio', { name: /10:00 am$/i, disabled: false })
    .first()
    .check({ force: true });
  await expect(page.getByLabel('मोबाइल नंबर')).toHaveValue(phone);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();

  const otp = page.getByLabel('OTP', { exact: true });
  await expect(otp).toBeVisible();
  await expect(page.getByText('4 अंकों का OTP डालें। हमने इसे', { exact: false })).toBeVisible();
  await otp.fill(await readOtpFromOutbox(context.request, phone));
  await page.getByRole('button', { name: 'OTP सत्यापित करें और बुक करें' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'इंस्पेक्शन अपॉइंटमेंट' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('आपका इंस्पेक्शन अपॉइंटमेंट | CarSetu');
  await expect(
    page.getByText('आपका मुफ़्त इंस्पेक्शन बुक हो गया है।', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('रजिस्ट्रेशन सर्टिफ़िकेट (RC)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपकी बिक्री कहाँ तक पहुंची' })).toBeVisible();
  const appointmentId = (await page.getByText(/^अपॉइंटमेंट ID/).textContent())!.replace(/\D/g, '');
  expect(appointmentId).toMatch(/^\d{8}$/);
  await expectAccessiblePage(page, '/used-car-valuation/appointment/… (Hindi)');

  await page.getByLabel('आपकी उम्मीद की कीमत (₹)').fill('900000');
  await page.getByRole('button', { name: 'तुलना करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: /उम्मीद|अनुमान/ })).toBeVisible();

  await page.goto('/my-appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे अपॉइंटमेंट' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `अपॉइंटमेंट ${appointmentId}` });
  await expect(row.getByText('तय है', { exact: true })).toBeVisible();
  await row.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'इंस्पेक्शन अपॉइंटमेंट' }),
  ).toBeVisible();

  await page.getByText('अपॉइंटमेंट रद्द करें').click();
  await page.getByLabel('रद्द करने की वजह').selectOption('not_selling');
  await page.getByRole('button', { name: 'हाँ, इंस्पेक्शन रद्द करें' }).click();
  await expect(page.getByText('आपका इंस्पेक्शन रद्द कर दिया गया है।')).toBeVisible();
  await page.goto('/my-appointments');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `अपॉइंटमेंट ${appointmentId}` })
      // The badge, not the timeline's "रद्द (पूरा हुआ)" step.
      .getByText('रद्द', { exact: true }),
  ).toBeVisible();
});

test('the Hindi sell pages before the booking are accessible: sell, a sell city, the first valuation step, My Appointments', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/sell-used-cars/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  await expectAccessiblePage(page, '/sell-used-cars/?lang=hi');
  await page.goto('/sell-used-cars-pune/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pune में अपनी पुरानी कार बेचें' }),
  ).toBeVisible();
  await expectAccessiblePage(page, '/sell-used-cars-pune/ (Hindi)');
  await page.goto('/used-car-valuation/');
  await expect(
    page.getByRole('heading', { level: 2, name: 'आपकी कार किस ब्रांड की है?' }),
  ).toBeVisible();
  await expectAccessiblePage(page, '/used-car-valuation/ (Hindi)');
  await logIn(context, { name: 'Axe Tester' });
  await page.goto('/my-appointments');
  await expect(
    page.getByRole('heading', { level: 2, name: 'आपका अभी तक कोई अपॉइंटमेंट नहीं है' }),
  ).toBeVisible();
  await expectAccessiblePage(page, '/my-appointments (Hindi)');
});
