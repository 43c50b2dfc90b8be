import { CATEGORIES, SUBCATEGORY_LIMITS } from '@bookstore/contracts';
import request from 'supertest';
import { testClock } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildFacets } from '../facets';

let t: TestApp;
const clock = testClock(new Date('2025-01-01T00:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await insertProduct(t.db, { name: 'Aangan', category: 'Urdu Novels', pricePaisa: 800_00, subCategories: ['New Books', 'Classic'] });
  await insertProduct(t.db, { name: 'Raja Gidh', category: 'Urdu Novels', pricePaisa: 1200_00, subCategories: ['Old Books', 'classic '] });
  await insertProduct(t.db, { name: 'Physics 9', category: 'Govt School', pricePaisa: 250_50, subCategories: ['Old Books', 'punjab  board'] });
  await insertProduct(t.db, { name: 'Hidden', category: 'History', pricePaisa: 5_00, isActive: false });
});
afterAll(() => t.close());

const facets = async (query: Record<string, string> = {}) => {
  const res = await request(t.app).get('/api/products/facets').query(query);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.facets;
};

describe('GET /api/products/facets', () => {
  it('when asked, then every category comes in order with its count, and Used & Affordable counts all', async () => {
    const body = await facets();
    expect(body.total).toBe(3);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual([...CATEGORIES]);
    const count = (name: string) => body.categories.find((c: { name: string }) => c.name === name).count;
    expect(count('Urdu Novels')).toBe(2);
    expect(count('Govt School')).toBe(1);
    expect(count('History')).toBe(0);
    expect(count('Used & Affordable')).toBe(3);
  });

  it('when subcategories are spelt differently, then they are merged and tidied, New/Old Books first', async () => {
    const body = await facets();
    expect(body.subCategories).toEqual([
      { name: 'New Books', count: 1 },
      { name: 'Old Books', count: 2 },
      { name: 'Classic', count: 2 },
      { name: 'Punjab Board', count: 1 },
    ]);
    const novels = body.categories.find((c: { name: string }) => c.name === 'Urdu Novels');
    expect(novels.subCategories).toEqual([
      { name: 'New Books', count: 1 },
      { name: 'Old Books', count: 1 },
      { name: 'Classic', count: 2 },
    ]);
  });

  it('when asked, then the price range runs from the lowest to the highest active price in rupees', async () => {
    expect((await facets()).price).toEqual({ min: 250.5, max: 1200 });
  });

  it('when a search is given, then the counts and price range cover the matching books only', async () => {
    const body = await facets({ search: 'physics' });
    expect(body.total).toBe(1);
    expect(body.price).toEqual({ min: 250.5, max: 250.5 });
    expect(body.categories.find((c: { name: string }) => c.name === 'Urdu Novels').count).toBe(0);
  });

  it('when nothing matches, then the counts are 0 and the price range is 0 to 0', async () => {
    const body = await facets({ search: 'zzzz-nothing' });
    expect(body.total).toBe(0);
    expect(body.price).toEqual({ min: 0, max: 0 });
    expect(body.subCategories).toEqual([]);
  });

  it('when a book is added, then the counts change at once', async () => {
    const before = (await facets()).total;
    expect((await facets()).total).toBe(before);
    await insertProduct(t.db, { category: 'History', pricePaisa: 100_00 });
    const after = await facets();
    expect(after.total).toBe(before + 1);
    expect(after.price.min).toBe(100);
  });
});

describe('buildFacets', () => {
  it('when there are many subcategories, then at most 50 overall and 20 per category are kept, commonest first', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      category: 'Business',
      subCategories: [`Topic ${String(i).padStart(2, '0')}`],
      count: 100 - i,
      minPaisa: 100,
      maxPaisa: 200,
    }));
    const built = buildFacets(rows);
    expect(built.subCategories).toHaveLength(SUBCATEGORY_LIMITS.sidebar);
    expect(built.subCategories[0]).toEqual({ name: 'Topic 00', count: 100 });
    const business = built.categories.find((c) => c.name === 'Business')!;
    expect(business.subCategories).toHaveLength(SUBCATEGORY_LIMITS.perCategoryMenu);
    expect(business.count).toBe(rows.reduce((sum, row) => sum + row.count, 0));
  });

  it('when a book lists a subcategory twice in two spellings, then it counts once under the commonest spelling', () => {
    const built = buildFacets([
      { category: 'Medical', subCategories: ['MBBS', 'mbbs'], count: 1, minPaisa: 1, maxPaisa: 1 },
      { category: 'Medical', subCategories: ['MBBS'], count: 2, minPaisa: 1, maxPaisa: 1 },
    ]);
    expect(built.subCategories).toEqual([{ name: 'MBBS', count: 3 }]);
  });
});
