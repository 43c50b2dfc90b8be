import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the auth journeys. In embedded mode the server writes each mail as an .eml file under
 * DATA_DIR/outbox; playwright.config.ts picks this run's DATA_DIR and hands it to the tests as E2E_DATA_DIR.
 */
export const PASSWORD = 'secret123';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function outbox(): string {
  if (!process.env.E2E_DATA_DIR) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(process.env.E2E_DATA_DIR, 'outbox');
}

function newestCode(email: string, kind: string): string | null {
  let files: string[];
  try {
    files = readdirSync(outbox()).map((name) => path.join(outbox(), name));
  } catch {
    return null; // no mail yet
  }
  files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const subject = new RegExp(`^Subject: .*${kind} code is (\\d{6})`, 'm').exec(text);
    if (subject?.[1] && text.includes(`To: ${email}`)) return subject[1];
  }
  return null;
}

/** The code of the newest mail to `email` whose subject names a code of that kind (waits for it). */
export async function latestCode(email: string, kind: 'verification' | 'password reset' = 'verification'): Promise<string> {
  await expect.poll(() => newestCode(email, kind), { message: `a ${kind} mail to ${email}`, timeout: 15_000 }).not.toBeNull();
  return newestCode(email, kind) ?? '';
}

/** A verified account made through the API (the request shares the page's cookies), then signed out. */
export async function createVerifiedAccount(request: APIRequestContext, email: string): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Ayesha', lastName: 'Khan', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const { user } = (await registered.json()) as { user: { id: string } };
  const verified = await request.post('/api/auth/verify-account', { data: { otp: await latestCode(email), userId: user.id } });
  expect(verified.ok()).toBe(true);
  await request.post('/api/auth/logout');
  return user.id;
}

/** Fills the sign-up form at /register with PASSWORD, accepts the terms and creates the account. */
export async function signUpInForm(page: Page, person: { firstName: string; lastName?: string; email: string }): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(person.firstName);
  if (person.lastName) await page.getByLabel('Last Name (optional)').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Types a code into the six boxes. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}
