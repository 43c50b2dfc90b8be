import request from 'supertest';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CATEGORY = 'Row Reading';

// what PostgreSQL's array text would have to quote or escape, the word NULL, empty strings and arrays, Urdu
const awkward = {
  images: ['/uploads/covers/a,b "q" \\ {x}.webp', '/uploads/covers/NULL'],
  thumbnails: ['', '/uploads/covers/ٹائٹل.webp'],
  imageKeys: ['covers/NULL', 'covers/a"b\\c', 'covers/{}'],
  subCategories: ['a,b', 'quote " and \\ backslash', '{braces}', 'NULL', ' spaced ', 'غالب', ''],
  sizes: [] as string[],
};

describe('the books of a list page', () => {
  it('when a book has awkward text in its arrays, then the list shows them as stored, as its own page does', async () => {
    const book = await insertProduct(t.db, { name: 'Awkward Arrays', category: CATEGORY, ...awkward });
    const list = await request(t.app).get('/api/products/get').query({ category: CATEGORY });
    const page = await request(t.app).get(`/api/products/${book.id}`);
    expect(list.status).toBe(200);
    const listed = list.body.products.find((p: { id: string }) => p.id === book.id);
    expect(listed).toEqual(page.body.product);
    expect(listed).toMatchObject({
      image: awkward.images,
      thumbnails: awkward.thumbnails,
      subCategories: awkward.subCategories,
      subCategory: 'a,b',
      sizes: [],
    });
  });

  it('when books have dates, prices, ratings and empty optional fields, then a list and a search show each as its own page does', async () => {
    const dated = await insertProduct(t.db, {
      name: 'Dated Rowbook',
      category: CATEGORY,
      publishedAt: new Date('2019-03-04T05:06:07.089Z'),
      originalPricePaisa: 800_00,
      pricePaisa: 600_00,
      ratingAvg: 4.25,
      reviewCount: 8,
      isbn: '9780000000001',
      bestseller: true,
      condition: 'used',
    });
    const bare = await insertProduct(t.db, { name: 'Bare Rowbook', category: CATEGORY, stockQuantity: 0, isbn: null, publishedAt: null });
    const pages = await Promise.all([dated, bare].map(async (book) => (await request(t.app).get(`/api/products/${book.id}`)).body.product));
    for (const query of [{ category: CATEGORY }, { search: 'rowbook' }]) {
      const list = await request(t.app).get('/api/products/get').query(query);
      const listed = [dated, bare].map((book) => list.body.products.find((p: { id: string }) => p.id === book.id));
      expect(listed).toEqual(pages);
    }
    expect(pages[0]).toMatchObject({ date: Date.parse('2019-03-04T05:06:07.089Z'), price: 600, originalPrice: 800, discount: 25, rating: 4.25, inStock: true });
    expect(pages[1]).toMatchObject({ date: null, isbn: null, originalPrice: null, discount: null, inStock: false });
  });
});
