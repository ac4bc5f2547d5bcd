import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';

/** Pune in the seeded cities (catalog decision 0010). */
const PUNE = 15;

/**
 * Issue 13 items 4 and 9: cards in their body type's three-quarter drawing with the market-price
 * label (numbers on tap) and the clean-papers badge; the car page's papers checks and its gallery
 * viewer (arrow keys, swipe, zoom, counter, close).
 */
test('listing and car page: pictures, market-price label, clean papers and the gallery', async ({
  page,
}) => {
  await gotoHydrated(page, `/buy-used-car?storeCityId=${PUNE}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Cards show the three-quarter drawing of the car's own body type and colour.
  await expect(cards.first().getByRole('img').first()).toHaveAttribute(
    'src',
    /\/car-images\/[a-z-]+\/[a-z]+\/three-quarter\.svg$/,
  );

  // A market-price label opens its numbers on tap, without leaving the listing.
  const label = page.getByRole('button', { name: /^(Great|Good|Fair|High) price/ }).first();
  await label.click();
  await expect(label).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page
      .getByText(
        /^Median ₹\s?[\d.,]+ (lakh|Lakh|crore|Crore)? ?for \d+ similar cars? in Pune, \d{4}–\d{4}$/,
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`storeCityId=${PUNE}`));

  // Some cars have clean papers.
  const clean = cards.filter({ hasText: 'Clean papers' }).first();
  await expect(clean).toBeVisible();
  await expectAccessiblePage(page, '/buy-used-car (labels open)');

  const carUrl = await clean.getByRole('link').first().getAttribute('href');
  await gotoHydrated(page, carUrl!);
  const papers = page.getByRole('region', { name: 'Papers' });
  await expect(papers.getByText('Clean papers')).toBeVisible();
  for (const check of ['No pending challans', 'Insurance valid', 'PUC valid', 'No loan on the RC'])
    await expect(papers.getByText(check)).toBeVisible();
  await expectAccessiblePage(page, carUrl!);

  // The gallery viewer: counter, arrow keys, swipe, zoom, close.
  const openFirst = page.getByRole('button', { name: /^Open picture 1 of \d+ in the viewer$/ });
  const total = Number(/of (\d+)/.exec((await openFirst.getAttribute('aria-label'))!)![1]);
  await openFirst.click();
  const viewer = page.getByRole('dialog', { name: /: pictures$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  const stage = viewer.getByTestId('gallery-stage');
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessiblePage(page, `${carUrl} (gallery open)`);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});
