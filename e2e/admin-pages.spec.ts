import { expect, test } from '@playwright/test';
import { createShopper, logIn } from './commerce-support';
import { shoot, signInToBackOffice } from './admin-support';

test('when a customer opens the back office, then they are told it is not for them', async ({ page, request }, testInfo) => {
  const shopper = await createShopper(request, 'Zara');
  await logIn(page, shopper, '/account');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await shoot(page, 'not-allowed', testInfo.project.name);
  await page.getByRole('link', { name: 'Back to store' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('when the admin walks through the back office, then every section shows its page', async ({ page, request }, testInfo) => {
  const shopper = await createShopper(request, 'Bilal');
  await signInToBackOffice(page);
  const project = testInfo.project.name;

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Orders waiting/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /orders? in 30 days|No orders in the last 30 days/ })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 }); // 'Login successful' has gone
  await shoot(page, 'dashboard', project);

  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(shopper.email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await shoot(page, 'customers', project);
  await page.getByRole('link', { name: 'Bilal Khan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bilal Khan' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await shoot(page, 'customer-detail', project);

  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order status' })).toBeVisible();

  await page.getByRole('link', { name: /Back to store/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});
