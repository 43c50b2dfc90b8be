import { expect, test } from '@playwright/test';
import { placeOnlineOrderWithProof, shoot, signInToBackOffice } from './admin-support';

/** 'YYYY-MM-DD' a few days from now. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('when the admin approves a payment proof and ships with TCS, then the customer sees the order confirmed and can track it', async ({ browser, page, request }, testInfo) => {
  // the customer pays online with a screenshot
  const { shopper, orderNumber } = await placeOnlineOrderWithProof(page, request, 'Hamza');

  // the admin, on a device of their own, finds the order among those with a proof waiting
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const adminContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const admin = await adminContext.newPage();
  await signInToBackOffice(admin, '/admin/orders?proof=waiting');
  await expect(admin).toHaveURL(/\/admin\/orders\?proof=waiting$/);
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(shopper.email);
  // the list searches once typing pauses: wait for it, or the click races the search's navigation
  await expect(admin).toHaveURL(/[?&]search=/);
  const link = admin.getByRole('link', { name: orderNumber });
  await expect(link).toBeVisible();
  await expect(admin.getByRole('table')).toContainText('Proof waiting');
  await shoot(admin, 'orders-list', testInfo.project.name);
  await link.click();

  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const payment = admin.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Online Payment (BankTransfer)');
  await expect(payment).toContainText('Waiting for review');
  await shoot(admin, 'order-detail-pending', testInfo.project.name);

  // the screenshot opens large
  await payment.getByRole('button', { name: 'View payment proof 1 large' }).click();
  const large = admin.getByRole('dialog', { name: 'Payment proof' });
  await expect(large.getByRole('img', { name: 'Payment proof, full size' })).toBeVisible();
  await large.getByRole('button', { name: 'Close dialog' }).click();

  await payment.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('toast')).toContainText(/approved/i);
  await expect(payment).toContainText('Approved');
  await expect(admin.getByTestId('admin-status-badge').first()).toHaveText('CONFIRMED');

  const shipping = admin.getByRole('region', { name: 'Shipping' });
  await shipping.getByRole('combobox', { name: 'Courier' }).selectOption({ label: 'TCS' });
  await shipping.getByRole('textbox', { name: 'Tracking ID' }).fill('TCS-E2E-4455');
  await shipping.getByLabel('Estimated delivery').fill(inDays(4));
  await shipping.getByRole('button', { name: 'Save shipping' }).click();
  await expect(admin.getByTestId('toast')).toContainText(/shipping/i);
  await expect(shipping.getByRole('link', { name: /Open the tracking page/ })).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-E2E-4455');
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('CONFIRMED');
  await shoot(admin, 'order-detail-confirmed', testInfo.project.name);
  await adminContext.close();

  // the customer's orders page says so, and the tracking dialog links to TCS
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText('has been confirmed');
  await expect(card).toContainText('TCS-E2E-4455');
  await card.getByRole('button', { name: 'Order Track Id' }).click();
  const tracking = page.getByRole('dialog', { name: 'Order Track Id' });
  await expect(tracking).toContainText('TCS');
  await expect(tracking.getByRole('link', { name: /Track on TCS/ })).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-E2E-4455');
});
