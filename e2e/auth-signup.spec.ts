import { expect, test } from '@playwright/test';
import { enterCode, latestCode, signUpInForm, uniqueEmail } from './auth-support';
import { addSuggestedBooks, newBookNames } from './commerce-support';

test('when a shopper registers and enters the mailed code, then they land on / signed in and see their account', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUpInForm(page, { firstName: 'Ayesha', lastName: 'Khan', email });

  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await enterCode(page, await latestCode(email));
  await page.getByRole('button', { name: 'Verify Email' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'MY ACCOUNT' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
});

test('when a pasted code is not 6 digits, then the boxes refuse it', async ({ page }) => {
  const email = uniqueEmail('paste');
  await signUpInForm(page, { firstName: 'Bilal', email });
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '12ab56');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });

  await expect(page.getByText('Please paste a valid 6-digit OTP')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
});

test('when someone else registered the e-mail first with their own password, then the owner who enters their code keeps only their own password', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('owner');
  const attacker = await playwright.request.newContext({ baseURL });
  const attackerForm = { name: 'Mallory', lastName: '', email, password: 'attack123', confirmPassword: 'attack123' };
  expect((await attacker.post('/api/auth/register', { data: attackerForm })).status()).toBe(201);
  const attackerCode = await latestCode(email);

  await signUpInForm(page, { firstName: 'Ayesha', email });
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  // the owner's own code is the newest mail in their inbox
  await expect.poll(() => latestCode(email)).not.toBe(attackerCode);
  await enterCode(page, await latestCode(email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully')).toBeVisible();

  const attackerLogin = await attacker.post('/api/auth/login', { data: { email, password: 'attack123' } });
  expect(attackerLogin.status()).toBe(401);
  await attacker.dispose();
});

test('when a guest with two books in the cart signs up and verifies, then the cart still holds both books', async ({ page, request }) => {
  const books = await addSuggestedBooks(page, 2, await newBookNames(request));
  const email = uniqueEmail('keeper');
  await signUpInForm(page, { firstName: 'Zara', email });
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await enterCode(page, await latestCode(email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully')).toBeVisible();

  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Books in your cart' });
  for (const name of books) await expect(lines.getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('localCart') ?? '[]').length)).toBe(0);
});
