import request from 'supertest';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2024, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.db, { name: 'Alpha', pricePaisa: 500_00, condition: 'new', createdAt: day(1), publishedAt: new Date('2001-01-01'), ratingAvg: 4.5, reviewCount: 2 });
  await insertProduct(t.db, { name: 'Bravo', pricePaisa: 300_00, condition: 'used', createdAt: day(2), publishedAt: new Date('2020-01-01'), ratingAvg: 2, reviewCount: 1 });
  await insertProduct(t.db, { name: 'Charlie', pricePaisa: 900_00, condition: 'new', createdAt: day(3), publishedAt: null, bestseller: true });
  await insertProduct(t.db, { name: 'Delta', pricePaisa: 100_00, condition: 'used', createdAt: day(4), publishedAt: new Date('1990-01-01'), ratingAvg: 3.4, reviewCount: 5, stockQuantity: 0 });
});
afterAll(() => t.close());

const names = async (query: Record<string, string | string[]>) => {
  const res = await request(t.app).get('/api/products/get').query(query);
  expect(res.status).toBe(200);
  return res.body.products.map((p: { name: string }) => p.name) as string[];
};

describe('GET /api/products/get sorting', () => {
  it.each([
    ['featured', ['Delta', 'Charlie', 'Bravo', 'Alpha']],
    ['price-low', ['Delta', 'Bravo', 'Alpha', 'Charlie']],
    ['price-high', ['Charlie', 'Alpha', 'Bravo', 'Delta']],
    ['newest', ['Bravo', 'Alpha', 'Delta', 'Charlie']],
    ['rating', ['Alpha', 'Delta', 'Bravo', 'Charlie']],
    ['new-books', ['Charlie', 'Alpha', 'Delta', 'Bravo']],
    ['old-books', ['Delta', 'Bravo', 'Charlie', 'Alpha']],
  ])('when sort=%s, then the books come in that order', async (sort, expected) => {
    expect(await names({ sort })).toEqual(expected);
  });
});

describe('GET /api/products/get filters', () => {
  it('when rating=4, then books rated 4 and up and unrated books (counted as 4) come back', async () => {
    expect((await names({ rating: '4' })).sort()).toEqual(['Alpha', 'Charlie']);
  });

  it('when rating=5, then unrated books (counted as 4) are left out', async () => {
    expect(await names({ rating: '5' })).toEqual([]);
  });

  it('when rating=3, then a 3.4 average qualifies but a 2 does not', async () => {
    expect((await names({ rating: '3' })).sort()).toEqual(['Alpha', 'Charlie', 'Delta']);
  });

  it('when availability=bestseller, then only bestsellers come back; in-stock leaves out sold-out books', async () => {
    expect(await names({ availability: 'bestseller' })).toEqual(['Charlie']);
    // the exact list, so an empty answer cannot pass as "Delta left out"
    expect((await names({ availability: 'in-stock' })).sort()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('when only minPrice or only maxPrice is given, then the range is open on the other side', async () => {
    expect((await names({ minPrice: '500' })).sort()).toEqual(['Alpha', 'Charlie']);
    expect((await names({ maxPrice: '300' })).sort()).toEqual(['Bravo', 'Delta']);
  });

  it('when filters are combined, then all of them apply', async () => {
    expect(await names({ availability: 'in-stock', maxPrice: '600', sort: 'price-high', rating: '2' })).toEqual(['Alpha', 'Bravo']);
  });
});
