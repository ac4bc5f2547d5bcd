import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { sellerWithInspectedCar, uploadSellerDocuments } from '../support/sale';

/**
 * Issue 10, parts 1–2 on the seller's phone: after accepting the offer the seller uploads
 * documents (progress, a spoofed file refused), verifies a bank account and declares a loan.
 */
test('accepted offer → Complete your sale: documents, bank account, loan', async ({ browser }) => {
  test.setTimeout(120_000);
  const { sellerContext, booking } = await sellerWithInspectedCar(browser);

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

  await uploadSellerDocuments(seller);
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
  await expect(seller.getByText(/a loan with HDFC Bank, ₹ 1,20,000 outstanding/)).toBeVisible();
  // KYC: the PAN (shown masked once checked), a video-KYC call and the optional credit check.
  await seller.getByLabel('PAN', { exact: true }).fill('abcpk1234f');
  await seller.getByLabel('Name on PAN').fill('Ravi Kumar');
  await seller.getByLabel('Aadhaar, last 4 digits').fill('1234');
  await seller.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'We checked your PAN.' }),
  ).toBeVisible();
  await expect(seller.getByText(/^PAN verified · /)).toBeVisible();
  await seller.getByRole('button', { name: 'Book video call' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'Your video KYC call is booked.' }),
  ).toBeVisible();
  await seller.getByRole('checkbox', { name: /fetch my credit report/ }).check();
  await seller.getByRole('button', { name: 'Allow credit check' }).click();
  await expect(seller.getByText('You allowed a credit check for loan offers.')).toBeVisible();
  await expectAccessiblePage(seller, 'seller page: complete your sale (phone)');
  await sellerContext.close();
});
