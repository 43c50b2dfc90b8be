import { expect, test } from '@playwright/test';
import { createShopper, logIn, newBookNames } from './commerce-support';

test('when a guest saves books and logs in, then the wishlist follows, a book can be removed and one added to the cart', async ({ page, request }) => {
  const shopper = await createShopper(request, 'Sana');
  const allowed = await newBookNames(request);
  await page.goto('/');
  const hearts = page.getByRole('button', { name: /^Add to wishlist: / });
  await expect(hearts.first()).toBeVisible();
  const labels = await hearts.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const names = [...new Set(labels.map((label) => label.replace('Add to wishlist: ', '')))].filter((name) => allowed.has(name)).slice(0, 2);
  for (const name of names) await page.getByRole('button', { name: `Add to wishlist: ${name}` }).first().click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('2');

  await logIn(page, shopper, '/wishlist');
  await expect(page.getByRole('heading', { name: 'MY WISHLIST' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved books' });
  for (const name of names) await expect(saved.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${names[0]} from wishlist` }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Removed from wishlist/);
  await expect(saved.getByRole('heading', { name: names[0] })).toHaveCount(0);
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  const card = saved.getByRole('article').first();
  const formats = card.getByRole('radio');
  if (await formats.count()) await formats.first().check();
  await card.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Added to cart/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.reload();
  await expect(saved.getByRole('heading', { name: names[1] })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${names[1]} from wishlist` }).click();
  await expect(page.getByText('There are no products in your wishlist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');
});
