import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A mail as the outbox keeps it, with quoted-printable soft breaks and '=3D' undone. */
function readMail(file: string): string {
  return readFileSync(file, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

function newestTrackingLink(email: string): string | null {
  if (!process.env.E2E_DATA_DIR) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  const outbox = path.join(process.env.E2E_DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).map((name) => path.join(outbox, name));
  } catch {
    return null;
  }
  files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const text = readMail(file);
    if (!text.includes(`To: ${email}`)) continue;
    const link = /https?:\/\/[^\s"'<>]+\/track-order\/([A-Za-z0-9_-]{43})/.exec(text);
    if (link?.[1]) return `/track-order/${link[1]}`;
  }
  return null;
}

/** The private status-page link of the newest order mail to `email` (waits for it), as a path. */
export async function mailedTrackingLink(email: string): Promise<string> {
  await expect.poll(() => newestTrackingLink(email), { message: `an order mail with a tracking link to ${email}`, timeout: 15_000 }).not.toBeNull();
  return newestTrackingLink(email) ?? '';
}

/** From the cart, as a visitor: 'Proceed to Checkout', then 'Continue as guest' in the Log In Required dialog. */
export async function continueAsGuest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log In Required' });
  await dialog.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/place-order\?guest=1$/);
}

/** Fills the checkout form's delivery details as a guest. */
export async function fillGuestDetails(page: Page, guest: { email: string }): Promise<void> {
  await page.getByLabel('First Name').fill('Sana');
  await page.getByLabel('Last Name').fill('Iqbal');
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Address').fill('House 12, Street 4, Gulberg');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Postcode').fill('54000');
  await page.getByLabel('Mobile Number').fill('03331234567');
}

/**
 * Puts one copy of a well-stocked book in the cart from its own page. The guest journeys buy these and not
 * the cart's first suggestions, which the other journeys buy: both projects' orders would empty those.
 */
export async function addBookFromItsPage(page: Page, title: string): Promise<void> {
  await page.goto(`/collections?search=${encodeURIComponent(title)}`);
  await page.locator('.product-card__link', { hasText: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Added to cart/);
}

