import { INSPECTION_CHECKPOINTS } from '@carsetu/contracts';
import { expect, test, type Browser } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated, waitForHydration } from '../support/hydration';
import { logIn, randomPhone } from '../support/login';
import {
  DEMO_ADMIN_PHONE,
  DEMO_INSPECTOR_PHONE,
  TEST_JPEG,
  bookInspectionInPune,
  istDate,
} from '../support/sale';

const PHONE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

async function staffContext(browser: Browser, phone: string, viewport = DESKTOP_VIEWPORT) {
  const context = await browser.newContext({ viewport });
  const user = await logIn(context, { phone });
  return { context, page: await context.newPage(), user };
}

/**
 * Issue 9's journey across consoles: an admin grants two dealers, the seller's inspection is
 * done by the inspector on a phone, the seller sees the report and the reconciled offer, two
 * dealers bid (the seller's page follows live), the seller accepts the best and the timeline
 * says accepted; the winning dealer sees "Won".
 */
test('seller → inspector on a phone → reconciled offer → two dealers bid → seller accepts the best', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // Admin grants the dealer role to two new phones in Pune from the staff page.
  const admin = await staffContext(browser, DEMO_ADMIN_PHONE);
  const dealerPhones = [randomPhone(), randomPhone()];
  await gotoHydrated(admin.page, '/staff/admin');
  for (const phone of dealerPhones) {
    await admin.page.getByLabel('Mobile number').fill(phone);
    await admin.page.getByLabel('Role', { exact: true }).selectOption('dealer');
    await admin.page
      .getByLabel('City (inspectors, dealers and runners)')
      .selectOption({ label: 'Pune' });
    await admin.page.getByRole('button', { name: 'Grant role' }).click();
    await expect(
      admin.page
        .getByRole('status')
        .filter({ hasText: 'Role granted. They can log in with their mobile number now.' }),
    ).toBeVisible();
    await expect(admin.page.getByRole('cell', { name: `+91 ${phone}` })).toBeVisible();
  }
  await expectAccessiblePage(admin.page, '/staff/admin');

  // The seller books (API) and opens the private appointment page.
  const sellerPhone = randomPhone();
  const sellerContext = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const booking = await bookInspectionInPune(sellerContext.request, sellerPhone);
  await logIn(sellerContext, { phone: sellerPhone });
  const seller = await sellerContext.newPage();
  await gotoHydrated(seller, `/used-car-valuation/appointment/${booking.token}`);
  await expect(seller.getByRole('heading', { name: 'Where your sale stands' })).toBeVisible();
  await expect(seller.getByText('Inspector assigned (done)')).toBeVisible();

  // The inspector, on a phone, finds it on the day list and inspects.
  const inspector = await staffContext(browser, DEMO_INSPECTOR_PHONE, PHONE_VIEWPORT);
  await gotoHydrated(inspector.page, `/staff/inspector?date=${istDate(booking.slotStart)}`);
  await expectAccessiblePage(inspector.page, '/staff/inspector (phone)');
  const card = inspector.page
    .getByRole('listitem')
    .filter({ hasText: `Appointment ${booking.appointmentId}` });
  await card.getByRole('button', { name: /Start inspection/ }).click();
  await expect(
    inspector.page.getByRole('heading', { level: 1, name: `Inspection ${booking.appointmentId}` }),
  ).toBeVisible();
  await waitForHydration(inspector.page);
  await inspector.page.getByLabel('Odometer reading (km)').fill('47400');
  await inspector.page.getByLabel('VIN (17 characters)').fill('MA3EWDE1S00123456');
  const bumper = inspector.page.getByRole('group', { name: 'Front bumper' });
  await bumper.getByLabel('Poor').check();
  await expect(inspector.page.getByText('All changes saved')).toBeVisible();
  // The other 111 checkpoints: as the page's autosave would send them, in one draft save.
  const api = `/api/consumer/api/v1/inspector/appointments/${booking.appointmentId}/inspection`;
  const auth = { authorization: `Bearer ${inspector.user.token}` };
  const draft = await (await inspector.context.request.get(api, { headers: auth })).json();
  const rest = Object.fromEntries(
    INSPECTION_CHECKPOINTS.filter((c) => c.key !== 'exterior.front-bumper').map((c) => [
      c.key,
      { rating: 'good' },
    ]),
  );
  expect(
    (
      await inspector.context.request.put(api, {
        headers: auth,
        data: { revision: draft.data.revision, answers: rest },
      })
    ).ok(),
  ).toBe(true);
  await inspector.page.reload();
  await waitForHydration(inspector.page);
  await expect(
    inspector.page.getByText(
      `Rated ${INSPECTION_CHECKPOINTS.length} of ${INSPECTION_CHECKPOINTS.length} checkpoints`,
    ),
  ).toBeVisible();
  await inspector.page.getByLabel('Odometer photo').setInputFiles(TEST_JPEG);
  await expect(
    inspector.page.getByRole('img', { name: 'Odometer photo (uploaded)' }),
  ).toBeVisible();
  await inspector.page.getByLabel('VIN plate photo').setInputFiles(TEST_JPEG);
  await expect(
    inspector.page.getByRole('img', { name: 'VIN plate photo (uploaded)' }),
  ).toBeVisible();
  await inspector.page.getByLabel('Photo of front bumper').setInputFiles(TEST_JPEG);
  await expect(
    inspector.page.getByRole('img', { name: 'Photo of front bumper (uploaded)' }),
  ).toBeVisible();
  await expectAccessiblePage(inspector.page, 'inspection form (phone)');
  await inspector.page.getByRole('button', { name: 'Submit inspection' }).click();
  await expect(inspector.page.getByText('Inspection submitted.')).toBeVisible();

  // The seller sees the report and the offer reconciled to the finding and its photo.
  await gotoHydrated(seller, `/used-car-valuation/appointment/${booking.token}`);
  await expect(seller.getByRole('heading', { name: 'Your offer, line by line' })).toBeVisible();
  const deductions = seller.getByRole('list', { name: 'Deductions' });
  await expect(deductions.getByText('Front bumper')).toBeVisible();
  await expect(deductions.getByRole('img', { name: 'Finding: Front bumper' })).toBeVisible();
  await expect(deductions.getByText(/Odometer reads 5,400 km more than declared/)).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'Dealers are bidding now' })).toBeVisible();
  await expect(seller.getByTestId('seller-best-price')).toHaveText('No bids yet');
  await expectAccessiblePage(seller, 'seller appointment page with the offer (phone)');

  // Two dealers bid; the seller's page follows without a reload.
  const bids: number[] = [];
  const dealers: Awaited<ReturnType<typeof staffContext>>[] = [];
  for (const phone of dealerPhones) {
    const dealer = await staffContext(browser, phone);
    dealers.push(dealer);
    await gotoHydrated(dealer.page, '/staff/dealer');
    await dealer.page
      .getByRole('listitem')
      .filter({ hasText: 'Minimum next bid' })
      .first()
      .getByRole('link', { name: /Open and bid/ })
      .click();
    await expect(dealer.page.getByRole('heading', { name: 'Live auction' })).toBeVisible();
    await expectAccessiblePage(dealer.page, 'dealer auction page');
    const amount = Number(await dealer.page.getByLabel('Your bid (₹)').inputValue());
    await dealer.page.getByRole('button', { name: 'Place bid' }).click();
    await expect(
      dealer.page
        .getByRole('status')
        .filter({ hasText: `Your bid of ₹ ${amount.toLocaleString('en-IN')} is placed.` }),
    ).toBeVisible();
    bids.push(amount);
  }
  expect(bids[1]).toBeGreaterThan(bids[0]!);
  const best = `₹ ${bids[1]!.toLocaleString('en-IN')}`;
  await expect(seller.getByTestId('seller-best-price')).toHaveText(best);

  // The seller accepts the best; the timeline says accepted.
  await seller.getByRole('button', { name: `Accept best price ${best}` }).click();
  await expect(seller.getByRole('heading', { name: `You accepted ${best}` })).toBeVisible();
  await expect(seller.getByText('Offer accepted (done)')).toBeVisible();

  // The winning dealer sees it as won.
  const winner = dealers[1]!;
  await gotoHydrated(winner.page, '/staff/dealer');
  await expect(
    winner.page.getByRole('listitem').filter({ hasText: `Won · best ${best}` }),
  ).toBeVisible();
  await Promise.all([
    admin.context.close(),
    inspector.context.close(),
    sellerContext.close(),
    ...dealers.map((dealer) => dealer.context.close()),
  ]);
});
