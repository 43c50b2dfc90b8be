import { expect, test, type Locator, type Page } from '@playwright/test';

/** Issue 14 on the phone it was walked on: cards, density, sign-up errors, the book page's buy bar, Urdu type. */
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** The height of the sticky header: what lies under it is not on screen for the shopper. */
const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);

test('when a phone shows Urdu novels with Bestseller and Out of stock pills, then no pill hides the category, the art\'s top or the heart, and each row\'s prices and buttons line up', async ({ page }) => {
  await page.goto('/collections?category=Urdu+Novels');
  const cards = page.locator('.product-grid .product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.product-card__badges .badge').first()).toBeVisible();

  const count = await cards.count();
  let pills = 0;
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const media = await boxOf(card.locator('.product-card__media'));
    const category = await boxOf(card.locator('.product-card__category'));
    const heart = await boxOf(card.locator('.wishlist-heart'));
    // the cover art paints the category in its top fifth
    const artTop: Box = { ...media, height: media.height / 5 };
    for (const badge of await card.locator('.product-card__badges .badge').all()) {
      const box = await boxOf(badge);
      pills += 1;
      expect(overlaps(box, category), 'pill over the category label').toBe(false);
      expect(overlaps(box, heart), 'pill under the heart').toBe(false);
      expect(overlaps(box, artTop), 'pill over the top of the cover').toBe(false);
      expect(box.y + box.height).toBeLessThanOrEqual(media.y + media.height + 0.5);
    }
  }
  expect(pills).toBeGreaterThanOrEqual(2);

  // cards of one row: price rows start at one height, 'Add to Cart' buttons end at one height
  const rows = new Map<number, { price: number; add: number }[]>();
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const top = Math.round((await boxOf(card)).y);
    const price = await boxOf(card.locator('.product-card__price'));
    const add = await boxOf(card.getByRole('button', { name: /Add to Cart|Out of Stock/ }));
    rows.set(top, [...(rows.get(top) ?? []), { price: price.y, add: add.y + add.height }]);
  }
  const fullRows = [...rows.values()].filter((row) => row.length > 1);
  expect(fullRows.length).toBeGreaterThanOrEqual(1);
  for (const row of fullRows) {
    for (const cell of row) {
      expect(Math.abs(cell.price - row[0]!.price)).toBeLessThanOrEqual(1);
      expect(Math.abs(cell.add - row[0]!.add)).toBeLessThanOrEqual(1);
    }
  }
});

test('when a phone scrolls the collections, then a screen shows at least 4 books whole (cover, title and price), and each card\'s Add to Cart, heart and format chips are at least 44 px', async ({ page }) => {
  await page.goto('/collections');
  const cards = page.locator('.product-grid .product-card');
  await expect(cards.nth(8)).toBeVisible();
  // the first row just under the sticky header
  const top = await headerBottom(page);
  await page.evaluate((offset) => {
    const grid = document.querySelector('.product-grid');
    if (grid) window.scrollBy(0, grid.getBoundingClientRect().top - offset - 8);
  }, top);
  // a book is on screen when its cover, title and price are (its buttons may be under the fold)
  // polled: the scroll may still be moving, and the cards render once the list is ready
  await expect.poll(() => cards.evaluateAll(
      (nodes, offset) =>
        nodes.filter((node) =>
          ['.product-card__media', '.product-card__name', '.product-card__price'].every((part) => {
            const box = node.querySelector(part)?.getBoundingClientRect();
            return box !== undefined && box.top >= offset && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
          }),
        ).length,
      top,
    )).toBeGreaterThanOrEqual(4);

  for (const card of (await cards.all()).slice(0, 6)) {
    // a sold-out book's cart button reads 'Out of Stock' (other journeys buy the few-copy books)
    const targets = [card.getByRole('button', { name: /Add to Cart|Out of Stock/ }), card.locator('.wishlist-heart'), ...(await card.locator('.format-chip').all())];
    for (const target of targets) {
      const box = await boxOf(target);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  }
});

test('when the sign-up form is sent empty on a phone, then each field shows its own message right under it', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const expected: [string, string][] = [
    ['First Name', 'First Name is required'],
    ['Email', 'Invalid email format'],
    ['Password', 'Password must be at least 8 characters long and contain at least one letter and one number'],
    ['Confirm Password', 'Please confirm your password'],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('error'));
    expect(errorId, `${label} has an error`).toBeTruthy();
    const error = page.locator(`[id="${errorId}"]`);
    await expect(error).toHaveText(message);
    const fieldBox = await boxOf(field);
    const errorBox = await boxOf(error);
    expect(errorBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height - 1);
    expect(errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
  }
  await expect(page.getByText('Name, email, password, and confirm password are required')).toHaveCount(0);
  // the hint gave way to the error: the rule is written once
  await expect(page.getByText('Password must be at least 8 characters long and contain at least one letter and one number')).toHaveCount(1);
});

test('when a phone opens a book, then its price and Add to Cart are on the first screen, and once scrolled away a bar with both adds to the cart, clear of the WhatsApp button', async ({ page }) => {
  await page.goto('/collections?search=High+School+English+Grammar');
  await page.locator('.product-card__link').first().click();
  const ownButton = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(ownButton).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const target of [page.locator('.product-detail__price'), ownButton]) {
    const box = await boxOf(target);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  const bar = page.getByRole('region', { name: 'Buy this book' });
  await expect(bar).toHaveCount(0);

  await page.locator('.product-tabs').scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  const price = await page.locator('.product-detail__price .price').first().textContent();
  await expect(bar.locator('.price').first()).toHaveText(price ?? '');
  // after its slide-in, and after the WhatsApp button has moved up
  await page.waitForTimeout(400);
  const barBox = await boxOf(bar);
  // it keeps clear of a phone's home indicator: its padding follows the safe-area inset
  const safeArea = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.buy-bar {') && rule.cssText.includes('safe-area-inset-bottom'))),
  );
  expect(safeArea).toBe(true);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height + 0.5);
  // the WhatsApp button has risen clear of the bar; the bar's button is what a tap at its centre reaches
  const whatsapp = await boxOf(page.getByRole('link', { name: 'Chat with us on WhatsApp' }));
  expect(overlaps(whatsapp, barBox)).toBe(false);
  const barButton = bar.getByRole('button', { name: /Add to Cart/ });
  const hit = await barButton.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(hit).toBe(true);

  await barButton.click();
  await expect(page.getByTestId('toast')).toHaveText(/Added to cart/);
  await expect(page.getByRole('link', { name: /Cart, 1 item/ })).toBeVisible();

  // back at the page's own button, the bar goes
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCount(0);
});

test('when a page shows no Urdu, then the Urdu font is not fetched; when Urdu titles show, then they are set in the self-hosted Nastaliq woff2', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2($|\?)/.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fetched).toEqual([]);

  await page.goto('/collections?category=Urdu+Novels');
  const title = page.locator('.product-card__name--urdu').first();
  await expect(title).toBeVisible();
  const font = await title.evaluate(async (node) => {
    await document.fonts.ready;
    const text = node.textContent ?? '';
    const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'Noto Nastaliq Urdu');
    return {
      family: getComputedStyle(node).fontFamily,
      status: face?.status,
      display: face?.display,
      usable: document.fonts.check(`16px "Noto Nastaliq Urdu"`, text),
    };
  });
  expect(font.family).toMatch(/^"?Noto Nastaliq Urdu/);
  expect(font).toMatchObject({ status: 'loaded', display: 'swap', usable: true });
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/noto-nastaliq-urdu-400-[\w-]+\.woff2$/);
  const size = await page.evaluate(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength, fetched[0]!);
  expect(size).toBeLessThan(150 * 1024);
});
