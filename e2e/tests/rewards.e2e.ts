import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { logIn } from '../support/login';

const PRIZES = ['10% off challans', 'Better luck next time', '₹25 off'];

/** Issue 12 item 10: spin the wheel once and see the prize in rewards. */
test('spin the wheel once and see the prize on the rewards page', async ({ page, context }) => {
  await gotoHydrated(page, '/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await logIn(context);
  await gotoHydrated(page, '/rewards');
  const wheel = page.getByRole('region', { name: 'Spin the wheel' });
  await expect(wheel.getByText('3 spins left today')).toBeVisible();
  await wheel.getByRole('button', { name: 'Spin the wheel' }).click();
  const result = wheel.getByRole('status');
  await expect(result).toHaveText(/You won: |Better luck next time/, { timeout: 15_000 });
  const announced = (await result.textContent()) ?? '';
  const prize = PRIZES.find((label) => announced.includes(label));
  expect(prize, announced).toBeDefined();
  await expect(wheel.getByText('2 spins left today')).toBeVisible();

  // The prize is listed on the rewards page, also after a reload.
  await page.reload();
  const spins = page.getByRole('region', { name: 'Your spins' });
  await expect(spins.getByRole('listitem').filter({ hasText: prize! })).toHaveCount(1);
  if (prize !== 'Better luck next time') {
    const reward = page
      .getByRole('region', { name: 'Your rewards' })
      .getByRole('listitem')
      .filter({ hasText: 'Won: opt in to use it' });
    await expect(reward).toHaveCount(1);
    await reward.getByRole('button', { name: /^Opt in/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ready to use' })).toBeVisible();
    await expect(page.getByText(/^Ready to use ·/)).toBeVisible();
  }
  await expectAccessiblePage(page, '/rewards');
});

test('the wheel does not turn under reduced motion and still announces the prize', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(context);
  await gotoHydrated(page, '/rewards');
  const wheel = page.getByRole('region', { name: 'Spin the wheel' });
  await expect(page.getByTestId('wheel')).toHaveCSS('transition-property', 'none');
  await wheel.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(wheel.getByRole('status')).toHaveText(/You won: |Better luck next time/);
});

test('opt in to a challan coupon and pay challans with it: the discount is on the receipt page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(context);
  await gotoHydrated(page, '/rewards');
  const offer = page
    .getByRole('region', { name: 'Offers and coupons' })
    .getByRole('listitem')
    .filter({ hasText: '₹50 off your challan payment' });
  await offer.getByRole('button', { name: /^Opt in/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ready to use' })).toBeVisible();

  let reg = '';
  for (let attempt = 0; attempt < 20 && !reg; attempt++) {
    const candidate = `MH14CD${String(1000 + Math.floor(Math.random() * 9000))}`;
    const response = await context.request.get(`/api/consumer/api/v1/${candidate}/challans`);
    const body = (await response.json()) as { pendingCount: number };
    if (body.pendingCount > 0) reg = candidate;
  }
  expect(reg).not.toBe('');
  await gotoHydrated(page, `/traffic-challan/?regNo=${reg}`);
  await page.getByLabel('Coupon code (optional)').fill('challan50');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByLabel('Credit or debit card').check();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Coupon CHALLAN50')).toBeVisible();
  await expect(page.getByText('−₹ 50')).toBeVisible();

  await page.goto('/rewards');
  const used = page
    .getByRole('region', { name: 'Your rewards' })
    .getByRole('listitem')
    .filter({ hasText: '₹50 off your challan payment' });
  await expect(used.getByText('Used', { exact: true })).toBeVisible();
});
