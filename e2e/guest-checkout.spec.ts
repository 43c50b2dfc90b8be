import { expect, test } from '@playwright/test';
import { PNG, shoot, signInToBackOffice } from './admin-support';
import { uniqueEmail } from './auth-support';
import { addBookFromItsPage, continueAsGuest, fillGuestDetails, mailedTrackingLink } from './guest-support';

test('when a guest adds two books, continues as a guest and pays cash on delivery, then the mailed link follows the order', async ({ page }, testInfo) => {
  const email = uniqueEmail('guest-cod');
  const names = ['The Alchemist', 'Rich Dad Poor Dad'];
  for (const name of names) await addBookFromItsPage(page, name);
  await page.goto('/cart');
  await continueAsGuest(page);
  await expect(page.getByText('Checking out as a guest.')).toBeVisible();
  await expect(page.getByLabel('Save this information for next time')).toHaveCount(0);
  await fillGuestDetails(page, { email });
  await shoot(page, 'guest-checkout', testInfo.project.name);
  await page.getByRole('button', { name: 'Place Order' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank You for Shopping!' });
  await expect(thanks).toContainText('We have e-mailed you a link to follow it.');
  await thanks.getByRole('button', { name: 'Track My Order' }).click();
  await expect(page).toHaveURL(/\/track-order\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('order-status-badge')).toHaveText('PENDING');
  await expect(page.getByRole('link', { name: /Cart, 0 items/ })).toBeVisible();

  // a fresh browser (no cookies, no storage) opens the link from the mail
  const link = await mailedTrackingLink(email);
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const other = await page.context().browser()!.newContext({ viewport, isMobile, hasTouch, baseURL });
  const mailReader = await other.newPage();
  await mailReader.goto(link);
  const order = mailReader.getByRole('article');
  await expect(order.getByRole('heading', { name: /^Order KG-\d{5,7}$/ })).toBeVisible();
  await expect(order).toContainText('Your order is pending confirmation.');
  for (const name of names) await expect(order).toContainText(name);
  await expect(order).toContainText('Sana Iqbal, Lahore, Pakistan');
  await expect(order).not.toContainText('House 12');
  await shoot(mailReader, 'guest-order-page', testInfo.project.name);
  await other.close();
});

test('when a guest pays online with a proof and the admin approves it, then the guest order is marked in the back office and its page shows it confirmed', async ({ browser, page }, testInfo) => {
  const email = uniqueEmail('guest-online');
  await addBookFromItsPage(page, 'Atomic Habits');
  await page.goto('/cart');
  await continueAsGuest(page);
  await fillGuestDetails(page, { email });
  await page.getByRole('radio', { name: 'Pay Online' }).check();
  await page.getByRole('alertdialog', { name: 'Pay Online' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByLabel('Payment proof (screenshot)').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You for Shopping!' });
  await expect(thanks).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveText(/Payment proof uploaded successfully/);
  const orderNumber = ((await thanks.getByTestId('thank-you-order-number').textContent()) ?? '').trim();
  await thanks.getByRole('button', { name: 'Track My Order' }).click();
  await expect(page.getByRole('article')).toContainText('Proof waiting');

  // the admin finds the guest order among those with a proof waiting and approves it
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const adminContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const admin = await adminContext.newPage();
  await signInToBackOffice(admin, '/admin/orders?proof=waiting');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(email);
  // the list searches once typing pauses: wait for it, or the click races the search's navigation
  await expect(admin).toHaveURL(/[?&]search=/);
  const row = admin.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('Guest');
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const payment = admin.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('admin-status-badge').first()).toHaveText('CONFIRMED');
  await adminContext.close();

  // the guest's page follows
  await page.reload();
  await expect(page.getByTestId('order-status-badge')).toHaveText('CONFIRMED');
  await expect(page.getByRole('article')).toContainText('Your order has been confirmed.');

  // and the look-up by number and e-mail finds the same order
  await page.goto('/track-order');
  await page.getByLabel('Order number').fill(`#${orderNumber.toLowerCase()}`);
  await page.getByLabel('E-mail or mobile number').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-status-badge')).toHaveText('CONFIRMED');
});
