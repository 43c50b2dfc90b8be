import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_TEXTS, SHARE_TEXTS } from '@bookstore/contracts';

const BOOK = 'The Alchemist';

/** Opens a well-stocked book's page from the catalogue, as a shopper does; returns its canonical URL. */
async function openBook(page: Page): Promise<string> {
  await page.goto(`/collections?search=${encodeURIComponent(BOOK)}`);
  await page.locator('.product-card__link', { hasText: BOOK }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  return new URL(page.url()).origin + new URL(page.url()).pathname;
}

const shownPrice = (page: Page) => page.locator('.product-detail__price .price--large').innerText();

test.describe('sharing a book', () => {
  test('when the browser has the Web Share API, then Share hands it the book’s title, price and URL', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, '__shared', { value: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    const url = await openBook(page);
    const price = await shownPrice(page);

    await page.getByRole('button', { name: SHARE_TEXTS.share, exact: true }).click();

    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toEqual([{ title: BOOK, text: `${BOOK} – ${price}`, url }]);
    expect(price).toMatch(/^Rs\. [\d,]+\.\d\d$/);
    await expect(page.getByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp })).toHaveCount(0);
  });

  test('when it has none, then WhatsApp gets the prefilled message and Copy link puts the URL on the clipboard', async ({ page, context, baseURL }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const url = await openBook(page);
    const price = await shownPrice(page);

    const whatsapp = page.getByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`${BOOK} – ${price} ${url}`);

    await page.getByRole('button', { name: SHARE_TEXTS.copyLink }).click();
    await expect(page.getByTestId('toast')).toContainText(SHARE_TEXTS.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // a thumb's tap target on phones (WCAG 2.5.5): 44 CSS pixels each way
    for (const control of [whatsapp, page.getByRole('button', { name: SHARE_TEXTS.copyLink })]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('the installed app', () => {
  test('when the shopper goes offline, then the app still opens: the shell, the offline notice and the book last viewed', async ({ page, context }) => {
    await page.goto('/');
    // the worker installs after the load event and takes the open page over (clientsClaim)
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    const url = await openBook(page);
    // a full load of the book's page, through the worker, so its HTML is stored too
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeHidden();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.locator('.site-header')).toBeVisible();
      await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE_TEXTS.notice);
      await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();

      // the home page was first loaded before the worker was there: offline it opens as the app shell
      await page.goto('/');
      await expect(page.locator('.site-header')).toBeVisible();
      await expect(page.getByTestId('offline-notice')).toBeVisible();
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
      await expect(page.locator('.product-detail__price .price--large')).toHaveText(/^Rs\. /);
    } finally {
      await context.setOffline(false);
    }
    // back online: the notice goes away
    await expect(page.getByTestId('offline-notice')).toBeHidden();
  });

  test('when the back office is opened offline, then no stored copy of it is served', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    try {
      await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    } finally {
      await context.setOffline(false);
    }
  });

  test('when Chromium checks installability, then it reports no errors', async ({ playwright, baseURL }) => {
    // Playwright's usual contexts are off the record, where Chromium never offers to install: a profile of its own
    const profile = await mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7a3e1d');
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('when the manifest is fetched, then it parses, names the app and lists 192, 512 and maskable 512 PNG icons of those sizes', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Kitab Ghar', start_url: '/', scope: '/', display: 'standalone', theme_color: '#7a3e1d' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
      expect(icon, `${purpose} ${sizes}`).toBeDefined();
      const image = await request.get(icon?.src ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      // the PNG signature, then the IHDR chunk: width and height, big-endian
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
    }
  });
});
