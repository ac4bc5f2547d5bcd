import { expect, test } from '../support/test';

// Spec §4: a click on header Buy used car with no pincode opens the location picker and
// remembers the click; once a pincode exists the visitor goes to the listing for city and pincode.
test('header Buy used car without a pincode asks for the location, then opens the listing', async ({
  page,
}, testInfo) => {
  await page.goto('/faq/');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Buy used car', { exact: true }).click();
    await drawer.getByRole('link', { name: 'All used cars' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Buy used car', exact: true })
      .click();
  }
  const picker = page.getByRole('dialog', { name: 'Select your city' });
  await expect(picker).toBeVisible();
  await expect(page).toHaveURL(/\/faq\/$/);
  await picker.getByRole('button', { name: 'Pune', exact: true }).click();
  const pincodeStep = page.getByRole('dialog', { name: 'Your pincode in Pune' });
  await pincodeStep.getByLabel('Pincode').fill('411001');
  await pincodeStep.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-used-car\?pincode=411001&storeCityId=15$/);

  // With a pincode known, the header link goes straight to the buy home.
  await page.goto('/faq/');
  if (testInfo.project.name !== 'phone') {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Buy used car', exact: true })
      .click();
    await expect(page).toHaveURL(/\/buy-used-cars\/$/);
  }
});
