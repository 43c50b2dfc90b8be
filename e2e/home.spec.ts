import { expect, test } from '@playwright/test';

test('when a shopper opens the store, then the home page shows seeded books with prices', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Latest Collection/i })).toBeVisible();
  const cards = page.locator('a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  // the first screen's cards come with React's first render, the others a row per task after it
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByText(/Rs\. \d{1,3}(,\d{3})*\.\d{2}/).first()).toBeVisible();
});

test('when a shopper opens a book from the home page, then its product page shows name and price', async ({ page }) => {
  await page.goto('/');
  const firstCard = page.locator('a[href^="/product/"]').first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Rs\. /).first()).toBeVisible();
});
