import { INSPECTION_CHECKPOINTS } from '@carsetu/contracts';
import { expect, test } from '@playwright/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { logIn, randomPhone } from '../support/login';
import { DEMO_INSPECTOR_PHONE, TEST_JPEG, bookInspectionInPune } from '../support/sale';

const PDF = {
  name: 'pan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};

/**
 * Issue 10, parts 1–2 on the seller's phone: after accepting the offer the seller uploads
 * documents (progress, a spoofed file refused), verifies a bank account and declares a loan.
 */
test('accepted offer → Complete your sale: documents, bank account, loan', async ({ browser }) => {
  test.setTimeout(120_000);
  const sellerPhone = randomPhone();
  const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const booking = await bookInspectionInPune(sellerContext.request, sellerPhone);

  // The demo inspector inspects and submits through the API (the console has its own e2e).
  const inspectorContext = await browser.newContext();
  const inspector = await logIn(inspectorContext, { phone: DEMO_INSPECTOR_PHONE });
  const auth = { authorization: `Bearer ${inspector.token}` };
  const api = `/api/consumer/api/v1/inspector/appointments/${booking.appointmentId}/inspection`;
  const started = await inspectorContext.request.post(api, { headers: auth });
  expect(started.ok(), await started.text()).toBe(true);
  const saved = await inspectorContext.request.put(api, {
    headers: auth,
    data: {
      revision: (await started.json()).data.revision,
      answers: Object.fromEntries(
        INSPECTION_CHECKPOINTS.map((checkpoint) => [checkpoint.key, { rating: 'good' }]),
      ),
      odometerKm: 42_000,
      vin: 'MA3EWDE1S00123456',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const kind of ['odometer', 'vin']) {
    const photo = await inspectorContext.request.post(`${api}/photos?kind=${kind}`, {
      headers: { ...auth, 'content-type': 'image/jpeg' },
      data: TEST_JPEG.buffer,
    });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  const submitted = await inspectorContext.request.post(`${api}/submit`, { headers: auth });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await inspectorContext.close();

  await logIn(sellerContext, { phone: sellerPhone });
  const accepted = await sellerContext.request.post(
    `/api/consumer/api/v1/appointment/token/${booking.token}/accept`,
    { data: { source: 'offer' } },
  );
  expect(accepted.ok(), await accepted.text()).toBe(true);

  const seller = await sellerContext.newPage();
  await gotoHydrated(seller, `/used-car-valuation/appointment/${booking.token}`);
  await expect(seller.getByRole('heading', { level: 2, name: 'Complete your sale' })).toBeVisible();
  await expect(seller.getByText(/Still needed: Registration certificate \(RC\)/)).toBeVisible();

  // A file that is not what it claims to be is refused by its bytes.
  await seller.getByLabel('Registration certificate (RC)').setInputFiles({
    name: 'rc.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await seller.getByRole('button', { name: 'Upload documents' }).click();
  await expect(seller.getByRole('alert')).toHaveText('Upload a JPEG, PNG or PDF file.');

  await seller
    .getByLabel('Registration certificate (RC)')
    .setInputFiles({ ...TEST_JPEG, name: 'rc.jpg' });
  await seller.getByLabel('PAN card').setInputFiles(PDF);
  await seller.getByLabel(/^ID proof/).setInputFiles({ ...TEST_JPEG, name: 'aadhaar.jpg' });
  await seller.getByLabel('Cancelled cheque').setInputFiles({ ...TEST_JPEG, name: 'cheque.jpg' });
  await seller.getByRole('button', { name: 'Upload documents' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'Your documents are uploaded.' }),
  ).toBeVisible();
  const list = seller.getByRole('list', { name: 'Your uploaded documents' });
  await expect(list.getByRole('link', { name: 'pan.pdf' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(seller.getByText('All required documents are in.', { exact: false })).toBeVisible();

  // Bank account: the numbers must agree, then the sandbox bank names a different holder.
  await seller.getByLabel('Account holder name').fill('Ravi Kumar');
  await seller.getByLabel('Account number', { exact: true }).fill('50100123451111');
  await seller.getByLabel('Confirm account number').fill('50100123451112');
  await seller.getByLabel('IFSC').fill('HDFC0001234');
  await seller.getByRole('button', { name: 'Verify account' }).click();
  await expect(seller.getByRole('alert')).toHaveText('The two account numbers do not match');
  await seller.getByLabel('Account holder name').fill('Ravi Kumar');
  await seller.getByLabel('Account number', { exact: true }).fill('50100123451111');
  await seller.getByLabel('Confirm account number').fill('50100123451111');
  await seller.getByLabel('IFSC').fill('HDFC0001234');
  await seller.getByRole('button', { name: 'Verify account' }).click();
  await expect(seller.getByText('SUNITA DEVI')).toBeVisible();
  await seller.getByRole('button', { name: 'Confirm this account' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'We will pay this account.' }),
  ).toBeVisible();
  await expect(seller.getByText('ending 1111')).toBeVisible();

  // Loan on the car.
  await seller.getByRole('radio', { name: 'Yes' }).check();
  await seller.getByLabel('Bank or lender (if there is a loan)').fill('HDFC Bank');
  await seller.getByLabel('Outstanding amount in rupees').fill('1,20,000');
  await seller.getByLabel('Loan account number, last 4 digits').fill('4321');
  await seller.getByRole('button', { name: 'Save loan details' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'Your loan details are saved.' }),
  ).toBeVisible();
  await expect(seller.getByText(/a loan with HDFC Bank, ₹1,20,000 outstanding/)).toBeVisible();
  await expectAccessiblePage(seller, 'seller page: complete your sale (phone)');
  await sellerContext.close();
});
