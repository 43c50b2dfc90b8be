import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  if (process.env.BOOKSTORE_TEST_DIR) await rm(process.env.BOOKSTORE_TEST_DIR, { recursive: true, force: true });
}
