import request from 'supertest';
import { products } from '../../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';

export const NOVELS = 'English Novels';
export const URDU = 'Urdu Novels';
/** The n-th day after 1 January 2024 (UTC). */
export const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));

export type ListGet = (query: Record<string, string | number>) => request.Test;

/**
 * The whole API for a test file that asks a thousand catalogue pages, and `get` for its list: the token
 * `allow` lets them past the per-IP limit, which is not what these files test.
 */
export async function deepPagesApp(allow: string): Promise<{ t: TestApp; get: ListGet }> {
  const t = await createTestApp({ rateLimits: { ...testConfig('').rateLimits, allowToken: allow } });
  return { t, get: (query) => request(t.app).get('/api/products/get').query(query).set('x-rate-limit-allow', allow) };
}

/**
 * Adds `count` books with few distinct prices, dates, ratings and conditions, so that most tie with others
 * on every sort column: every `urduEvery`-th is in URDU and the rest in NOVELS; each was added on one of
 * `addedDays` days and published on one of `publishedDays` days (every third not at all).
 */
export async function addTiedBooks(t: TestApp, count: number, { urduEvery, addedDays, publishedDays }: { urduEvery: number; addedDays: number; publishedDays: number }) {
  await t.db.insert(products).values(
    Array.from({ length: count }, (_, i) => ({
      name: `Book ${i % 10}`,
      pricePaisa: [100_00, 250_00, 999_00][i % 3] as number,
      category: i % urduEvery === 0 ? URDU : NOVELS,
      createdAt: day(i % addedDays),
      publishedAt: i % 3 === 1 ? null : day(i % publishedDays),
      ratingAvg: [0, 4.5, 3][i % 7 % 3] as number,
      reviewCount: i % 2,
      condition: i % 2 === 0 ? ('new' as const) : ('used' as const),
      stockQuantity: 3,
    })),
  );
}
