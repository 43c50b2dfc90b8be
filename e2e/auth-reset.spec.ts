import { expect, test } from '@playwright/test';
import { createVerifiedAccount, enterCode, latestCode, uniqueEmail } from './auth-support';

test('when a shopper resets the password with the mailed code, then they can log in with the new one', async ({ page }) => {
  const email = uniqueEmail('reset');
  await createVerifiedAccount(page.request, email);
  const newPassword = 'fresh4you';

  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeVisible();
  await enterCode(page, await latestCode(email, 'password reset'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'MY ACCOUNT' })).toBeVisible();
});
