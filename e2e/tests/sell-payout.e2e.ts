import { INSPECTION_CHECKPOINTS } from '@carsetu/contracts';
import { expect, test, type Browser } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { logIn, randomPhone, readOtpFromOutbox } from '../support/login';
import {
  DEMO_ADMIN_PHONE,
  DEMO_INSPECTOR_PHONE,
  DEMO_RUNNER_PHONE,
  bookInspectionInPune,
  uploadSellerDocuments,
  inspectAndAcceptOffer,
  istDate,
} from '../support/sale';

const PHONE_VIEWPORT = { width: 390, height: 844 };

async function staffContext(browser: Browser, phone: string, viewport = PHONE_VIEWPORT) {
  const context = await browser.newContext({ viewport });
  await logIn(context, { phone });
  return { context, page: await context.newPage() };
}

/**
 * Issue 10's journey: an accepted offer → documents → bank account → loan → confirm (token) →
 * pickup slot → the runner's handover code and QC on a phone → buy → the balance paid by the
 * sandbox bank (signed webhook) → receipt PDF → RC tracker → the car on the buy catalogue.
 */
test('accepted offer → documents → bank → pickup → runner QC → paid → receipt → RC tracker → listed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const sellerPhone = randomPhone();
  const sellerContext = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const booking = await bookInspectionInPune(sellerContext.request, sellerPhone);
  await logIn(sellerContext, { phone: sellerPhone, name: 'Meera Joshi' });
  const inspector = await staffContext(browser, DEMO_INSPECTOR_PHONE);
  await inspectAndAcceptOffer(
    inspector.context.request,
    sellerContext.request,
    booking,
    INSPECTION_CHECKPOINTS.map((checkpoint) => checkpoint.key),
  );
  await inspector.context.close();

  const seller = await sellerContext.newPage();
  const appointmentPage = `/used-car-valuation/appointment/${booking.token}`;
  await gotoHydrated(seller, appointmentPage);
  const closing = seller.getByRole('region', { name: 'Your sale, step by step' });
  await expect(closing).toBeVisible();

  // Documents: one file per required type, uploaded together with a progress bar.
  await uploadSellerDocuments(seller);
  await seller.reload();
  await expect(closing.getByText('Documents uploaded (done)')).toBeVisible();

  // Bank account and loan (the penny drop names the holder as typed in the sandbox).
  await seller.getByLabel('Account holder name').fill('Meera Joshi');
  await seller.getByLabel('Account number', { exact: true }).fill('50100123456789');
  await seller.getByLabel('Confirm account number').fill('50100123456789');
  await seller.getByLabel('IFSC').fill('HDFC0001234');
  await seller.getByRole('button', { name: 'Verify account' }).click();
  await expect(closing.getByText('Bank account verified (done)')).toBeVisible();
  await seller.getByRole('radio', { name: 'No', exact: true }).check();
  await seller.getByRole('button', { name: 'Save loan details' }).click();
  await expect(closing.getByText('Loan on the car declared (done)')).toBeVisible();

  // Confirm the sale: the token is paid at once.
  await seller.getByRole('checkbox', { name: /I agree to sell my car to CarSetu/ }).check();
  await seller.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(closing.getByText('Sale confirmed, token paid (done)')).toBeVisible();

  // Pickup: the first free window tomorrow, at the inspection address.
  const firstWindow = seller
    .getByRole('group', { name: 'Pick a 2-hour window' })
    .getByRole('radio', { disabled: false })
    .first();
  // The radio is visually hidden behind its chip (as in the booking form).
  await firstWindow.check({ force: true });
  await seller.getByRole('button', { name: 'Book pickup' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'Your pickup is booked.' }),
  ).toBeVisible();
  await expect(closing.getByText('Sunil Runner')).toBeVisible();
  await expectAccessiblePage(seller, 'seller closing (phone)');

  // The runner, on a phone: day list → docket → handover code → QC → buy.
  const runner = await staffContext(browser, DEMO_RUNNER_PHONE);
  const pickupDate = istDate(
    (
      (await (
        await sellerContext.request.get(`/api/consumer/api/v1/token/${booking.token}/pickup`)
      ).json()) as { data: { slotStart: string } }
    ).data.slotStart,
  );
  await gotoHydrated(runner.page, `/staff/runner?date=${pickupDate}`);
  await expectAccessiblePage(runner.page, '/staff/runner (phone)');
  await runner.page
    .getByRole('listitem')
    .filter({ hasText: `Appointment ${booking.appointmentId}` })
    .getByRole('link', { name: /Open docket/ })
    .click();
  await expect(runner.page.getByRole('heading', { level: 1, name: 'Pickup docket' })).toBeVisible();
  await runner.page.getByRole('button', { name: 'Send code to seller' }).click();
  await expect(
    runner.page.getByRole('status').filter({ hasText: 'We sent the handover code' }),
  ).toBeVisible();
  await runner.page.getByLabel('Code from the seller').fill('0000');
  await runner.page.getByRole('button', { name: 'Verify code' }).click();
  await expect(runner.page.getByRole('alert').filter({ hasText: /OTP|code/i })).toBeVisible();
  const code = await readOtpFromOutbox(runner.context.request, sellerPhone);
  await runner.page.getByLabel('Code from the seller').fill(code);
  await runner.page.getByRole('button', { name: 'Verify code' }).click();
  await expect(runner.page.getByRole('heading', { name: 'QC checklist' })).toBeVisible();
  await runner.page.getByRole('button', { name: 'Verify Registration certificate (RC)' }).click();
  await expect(
    runner.page.getByRole('status').filter({ hasText: 'Document marked verified.' }),
  ).toBeVisible();
  await runner.page.getByLabel('Odometer now (km)').fill('42180');
  await runner.page.getByLabel('Keys handed over').selectOption('2');
  await runner.page.getByLabel('Original RC handed over').check();
  await runner.page.getByLabel('Insurance papers handed over').check();
  await runner.page.getByLabel(/Car matches the inspection report/).check();
  await runner.page.getByRole('button', { name: 'Save QC' }).click();
  await expect(runner.page.getByText('QC passed.')).toBeVisible();
  await expectAccessiblePage(runner.page, '/staff/runner/{id} (phone)');
  await runner.page.getByRole('button', { name: 'Buy the car' }).click();
  await expect(runner.page.getByRole('status').filter({ hasText: 'Car bought' })).toBeVisible();

  // The seller: the balance arrives (sandbox bank webhook), then the receipt and the RC tracker.
  await gotoHydrated(seller, appointmentPage);
  await expect(closing.getByText('Car picked up (done)')).toBeVisible();
  const receipt = seller.getByRole('link', { name: 'Download receipt (PDF)' });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const pdf = await sellerContext.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(closing.getByText('Balance paid (done)')).toBeVisible();
  await expect(closing.getByRole('heading', { name: 'RC transfer' })).toBeVisible();
  await expect(closing.getByText('Forms 29 and 30 signed at pickup')).toBeVisible();
  await expect(
    closing.getByText(/challans and accident liability for this car are CarSetu’s/),
  ).toBeVisible();
  await expectAccessiblePage(seller, 'seller paid (phone)');

  // The admin puts the refurbished car on sale; it shows with its inspection photos.
  const admin = await staffContext(browser, DEMO_ADMIN_PHONE, { width: 1280, height: 800 });
  await gotoHydrated(admin.page, '/staff/operations');
  await admin.page
    .getByRole('listitem')
    .filter({ hasText: 'MH12DE1433' })
    .first()
    .getByRole('button', { name: /Put on sale/ })
    .click();
  await expect(
    admin.page.getByRole('status').filter({ hasText: 'The car is on sale' }),
  ).toBeVisible();
  await expectAccessiblePage(admin.page, '/staff/operations');
  await admin.page.getByRole('link', { name: 'On sale: see listing' }).first().click();
  await expect(admin.page.getByRole('img', { name: /Odometer at inspection/ })).toBeVisible();
  await gotoHydrated(seller, appointmentPage);
  await expect(seller.getByRole('link', { name: 'See the listing' })).toBeVisible();
});
