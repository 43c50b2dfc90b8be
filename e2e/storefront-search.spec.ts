import { expect, test } from '@playwright/test';

test('when a shopper types in the header search, then suggestions come, and Enter opens the collections with that search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('darya');
  const suggestions = page.getByRole('listbox', { name: 'Suggested books' });
  await expect(suggestions.getByRole('option').first()).toContainText('آگ کا دریا');
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/collections\?search=darya$/);
  await expect(page.getByText('“darya”')).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('when a suggestion is clicked, then its book opens; a typo still finds it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('qurratulain haider');
  const option = page.getByRole('listbox', { name: 'Suggested books' }).getByRole('option').first();
  await expect(option).toContainText('آگ کا دریا');
  await option.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('آگ کا دریا');
});

test('when nothing matches, then the box says so and the collections offer the missing-book form', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('zzqxv');
  await expect(page.getByText('No matched books available')).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'No Books Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a missing book' })).toBeVisible();
  await expect(page.getByLabel('Book name')).toHaveValue('zzqxv');
});
