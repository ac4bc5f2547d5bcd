import { expect, test, type Locator, type Page } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { randomPhone, readOtpFromOutbox } from '../support/login';

/*
 * The buy journey in Hindi (issue 13 item 8, decision 0180), at both widths: search and filter the
 * listing, open a car, log in with an OTP and book a test drive through to its confirmation on My
 * Bookings. Selectors are the Hindi names a visitor hears; car names, cities, money and slot times
 * are data and stay as the API gives them.
 */

/** Pune in the seeded cities (catalog decision 0010). */
const PUNE = 15;

/** Logs in through the real modal. Its fields are found by their autocomplete tokens, not their
 * words: the page frame and the login modal are translated separately (common.ts). */
async function logInThroughModal(page: Page, dialog: Locator) {
  const phone = randomPhone();
  await dialog.locator('input[autocomplete="tel-national"]').fill(phone);
  await dialog.locator('button[type="submit"]').click();
  const code = await readOtpFromOutbox(page.request, phone);
  await dialog.locator('input[autocomplete="one-time-code"]').fill(code);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** On a phone the filters are in a bottom sheet: open it, and apply what was chosen there. */
async function openFiltersOnPhone(page: Page) {
  const toggle = page.getByRole('button', { name: /^फ़िल्टर/ });
  if (await toggle.isVisible()) await toggle.click();
}
async function applyFiltersOnPhone(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'फ़िल्टर' });
  if (await sheet.isVisible())
    await sheet.getByRole('button', { name: /^[\d,]+ कारें? दिखाएं$/ }).click();
}

test('in Hindi: search and filter the listing, open a car, log in and book a test drive', async ({
  page,
}) => {
  await gotoHydrated(page, `/buy-used-car?storeCityId=${PUNE}&lang=hi`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pune में पुरानी कारें' }),
  ).toBeVisible();
  await expectAccessiblePage(page, 'the Hindi listing');

  // Search: the box and its button speak Hindi; the search narrows the list.
  const search = page.getByRole('combobox', { name: 'ब्रांड, मॉडल या वेरिएंट से खोजें' });
  await search.fill('Maruti');
  await page.getByRole('search').getByRole('button', { name: 'खोजें' }).click();
  await expect(page).toHaveURL(/maruti/i);
  await expect(page.getByRole('link', { name: /^फ़िल्टर .*Maruti.* हटाएं$/ })).toBeVisible();

  // Filter by fuel, in Hindi, and sort.
  await openFiltersOnPhone(page);
  await page.getByRole('checkbox', { name: /^पेट्रोल/ }).check();
  await applyFiltersOnPhone(page);
  await expect(page).toHaveURL(/fuelType=petrol/);
  await expect(page.getByRole('link', { name: 'फ़िल्टर पेट्रोल हटाएं' })).toBeVisible();
  await page.getByRole('combobox', { name: 'क्रम' }).selectOption({ label: 'कीमत: कम से ज़्यादा' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ कारें?$/ })).toBeVisible();

  const firstCar = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('रिज़र्व', { exact: true }) })
    .first();
  await expect(firstCar.getByText(/^EMI ₹.*\/महीने से$/)).toBeVisible();
  const title = (await firstCar.getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCar.getByRole('link', { name: title }).click();

  // The car page.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मुख्य स्पेसिफ़िकेशन' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'इंस्पेक्शन रिपोर्ट' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EMI का अनुमान' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कागज़ात' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `${title} को विशलिस्ट में सेव करें` }),
  ).toBeVisible();
  await expectAccessiblePage(page, 'the Hindi car page');

  // Test drive: log in (OTP) from the checkout page, then book a slot.
  await page.getByRole('link', { name: 'फ़्री टेस्ट ड्राइव बुक करें' }).click();
  await expect(page.getByRole('heading', { name: 'फ़्री टेस्ट ड्राइव बुक करें' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: 'टेस्ट ड्राइव बुक करने या यह कार रिज़र्व करने के लिए लॉग इन करें',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'लॉग इन/साइन अप' }).click();
  await logInThroughModal(page, page.getByRole('dialog'));

  await page
    .getByRole('radio', { name: /10:00 am$/i })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'टेस्ट ड्राइव बुक करें' }).click();

  // The confirmation, in Hindi, on My Bookings.
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible();
  await expect(
    page.getByText('आपकी टेस्ट ड्राइव बुक हो गई है। हम एक दिन पहले आपको कॉल करेंगे।'),
  ).toBeVisible();
  const drives = page.getByRole('region', { name: 'टेस्ट ड्राइव' });
  await expect(drives.getByRole('link', { name: title })).toBeVisible();
  await expect(drives.getByText('तय है', { exact: true })).toBeVisible();
});

test('in Hindi: the reserve box, home, buy home, wishlist and My Bookings; English comes back', async ({
  page,
}) => {
  await gotoHydrated(page, `/buy-used-car?storeCityId=${PUNE}&lang=hi`);
  const firstCar = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('रिज़र्व', { exact: true }) })
    .first();
  const href = await firstCar
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .getAttribute('href');
  await page.goto(`${href}checkout?step=reserve`);
  await expect(page.getByRole('heading', { level: 2, name: 'यह कार रिज़र्व करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^₹ [\d,]+ में रिज़र्व करें$/ })).toBeVisible();
  await expect(page).toHaveTitle(/^टेस्ट ड्राइव और रिज़र्व: .+ \| CarSetu$/);

  // The rest of the journey's pages, in the same visit (the language is in the cookie now).
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2, name: /^.+ में चुनिंदा कारें$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'पुरानी कार खरीदें इंस्पेक्शन की हुई कारें, तय कीमत पर' }),
  ).toBeVisible();
  await page.goto('/buy-used-cars/');
  await expect(
    page.getByRole('heading', { level: 1, name: /^.+ में पुरानी कारें खरीदें$/ }),
  ).toBeVisible();
  await page.goto('/wishlist');
  await expect(
    page.getByRole('heading', { level: 1, name: 'अपनी विशलिस्ट देखने के लिए साइन इन करें' }),
  ).toBeVisible();
  await page.goto('/my-bookings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'अपनी बुकिंग देखने के लिए लॉग इन करें' }),
  ).toBeVisible();

  await page.goto(`/buy-used-car?storeCityId=${PUNE}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Used cars in Pune' })).toBeVisible();
});
