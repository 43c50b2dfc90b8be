import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addSuggestedBooks, createShopper, logIn, newBookNames, type Shopper } from './commerce-support';
import { addBookFromItsPage } from './guest-support';

/**
 * Support for the back-office journeys. The store under test creates this admin at start
 * (playwright.config.ts passes ADMIN_EMAIL / ADMIN_PASSWORD to the server).
 */
export const E2E_ADMIN: Shopper = { email: 'e2e-admin@example.com', password: 'adminsecret1', name: 'Admin' };

/** A 1x1 PNG: a real image for the server's content check. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');

/** Where screenshots of the back office go when ADMIN_SHOTS_DIR is set (e.g. /tmp/admin-shots). */
export async function shoot(page: Page, name: string, project: string): Promise<void> {
  const dir = process.env.ADMIN_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${project}-${name}.png`, fullPage: true });
}

/**
 * A fresh shopper signs in, puts one book in the cart (the given title from its page, else a new book from
 * the cart's suggestions) and pays online by bank transfer with a screenshot. Returns the shopper and the
 * order number (KG-…) shown on the thank-you overlay, which stays open.
 */
export async function placeOnlineOrderWithProof(
  page: Page,
  request: APIRequestContext,
  shopperName = 'Hamza',
  book?: string,
): Promise<{ shopper: Shopper; orderNumber: string }> {
  const shopper = await createShopper(request, shopperName);
  await logIn(page, shopper, '/cart');
  if (book) {
    await addBookFromItsPage(page, book);
    await page.goto('/cart');
  } else {
    await addSuggestedBooks(page, 1, await newBookNames(request));
  }

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await page.getByLabel('Address').fill('Flat 2, Block B');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Postcode').fill('54000');
  await page.getByLabel('Mobile Number').fill('03211234567');
  await page.getByRole('radio', { name: 'Pay Online' }).check();
  await page.getByRole('alertdialog', { name: 'Pay Online' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByLabel('Payment proof (screenshot)').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Place Order' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank You for Shopping!' });
  await expect(thanks).toBeVisible();
  const orderNumber = ((await thanks.getByTestId('thank-you-order-number').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^KG-\d{5,7}$/);
  return { shopper, orderNumber };
}

/** Opens /admin signed out, is sent to the login page, signs in as the admin and lands back in the back office. */
export async function signInToBackOffice(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
