import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { shoot, signInToBackOffice } from './admin-support';
import { uniqueEmail } from './auth-support';
import { addBookFromItsPage, continueAsGuest, fillGuestDetails } from './guest-support';

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

/** A PNG of one colour, width x height (8-bit RGB), built by hand: the journeys need no image library. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [0x7a, 0x3e, 0x1d]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('when the owner uploads a logo, then a shopper on a phone sees it beside the name in the header without widening the page; when removed, the book icon is back', async ({ page, browser, baseURL }, testInfo) => {
  await signInToBackOffice(page, '/admin/settings');
  const form = page.getByRole('form', { name: 'Store settings' });
  try {
    await form.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(900, 150) });
    await expect(page.getByTestId('toast')).toContainText('Logo updated');
    await expect(form.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent changes' }).getByRole('listitem').first()).toContainText('Logo');
    const logo = (await (await page.request.get('/api/store/settings')).json()).settings.identity.logo;
    expect(logo).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 384, height: 64 });
    await shoot(page, 'settings-logo', testInfo.project.name);

    const phone = await browser.newContext({ baseURL, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    try {
      const shopper = await phone.newPage();
      await shopper.goto('/');
      const mark = shopper.getByRole('banner').locator('.site-logo img');
      await expect(mark).toHaveAttribute('src', logo.url);
      await expect(mark).toHaveAttribute('alt', '');
      await expect(mark).toBeVisible();
      expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(384);
      // measured again until found: the served shell's header is swapped for React's while the page starts
      await expect.poll(async () => (await mark.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(40);
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shoot(shopper, 'logo-shopper-header', testInfo.project.name);

      await form.getByRole('button', { name: 'Remove logo' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove logo' }).click();
      await expect(page.getByTestId('toast').last()).toContainText('Logo removed');
      await expect(form.getByRole('img', { name: 'Current logo' })).toHaveCount(0);

      await shopper.reload();
      await expect(shopper.getByRole('banner').locator('.site-logo svg.site-logo__icon')).toBeVisible();
      await expect(shopper.getByRole('banner').locator('.site-logo img')).toHaveCount(0);
    } finally {
      await phone.close();
    }
  } finally {
    // a logo left by a failed run would show in every later journey
    const settings = (await (await page.request.get('/api/admin/settings')).json()).settings;
    if (settings.identity.logo) expect((await page.request.delete('/api/admin/settings/logo')).ok()).toBeTruthy();
  }
});

/** A mail file with its quoted-printable undone (soft breaks, and '=C2=B7' back to '·'). */
const readMail = (file: string) =>
  Buffer.from(
    readFileSync(file, 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The newest outbox mail to `email` whose text matches `pattern` (waits for it). */
async function mailTo(email: string, pattern: RegExp): Promise<string> {
  const find = () => {
    const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
    const files = existsSync(outbox) ? readdirSync(outbox).map((name) => path.join(outbox, name)) : [];
    files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    return files.map(readMail).find((text) => text.includes(`To: ${email}`) && pattern.test(text)) ?? null;
  };
  await expect.poll(find, { message: `a mail to ${email} matching ${pattern}`, timeout: 15_000 }).not.toBeNull();
  return find() ?? '';
}

test('when the owner renames the shop, then a shopper sees the new name on first paint even with the settings call blocked, and the order mail comes from it', async ({ page, browser, baseURL }, testInfo) => {
  // the back office, a second browser and a whole order: more than the default minute on a busy machine
  test.slow();
  await signInToBackOffice(page, '/admin/settings');
  const original = (await (await page.request.get('/api/admin/settings')).json()).settings as { identity: Record<string, unknown> };
  const name = 'Lahore Book Corner';
  try {
    const saved = await page.request.put('/api/admin/settings', { data: { ...original, identity: { ...original.identity, name } } });
    expect(saved.ok(), await saved.text()).toBeTruthy();

    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    try {
      const shopper = await context.newPage();
      let settingsCalls = 0;
      await shopper.route('**/api/store/settings', (route) => {
        settingsCalls += 1;
        return route.abort();
      });
      const served = await shopper.goto('/');
      expect(await served!.text()).toContain(`<span class="site-logo__name">${name}</span>`);
      await expect(shopper).toHaveTitle(`${name} | Urdu and English books`);
      await expect(shopper.getByRole('banner').getByRole('link', { name })).toBeVisible();
      await expect(shopper.getByRole('contentinfo')).toContainText(name);
      await shopper.goto('/delivery');
      await expect(shopper).toHaveTitle(`Delivery Information | ${name}`);
      await expect(shopper.getByRole('banner').getByRole('link', { name })).toBeVisible();
      expect(settingsCalls).toBe(0);
      // a long name must not widen a phone's page
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      await shoot(shopper, 'settings-renamed-header', testInfo.project.name);

      const email = uniqueEmail('renamed-shop');
      await addBookFromItsPage(shopper, 'The Alchemist');
      await shopper.goto('/cart');
      await continueAsGuest(shopper);
      await fillGuestDetails(shopper, { email });
      await shopper.getByRole('button', { name: 'Place Order' }).click();
      await expect(shopper.getByRole('dialog', { name: 'Thank You for Shopping!' })).toBeVisible();

      const mail = await mailTo(email, /order KG-\d+ received/);
      expect(mail).toMatch(new RegExp(`^From: ${name} <[^>]+>$`, 'm'));
      expect(mail).toMatch(new RegExp(`^Subject: ${name}: order KG-\\d+ received$`, 'm'));
      expect(mail).toContain(`${name} · Shop 12, Urdu Bazaar, Lahore, Pakistan`);
      expect(settingsCalls).toBe(0);

      // the order goes back on the shelf: cancelled from the back office (its id is in the shop's notice)
      const notice = await mailTo((await (await page.request.get('/api/admin/settings')).json()).settings.notifications.orderEmail, new RegExp(email.replace(/[.+]/g, '\\$&')));
      const orderId = /\/admin\/orders\/([0-9a-f-]{36})/.exec(notice)?.[1];
      const cancelled = await page.request.post(`/api/admin/orders/${orderId}/status`, { data: { status: 'cancelled', note: 'e2e: store name journey' } });
      expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
    } finally {
      await context.close();
    }
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});
