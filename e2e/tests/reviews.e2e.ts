import { expect, test, type APIRequestContext } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { logIn } from '../support/login';
import { DEMO_ADMIN_PHONE } from '../support/sale';

async function vehicleWithPendingChallans(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reg = `MH14CD${String(1000 + Math.floor(Math.random() * 9000))}`;
    const response = await request.get(`/api/consumer/api/v1/${reg}/challans`);
    const body = (await response.json()) as { pendingCount: number };
    if (body.pendingCount > 0) return reg;
  }
  throw new Error('No vehicle with pending challans found');
}

/** Issue 12: a review after a paid challan, published once an admin approves it. */
test('write a review after a paid challan and see it on the home page after moderation', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { name: 'Kavita Deshmukh' });
  const reg = await vehicleWithPendingChallans(context.request);
  await page.goto(`/traffic-challan/?regNo=${reg}`);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByLabel('Credit or debit card').check();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.getByRole('link', { name: 'Rate your experience' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Challan payment, order/ })).toBeChecked();
  const text = `Paid ${reg} challans from my phone in two minutes; the receipt had every detail.`;
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Your review').fill('Too short');
  await page.getByLabel('Your review').evaluate((element) => element.removeAttribute('minlength'));
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('alert')).toContainText('Tell us a little more');
  await page.getByLabel('Your review').fill(text);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your review will appear once our team' }),
  ).toBeVisible();
  await expectAccessiblePage(page, '/reviews/write');

  const adminContext = await browser.newContext();
  await logIn(adminContext, { phone: DEMO_ADMIN_PHONE });
  const admin = await adminContext.newPage();
  await gotoHydrated(admin, '/staff/reviews');
  const item = admin.getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Review published.' })).toBeVisible();
  await expectAccessiblePage(admin, '/staff/reviews');
  await adminContext.close();

  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText(text)).toBeVisible();
  await expect(reviews.getByText('Kavita D.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((json) => json.includes('"AggregateRating"'))).toBe(true);
});
