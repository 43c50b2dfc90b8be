import { expect, test } from '@playwright/test';
import { placeOnlineOrderWithProof, shoot, signInToBackOffice } from './admin-support';

test('when a shopper pays online with a proof, then the thank-you overlay, the orders page and the admin list show the same short number, and the card shows the proof under review', async ({ browser, page, request }, testInfo) => {
  const { orderNumber } = await placeOnlineOrderWithProof(page, request, 'Zainab', 'The Alchemist');

  // the thank-you overlay names the order by its short number
  const thanks = page.getByRole('dialog', { name: 'Thank You for Shopping!' });
  expect(orderNumber.length).toBeLessThanOrEqual(10);
  await expect(thanks).toContainText(`Your order ${orderNumber} has been placed.`);
  await shoot(page, 'order-number-thank-you', testInfo.project.name);

  // the orders page: the same number, and the payment in a badge and in words
  await thanks.getByRole('button', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('payment-state-badge')).toHaveText('PROOF UNDER REVIEW');
  await expect(card).toContainText('We have received your payment proof and are reviewing it.');
  await expect(card.getByTestId('order-status-badge')).toHaveText('PENDING');
  await expect(card.getByRole('link', { name: new RegExp(`Ask about ${orderNumber} on WhatsApp`) })).toHaveAttribute('href', /wa\.me/);
  await shoot(page, 'order-number-orders', testInfo.project.name);

  // the admin finds it by that number, with or without the prefix, and the list shows the same number
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const adminContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const admin = await adminContext.newPage();
  await signInToBackOffice(admin, '/admin/orders');
  const search = admin.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(orderNumber);
  await expect(admin).toHaveURL(new RegExp(`search=${orderNumber}`));
  await expect(admin.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();
  await expect(admin.getByRole('table').getByRole('link', { name: /^KG-\d+$/ })).toHaveCount(1);
  // the list waits for typing to pause before it searches
  await search.fill(orderNumber.replace('KG-', ''));
  await expect(admin).toHaveURL(new RegExp(`search=${orderNumber.replace('KG-', '')}$`));
  await expect(admin.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();
  await shoot(admin, 'order-number-admin-list', testInfo.project.name);
  await admin.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await adminContext.close();
});
