import { expect, test } from '../support/test';
import { expectAccessiblePage } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { sellerWithInspectedCar } from '../support/sale';

/**
 * After the inspection, in Hindi, on the seller's phone (decision 0180): the offer line by line,
 * the live auction, selling to CarSetu, "Complete your sale" and the inspection report, each
 * page checked with axe. Runs once (desktop project, the seller at 390px): it logs in the demo
 * inspector, whose OTP sends are capped per hour.
 */
test('in Hindi: inspected car → offer and live auction → sell to CarSetu → complete the sale → report', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { sellerContext, booking } = await sellerWithInspectedCar(browser, { accept: false });

  const seller = await sellerContext.newPage();
  await gotoHydrated(seller, `/used-car-valuation/appointment/${booking.token}?lang=hi`);
  await expect(seller.getByRole('heading', { name: 'आपका ऑफ़र, एक-एक करके' })).toBeVisible();
  await expect(seller.getByText('ऑनलाइन अनुमान')).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'डीलर अभी बोली लगा रहे हैं' })).toBeVisible();
  await expect(seller.getByTestId('seller-best-price')).toHaveText('अभी तक कोई बोली नहीं');
  await expect(seller.getByText('कार का इंस्पेक्शन हुआ (पूरा हुआ)')).toBeVisible();
  await expectAccessiblePage(seller, 'appointment with the offer (Hindi, phone)');

  await seller.getByRole('button', { name: /^CarSetu को ₹ [\d,]+ में बेचें$/ }).click();
  await expect(seller.getByRole('heading', { name: /^आपने ₹ [\d,]+ स्वीकार किए$/ })).toBeVisible();
  await expect(seller.getByText('ऑफ़र स्वीकार हुआ (पूरा हुआ)')).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'अपनी बिक्री पूरी करें' })).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'आपकी बिक्री, क़दम दर क़दम' })).toBeVisible();
  await expectAccessiblePage(seller, 'appointment, offer accepted (Hindi, phone)');

  // The bank form's own check speaks Hindi.
  await seller.getByLabel('खाताधारक का नाम').fill('Ravi Kumar');
  await seller.getByLabel('खाता नंबर', { exact: true }).fill('50100123451111');
  await seller.getByLabel('खाता नंबर दोबारा डालें').fill('50100123451112');
  await seller.getByLabel('IFSC').fill('HDFC0001234');
  await seller.getByRole('button', { name: 'खाता सत्यापित करें' }).click();
  await expect(
    seller.getByRole('alert').filter({ hasText: 'दोनों खाता नंबर मेल नहीं खाते' }),
  ).toBeVisible();
  await expect(seller.getByLabel('खाता नंबर दोबारा डालें')).toHaveAccessibleDescription(
    'दोनों खाता नंबर मेल नहीं खाते',
  );

  await seller.getByRole('link', { name: 'पूरी इंस्पेक्शन रिपोर्ट देखें' }).click();
  await expect(
    seller.getByRole('heading', { level: 1, name: /^इंस्पेक्शन रिपोर्ट: / }),
  ).toBeVisible();
  await expect(seller).toHaveTitle('आपकी इंस्पेक्शन रिपोर्ट | CarSetu');
  await expect(seller.getByRole('heading', { name: 'हर चेकपॉइंट' })).toBeVisible();
  await expect(seller.getByText('ओडोमीटर', { exact: true })).toBeVisible();
  await expectAccessiblePage(seller, 'inspection report (Hindi, phone)');
  await sellerContext.close();
});
