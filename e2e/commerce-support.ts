import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './auth-support';

/** Support for the commerce journeys: accounts made through the API, logins through the UI. */

export interface Shopper {
  email: string;
  password: string;
  name: string;
}

/** Registers and verifies a fresh account through the API. */
export async function createShopper(request: APIRequestContext, name = 'Ayesha'): Promise<Shopper> {
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'secret123';
  const registered = await request.post('/api/auth/register', {
    data: { name, lastName: 'Khan', email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const { user } = (await registered.json()) as { user: { id: string } };
  const verified = await request.post('/api/auth/verify-account', { data: { otp: await latestCode(email), userId: user.id } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return { email, password, name };
}

/** Logs in through the login page; `redirect` is where the app goes afterwards. */
export async function logIn(page: Page, shopper: Shopper, redirect = '/cart') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/\//g, '\\/')}$`));
}

/** Names of new (not second-hand) books in stock: used books are single copies another test may buy. */
export async function newBookNames(request: APIRequestContext): Promise<Set<string>> {
  const answer = await request.get('/api/products/get?limit=120');
  const { products } = (await answer.json()) as { products: { name: string; condition: string; inStock: boolean }[] };
  return new Set(products.filter((product) => product.condition === 'new' && product.inStock).map((product) => product.name));
}

/** Adds `count` new books from 'You Might Also Like' on the cart page; returns their names. */
export async function addSuggestedBooks(page: Page, count: number, allowed: Set<string>): Promise<string[]> {
  await page.goto('/cart');
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const suggestions = page.locator('section', { has: page.getByRole('heading', { name: 'You Might Also Like' }) });
    await expect(suggestions.getByRole('article').first()).toBeVisible();
    const headings = await suggestions.getByRole('article').getByRole('heading').allTextContents();
    const pick = headings.findIndex((text) => allowed.has(text.trim()));
    expect(pick, `a new book among ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
    const card = suggestions.getByRole('article').nth(pick);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const formats = card.getByRole('radio');
    if (await formats.count()) await formats.first().check();
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page.getByRole('list', { name: 'Books in your cart' }).getByRole('link', { name })).toBeVisible();
    names.push(name);
  }
  return names;
}
