import { expect, test, type APIRequestContext } from '../support/test';
import { logIn } from '../support/login';
import { expectAccessiblePage } from '../support/a11y';

/** A vehicle with at least one pending challan (the sandbox source is deterministic per number). */
async function vehicleWithPendingChallans(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reg = `MH12AB${String(1000 + Math.floor(Math.random() * 9000))}`;
    const response = await request.get(`/api/consumer/api/v1/${reg}/challans`);
    const body = (await response.json()) as { pendingCount: number };
    if (body.pendingCount > 0) return reg;
  }
  throw new Error('No vehicle with pending challans found');
}

test('look up challans, fail once, pay in the sandbox, get the receipt and find the order', async ({
  page,
  context,
}) => {
  await logIn(context, { name: 'Challan Tester' });
  const reg = await vehicleWithPendingChallans(context.request);

  await page.goto('/traffic-challan/');
  await page.getByLabel('Vehicle registration number').fill(reg.toLowerCase());
  await page.getByRole('button', { name: 'Check challans' }).click();
  await expect(page.getByRole('group', { name: new RegExp(`Challans on ${reg}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price breakup' })).toBeVisible();
  // Dates as people write them ("21 Aug 2020"), never the API's ISO form.
  const registeredOn = page.locator('dt', { hasText: 'Registered on' }).locator('+ dd');
  await expect(registeredOn).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  const firstChallan = page.getByRole('checkbox').first();
  await expect(firstChallan).toBeChecked();

  // A failed payment brings the driver back with the challans still there.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Sandbox payment gateway.')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(page.getByText('Your payment did not go through.')).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeChecked();

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByLabel('Credit or debit card').check();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const orderNumber = heading!.replace('Order ', '').trim();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  const receiptLink = page.getByRole('link', { name: 'Download receipt (PDF)' });
  const receipt = await context.request.get((await receiptLink.getAttribute('href'))!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');

  // A business buyer adds a GSTIN: a valid one gets the PDF, a typo is explained on the page.
  await page.getByText('Add your GSTIN to the receipt').click();
  const gstin = page.getByLabel('Your GSTIN (15 characters)');
  await gstin.fill('27aapfu0939f1zv');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt with GSTIN' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`CarSetu-receipt-${orderNumber}.pdf`);
  await gstin.fill('27AAPFU0939F1ZA');
  await page.getByRole('button', { name: 'Download receipt with GSTIN' }).click();
  await expect(
    page.getByText('Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expectAccessiblePage(page, `/my-orders/${orderNumber} (GSTIN form with an error)`);

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) })).toBeVisible();
  await page.getByLabel('Status').selectOption('PAID');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) })).toBeVisible();

  // The paid challan is shown as paid and can no longer be selected.
  await page.goto(`/traffic-challan/?regNo=${reg}`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('a bad registration number gets a clear message', async ({ page }) => {
  await page.goto('/traffic-challan/');
  await page.getByLabel('Vehicle registration number').fill('MH12 O 12');
  await page.getByRole('button', { name: 'Check challans' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a valid registration number, for example MH12AB1234 or 22BH1234AA',
  );
});

test('a state e-challan page is server-rendered with fines, FAQs, structured data and search', async ({
  page,
}) => {
  const response = await page.goto('/traffic-challan/maharashtra/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('e-Challan Maharashtra');
  await expect(page.getByRole('heading', { name: 'Traffic fines in Maharashtra' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Driving without a seat belt' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/traffic-challan\/maharashtra\/$/,
  );
  const html = await response!.text();
  expect(html).toContain('"@type":"FAQPage"');

  await page.getByLabel('Vehicle registration number').fill('MH14CD4321');
  await page.getByRole('button', { name: 'Check challans' }).click();
  await expect(page).toHaveURL(/\/traffic-challan\/\?regNo=MH14CD4321/);
});

test('an unknown state is a real 404 that still offers every state', async ({ page }) => {
  const response = await page.goto('/traffic-challan/atlantis/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'e-Challan Kerala' })).toBeVisible();
});

test('the sitemap lists every state and city e-challan page', async ({ request }) => {
  // /sitemap.xml is an index; the site's pages are in /sitemap-pages.xml.
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(await index.text()).toMatch(/<loc>http:\/\/[^<]+\/sitemap-pages\.xml<\/loc>/);
  const response = await request.get('/sitemap-pages.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/traffic-challan\/maharashtra\/<\/loc>/);
  expect(xml).toMatch(/\/traffic-challan\/maharashtra\/[a-z-]+\/<\/loc>/);
});
