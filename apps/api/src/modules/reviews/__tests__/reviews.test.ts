import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products, users } from '../../../db/schema';
import { signIn, testClock } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const clock = testClock(new Date('2025-03-01T10:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const productRating = async (id: string) => {
  const [row] = await t.db.select({ ratingAvg: products.ratingAvg, reviewCount: products.reviewCount }).from(products).where(eq(products.id, id));
  return row;
};

describe('POST /api/reviews/add', () => {
  it('when a signed-in user reviews a book, then it is saved with the session user and the book is recounted', async () => {
    const book = await insertProduct(t.db);
    const { agent, user } = await signIn(t.app, t.db, { name: 'Ayesha', lastName: 'Khan' });
    const res = await agent.post('/api/reviews/add').send({ productId: book.id, rating: 4, comment: ' Lovely ', userId: 'someone-else' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.reviews.submitted });
    expect(await productRating(book.id)).toEqual({ ratingAvg: 4, reviewCount: 1 });

    const list = await request(t.app).get(`/api/reviews/product/${book.id}`);
    expect(list.body.reviews).toEqual([
      { id: expect.any(String), rating: 4, comment: 'Lovely', createdAt: clock().toISOString(), user: { name: user.name, lastName: 'Khan', profilePicture: null } },
    ]);
  });

  it('when the same user reviews a book again, then the first review is updated, not doubled', async () => {
    const book = await insertProduct(t.db);
    const { agent } = await signIn(t.app, t.db);
    await agent.post('/api/reviews/add').send({ productId: book.id, rating: 2, comment: 'Meh' }).expect(200);
    await agent.post('/api/reviews/add').send({ productId: book.id, rating: 5, comment: 'Grew on me' }).expect(200);
    expect(await productRating(book.id)).toEqual({ ratingAvg: 5, reviewCount: 1 });
    const list = await request(t.app).get(`/api/reviews/product/${book.id}`);
    expect(list.body.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Grew on me']);
  });

  it('when several users review, then the average is rounded to 2 decimals', async () => {
    const book = await insertProduct(t.db);
    for (const rating of [5, 4, 4]) {
      const { agent } = await signIn(t.app, t.db);
      await agent.post('/api/reviews/add').send({ productId: book.id, rating }).expect(200);
    }
    expect(await productRating(book.id)).toEqual({ ratingAvg: 4.33, reviewCount: 3 });
    const list = await request(t.app).get(`/api/reviews/product/${book.id}`);
    expect(list.body.averageRating).toBe(4.33);
  });

  it('when two users review the same book at once, then both are counted', async () => {
    const book = await insertProduct(t.db);
    const [a, b] = await Promise.all([signIn(t.app, t.db), signIn(t.app, t.db)]);
    await Promise.all([
      a.agent.post('/api/reviews/add').send({ productId: book.id, rating: 1 }).expect(200),
      b.agent.post('/api/reviews/add').send({ productId: book.id, rating: 5 }).expect(200),
    ]);
    expect(await productRating(book.id)).toEqual({ ratingAvg: 3, reviewCount: 2 });
  });

  it('when nobody is signed in, then it answers 401 and saves nothing', async () => {
    const book = await insertProduct(t.db);
    const res = await request(t.app).post('/api/reviews/add').send({ productId: book.id, rating: 5 });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await productRating(book.id)).toEqual({ ratingAvg: 0, reviewCount: 0 });
  });

  it.each([0, 6, 3.5, '4', undefined])('when the rating is %p, then it answers 400 "Please select a rating between 1 and 5"', async (rating) => {
    const book = await insertProduct(t.db);
    const { agent } = await signIn(t.app, t.db);
    const res = await agent.post('/api/reviews/add').send({ productId: book.id, rating });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: MESSAGES.reviews.ratingRange, requestId: expect.any(String) });
  });

  it('when the book is unknown, malformed or hidden, then it answers 404 Product not found', async () => {
    const hidden = await insertProduct(t.db, { isActive: false });
    const { agent } = await signIn(t.app, t.db);
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', hidden.id]) {
      const res = await agent.post('/api/reviews/add').send({ productId, rating: 5 });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.product.notFound);
    }
  });
});

describe('GET /api/reviews/product/:productId', () => {
  it('when a book has no reviews, then the list is empty with averageRating 0', async () => {
    const book = await insertProduct(t.db);
    const res = await request(t.app).get(`/api/reviews/product/${book.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, reviews: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 }, averageRating: 0 });
  });

  it('when paging with limit 3, then reviews come newest first without overlap', async () => {
    const book = await insertProduct(t.db);
    for (let i = 1; i <= 5; i += 1) {
      clock.advance(60_000);
      const { agent } = await signIn(t.app, t.db, { name: `Reader${i}` });
      await agent.post('/api/reviews/add').send({ productId: book.id, rating: 3, comment: `review ${i}` }).expect(200);
    }
    const first = await request(t.app).get(`/api/reviews/product/${book.id}`).query({ page: 1, limit: 3 });
    const second = await request(t.app).get(`/api/reviews/product/${book.id}`).query({ page: 2, limit: 3 });
    expect(first.body.reviews.map((r: { comment: string }) => r.comment)).toEqual(['review 5', 'review 4', 'review 3']);
    expect(second.body.reviews.map((r: { comment: string }) => r.comment)).toEqual(['review 2', 'review 1']);
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 5, pages: 2 });
    const beyond = await request(t.app).get(`/api/reviews/product/${book.id}`).query({ page: 9, limit: 3 });
    expect(beyond.body.reviews).toEqual([]);
  });

  it("when the author has a profile picture, then it is shown with the review", async () => {
    const book = await insertProduct(t.db);
    const { agent, user } = await signIn(t.app, t.db);
    await t.db.update(users).set({ profilePicture: '/uploads/profiles/p.webp' }).where(eq(users.id, user.id));
    await agent.post('/api/reviews/add').send({ productId: book.id, rating: 5 }).expect(200);
    const res = await request(t.app).get(`/api/reviews/product/${book.id}`);
    expect(res.body.reviews[0].user.profilePicture).toBe('/uploads/profiles/p.webp');
  });

  it('when the book is unknown or the id malformed, then it answers 404 Product not found, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '64b7f0c2a1b2c3d4e5f60718']) {
      const res = await request(t.app).get(`/api/reviews/product/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: MESSAGES.product.notFound, requestId: expect.any(String) });
    }
  });

  it('when the limit is over 50, then the page is served at 50', async () => {
    const book = await insertProduct(t.db);
    const res = await request(t.app).get(`/api/reviews/product/${book.id}`).query({ limit: 51 });
    expect(res.status).toBe(200);
    expect(res.body.pagination.limit).toBe(50);
  });
});
