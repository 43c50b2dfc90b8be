import { expect, test } from '@playwright/test';
import { addSuggestedBooks, createShopper, logIn, newBookNames } from './commerce-support';

// a 1x1 PNG: a real image for the content check of the upload
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('when a customer pays online with a proof screenshot, then the order is placed and the proof uploaded', async ({ page, request }) => {
  const shopper = await createShopper(request, 'Hamza');
  await logIn(page, shopper, '/cart');
  await addSuggestedBooks(page, 1, await newBookNames(request));

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await page.getByLabel('Address').fill('Flat 2, Block B');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Postcode').fill('54000');
  await page.getByLabel('Mobile Number').fill('03211234567');

  await page.getByRole('radio', { name: 'Pay Online' }).check();
  const notice = page.getByRole('alertdialog', { name: 'Pay Online' });
  await expect(notice).toContainText('coming soon');
  await notice.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please select a payment option')).toBeVisible();
  await expect(page.getByText('Payment proof is required for online payments')).toBeVisible();

  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await expect(page.getByText('IBAN')).toBeVisible();
  await page.getByLabel('Payment proof (screenshot)').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of your payment proof' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('dialog', { name: 'Thank You for Shopping!' })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveText(/Payment proof uploaded successfully/);
  await page.getByRole('button', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByRole('button', { name: 'Details' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Online Payment (BankTransfer)');
});
