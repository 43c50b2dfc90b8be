import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addSuggestedBooks, createShopper, logIn, newBookNames } from './commerce-support';

const shots = process.env.E2E_SCREENSHOTS;
const snap = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${test.info().project.name}-${name}.png`), fullPage: true });
};

test('when a guest fills a cart and logs in, then the cart is merged, a COD order is placed and shows in /orders', async ({ page, request }) => {
  const shopper = await createShopper(request);
  const names = await addSuggestedBooks(page, 2, await newBookNames(request));
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await snap(page, '1-guest-cart');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Log In Required' });
  await expect(prompt.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/cart');
  await snap(page, '2-login-required');
  await prompt.getByRole('link', { name: 'Log In' }).click();

  await logIn(page, shopper, '/cart');
  const rows = page.getByRole('list', { name: 'Books in your cart' });
  for (const name of names) await expect(rows.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${names[0]}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByLabel('First Name')).toHaveValue(shopper.name);
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await page.getByLabel('Address').fill('House 4, Street 9');
  await page.getByLabel('City').fill('Karachi');
  await page.getByLabel('Postcode').fill('75500');
  await page.getByLabel('Mobile Number').fill('03001234567');
  await snap(page, '3-checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('dialog', { name: 'Thank You for Shopping!' })).toBeVisible();
  await expect(page.getByTestId('toast')).toBeVisible();
  await snap(page, '4-thank-you');
  await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
  const card = page.getByRole('article').first();
  await expect(card).toContainText('PENDING');
  await expect(card).toContainText('Your order is pending confirmation.');
  await expect(card).toContainText(names[0] ?? '');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await snap(page, '5-orders');

  await card.getByRole('button', { name: 'Order Track Id' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Tracking ID has not been added yet\./);
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toContainText('Karachi');
  await snap(page, '6-order-details');
});
