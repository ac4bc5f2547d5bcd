import { expect, test, type Page } from '../support/test';
import { randomPhone, readOtpFromOutbox } from '../support/login';

const LOAN_PAGE = '/used-car-loan/';

/** A date of birth for someone 32 years old, as <input type="date"> takes it. */
function dateOfBirth32(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 32);
  return date.toISOString().slice(0, 10);
}

async function fillEmi(page: Page, amount: string, rate: string, tenure: string) {
  const calculator = page.getByRole('form', { name: 'EMI calculator' });
  await calculator.getByLabel('Loan amount (₹)', { exact: true }).fill(amount);
  await calculator.getByLabel('Interest rate (% a year)', { exact: true }).fill(rate);
  await calculator.getByLabel('Tenure (months)', { exact: true }).fill(tenure);
}

test('the loan page renders its sections, anchors and loan FAQs', async ({ page }) => {
  await page.goto(`${LOAN_PAGE}?fromSource=%2Fbuy-used-cars%2F`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [id, heading] of [
    ['benefits', 'Loan benefits'],
    ['emi-calculator', 'EMI calculator'],
    ['eligibility', 'Eligibility criteria'],
    ['documents', 'Documents required'],
    ['loan-process', 'How your loan moves'],
    ['compare-lenders', 'Compare lender types'],
    ['faq', 'Car loan FAQs'],
  ]) {
    await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(
      heading,
    );
  }
  await expect(page.getByRole('table')).toContainText('NBFCs');
  await expect(page.getByText('Who can apply for a used-car loan?')).toBeVisible();
  // fromSource rides along as cfSource and (a same-site path) as the return path.
  await expect(page.getByRole('link', { name: 'Check eligibility', exact: true })).toHaveAttribute(
    'href',
    '/used-car-loan/personal-details/?redirectTo=%2Fbuy-used-cars%2F&cfSource=%2Fbuy-used-cars%2F',
  );
});

test('the EMI calculator computes live and flags values outside the norms', async ({ page }) => {
  await page.goto(`${LOAN_PAGE}#emi-calculator`);
  const result = page.getByTestId('emi-amount');
  await expect(result).toHaveText('₹ 11,122');
  await fillEmi(page, '1000000', '9.5', '60');
  await expect(result).toHaveText('₹ 21,002');
  await page
    .getByRole('form', { name: 'EMI calculator' })
    .getByLabel('Interest rate (% a year)', { exact: true })
    .fill('25');
  await expect(page.getByText('The interest rate can be at most 20% a year')).toBeVisible();
  await expect(result).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the EMI calculator is a GET form the server computes', async ({ page }) => {
    await page.goto(LOAN_PAGE);
    await fillEmi(page, '1000000', '9.5', '60');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page).toHaveURL(/loanAmount=1000000&interestRate=9.5&tenure=60/);
    await expect(page.getByTestId('emi-amount')).toHaveText('₹ 21,002');
  });
});

test('Check eligibility: login with the loan heading, personal details, then the result', async ({
  page,
}) => {
  await page.goto(`${LOAN_PAGE}?fromSource=%2Fbuy-used-cars%2F`);
  await page.getByRole('link', { name: 'Check eligibility', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to check your loan eligibility' });
  await expect(dialog).toBeVisible();

  const phone = randomPhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await dialog
    .getByLabel('OTP', { exact: true })
    .fill(await readOtpFromOutbox(page.request, phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(
    '/used-car-loan/personal-details/?redirectTo=%2Fbuy-used-cars%2F&cfSource=%2Fbuy-used-cars%2F',
  );
  await expect(page.getByRole('heading', { name: 'Check your loan eligibility' })).toBeVisible();

  // A bad PAN and a low income are refused with their messages.
  await page.getByLabel('Full name (as on PAN)').fill('Ananya Rao');
  await page.getByLabel('Date of birth').fill(dateOfBirth32());
  await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
  await page.getByLabel('City you live in').selectOption({ index: 1 });
  await page.getByLabel('Employment type').selectOption('salaried');
  await page.getByLabel('Monthly income (₹)').fill('12000');
  await page.getByLabel('Loan amount wanted (₹)').fill('4,00,000');
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(page.getByText('Enter a valid PAN of an individual, e.g. ABCPE1234F')).toBeVisible();
  await expect(page.getByText('The monthly income must be at least ₹ 15,000')).toBeVisible();

  await page.getByLabel('PAN', { exact: true }).fill('abcpe1234f');
  await page.getByLabel('Monthly income (₹)').fill('60000');
  await page.getByRole('button', { name: 'Check eligibility' }).click();

  await expect(page).toHaveURL(/\/used-car-loan\/applications\/[0-9a-f-]{36}\/\?redirectTo=/);
  await expect(page.getByRole('heading', { name: 'You are eligible for this loan' })).toBeVisible();
  await expect(page.getByText('Pending review')).toBeVisible();
  await expect(page.getByText('******234F')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/buy-used-cars/');
});

test('an anonymous visit to personal details offers the loan login', async ({ page }) => {
  await page.goto('/used-car-loan/personal-details/?redirectTo=https%3A%2F%2Fevil.example%2F');
  await page.getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Log in to check your loan eligibility' }),
  ).toBeVisible();
});
