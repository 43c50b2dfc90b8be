import { expect, test } from '@playwright/test';
import { shoot, signInToBackOffice } from './admin-support';
import { addBookFromItsPage, continueAsGuest } from './guest-support';

/**
 * The owner's settings page. The store under test is shared by the journeys that run after this one, so
 * the settings are put back as they were at the end, whatever happened.
 */
test('when the owner changes the JazzCash number and the shipping fee, then the history shows the change and a shopper on a phone sees the new fee in the cart and the new number at checkout', async ({ page, browser, baseURL }, testInfo) => {
  await signInToBackOffice(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const original = (await (await page.request.get('/api/admin/settings')).json()).settings as unknown;
  try {
    const form = page.getByRole('form', { name: 'Store settings' });
    await shoot(page, 'settings', testInfo.project.name);

    const iban = form.getByRole('textbox', { name: 'IBAN' });
    await iban.fill('PK36 MEZN 0000 0012 3456 7890');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('This IBAN is not valid: its check digits do not match.', { exact: false })).toBeVisible();
    await iban.fill('PK93 MEZN 0000 0012 3456 7890');

    await form.getByRole('textbox', { name: 'Store name' }).fill('Noor Books');
    await form.getByRole('textbox', { name: 'JazzCash account number' }).fill('0301 7654321');
    await form.getByRole('spinbutton', { name: 'Shipping fee (Rs.)' }).fill('150');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('toast')).toContainText('Settings saved');

    const history = page.getByRole('list', { name: 'Recent changes' });
    await expect(history.getByRole('listitem').first()).toContainText('JazzCash account number: 0300 1234567 → 0301 7654321');
    await expect(history.getByRole('listitem').first()).toContainText('Shipping fee (Rs.): 99 → 150');
    await shoot(page, 'settings-saved', testInfo.project.name);

    const store = await (await page.request.get('/api/store/settings')).json();
    expect(store.settings.payments.jazzCash.accountNumber).toBe('0301 7654321');
    expect(store.settings).not.toHaveProperty('notifications');
    const books = await (await page.request.get('/api/products/get?limit=1')).json();
    const totals = await (await page.request.post('/api/checkout/calculate', { data: { items: [{ productId: books.products[0].id, quantity: 1 }] } })).json();
    expect(totals.shippingFee).toBe(150);

    // a shopper on a phone: the new fee in the cart, the new JazzCash number at checkout
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const shopper = await phone.newPage();
      await addBookFromItsPage(shopper, books.products[0].name);
      await shopper.goto('/cart');
      await expect(shopper.getByTestId('summary-shipping')).toHaveText('Rs. 150.00');
      await expect(shopper.getByRole('banner').getByRole('link', { name: 'Noor Books' })).toBeVisible();
      await continueAsGuest(shopper);
      await expect(shopper.getByTestId('summary-shipping')).toHaveText('Rs. 150.00');
      await shopper.getByRole('radio', { name: 'Pay Online' }).check();
      await shopper.getByRole('alertdialog', { name: 'Pay Online' }).getByRole('button', { name: 'OK' }).click();
      await shopper.getByRole('radio', { name: 'JazzCash' }).check();
      await expect(shopper.locator('.payment-details')).toContainText('0301 7654321');
      await shoot(shopper, 'settings-shopper-checkout', testInfo.project.name);
    } finally {
      await phone.close();
    }
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});
