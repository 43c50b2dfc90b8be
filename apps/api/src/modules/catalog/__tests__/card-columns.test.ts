import { inArray } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cardColumns, toProduct } from '../product-mapper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogueCache: false });
});
afterAll(() => t.close());

const CATEGORY = 'Card Columns';
const cover = (name: string) => `/uploads/covers/${name}-page.webp`;

/** Books that between them give every card column a value other than its default, and its null where it has one. */
const books = [
  {
    name: 'Columned Full',
    description: 'Every column set',
    details: 'One\nTwo',
    pricePaisa: 123_45,
    originalPricePaisa: 200_00,
    images: [cover('full'), '/uploads/covers/plain.svg', cover('nomid')],
    thumbnails: ['/uploads/covers/full-card.webp', '', '/uploads/covers/nomid-card.webp'],
    imageKeys: ['covers/full-page.webp', 'covers/full-mid.webp', 'covers/full-card.webp', 'covers/nomid-page.webp'],
    subCategories: ['First', 'Second "q"'],
    sizes: ['Hardcover', 'Paperback'],
    author: 'An Author',
    isbn: '9781234567897',
    language: 'Urdu',
    publishedAt: new Date('1969-07-20T20:17:40.123Z'),
    ratingAvg: 3.67,
    reviewCount: 3,
    stockQuantity: 9,
    bestseller: true,
    condition: 'used' as const,
  },
  {
    name: 'Columned Bare',
    description: '',
    details: '',
    pricePaisa: 0,
    originalPricePaisa: null,
    images: [],
    thumbnails: [],
    imageKeys: [],
    subCategories: [],
    sizes: [],
    author: '',
    isbn: null,
    language: 'English',
    category: `${CATEGORY} Bare`,
    publishedAt: null,
    ratingAvg: 0,
    reviewCount: 0,
    stockQuantity: 0,
    bestseller: false,
  },
];

describe('the books of a list page, read by hand from its rows', () => {
  it('when books hold every kind of card value, then a list, a search and a book page show what drizzle\'s select and toProduct make of them', async () => {
    const inserted = [];
    for (const book of books) inserted.push(await insertProduct(t.db, { category: CATEGORY, ...book }));
    const ids = inserted.map((book) => book.id);
    const selected = await t.db.select(cardColumns).from(products).where(inArray(products.id, ids));
    const expected = ids.map((id) => toProduct(selected.find((row) => row.id === id)!));
    // every card column differs between the two books, and the first has covers with and without variants
    expect(Object.keys(cardColumns).every((key) => JSON.stringify(selected[0]![key as keyof typeof cardColumns]) !== JSON.stringify(selected[1]![key as keyof typeof cardColumns]))).toBe(true);
    expect(expected[0]!.imageVariants?.map((variants) => variants.length)).toEqual([3, 0, 2]);

    for (const query of [{ search: 'columned' }, { search: 'columned', sort: 'price-high' }, { sort: 'newest' }]) {
      const list = await request(t.app).get('/api/products/get').query(query);
      expect(list.status).toBe(200);
      const listed = ids.map((id) => list.body.products.find((p: { id: string }) => p.id === id));
      expect(listed).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    for (const [i, id] of ids.entries()) {
      const page = await request(t.app).get(`/api/products/${id}`);
      expect(page.body.product).toEqual(JSON.parse(JSON.stringify(expected[i])));
    }
  });
});
