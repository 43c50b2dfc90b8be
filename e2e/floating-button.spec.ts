import { expect, test, type Page } from '@playwright/test';

/** Controls of the page (not of the header) whose centre is hidden under the WhatsApp button right now. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('main a, main button, main input, main select, main textarea, footer a')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > window.innerWidth) continue;
      if (document.elementFromPoint(x, y)?.closest('.whatsapp-button')) covered.push(control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
    }
    return covered;
  });
}

async function scrollThrough(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).first()).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 350) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // the button moves aside on the next frame, with a short transition
    await page.waitForTimeout(300);
    expect(await coveredControls(page), `${path} scrolled to ${y}`).toEqual([]);
  }
}

test('when a shopper on a phone scrolls books, a book page and the sign-in forms, then the WhatsApp button never covers a control', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await scrollThrough(page, '/collections?category=English+Novels');
  await page.locator('.product-card__link').first().click();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  await scrollThrough(page, new URL(page.url()).pathname);
  await scrollThrough(page, '/login');
  await scrollThrough(page, '/register');
  // and it is there to tap where nothing lies under it
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
});
