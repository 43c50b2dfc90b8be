import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './auth-support';

test('when a guest with a local cart and wishlist logs in, then both are merged into the account and the local copies cleared', async ({ page }) => {
  const email = uniqueEmail('merge');
  const userId = await createVerifiedAccount(page.request, email);
  const products = (await (await page.request.get('/api/products/get?limit=3')).json()) as {
    products: { id: string; sizes: string[]; inStock: boolean }[];
  };
  const book = products.products.find((product) => product.inStock) ?? products.products[0]!;
  const format = book.sizes[0] ?? '';

  await page.goto('/');
  await page.evaluate(
    ([productId, size]) => {
      window.localStorage.setItem('localCart', JSON.stringify([{ productId, format: size, quantity: 2 }]));
      window.localStorage.setItem('localWishlist', JSON.stringify([productId]));
    },
    [book.id, format] as const,
  );

  await page.goto('/login?redirect=%2Fcart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('localCart'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('localWishlist'))).toBeNull();
  const cart = (await (await page.request.get(`/api/cart/get/${userId}`)).json()) as {
    cart: { items: { productId: string; quantity: number }[] };
  };
  expect(cart.cart.items).toEqual([expect.objectContaining({ productId: book.id, quantity: 2 })]);
});

test('when the account menu logs out, then the shopper is back on / as a guest', async ({ page }) => {
  const email = uniqueEmail('logout');
  await createVerifiedAccount(page.request, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'ACCOUNT ACCESS' })).toBeVisible();
});

test('when the session ends on the server, then the store logs out locally with "Session expired. Please login again."', async ({ page }) => {
  const email = uniqueEmail('expired');
  await createVerifiedAccount(page.request, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // another tab (sharing the cookie) signs out on the server only
  await page.request.post('/api/auth/logout');
  await page.reload();

  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ACCOUNT ACCESS' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});
