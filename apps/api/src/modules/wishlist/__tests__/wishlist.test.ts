import { MESSAGES, SERVER_WISHLIST_MAX } from '@bookstore/contracts';
import request from 'supertest';
import { wishlistItems } from '../../../db/schema';
import { signIn, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  me = await signIn(t.app, t.db);
});
afterAll(() => t.close());

const add = (productId: string) => me.agent.post('/api/wishlist/add').send({ productId });

describe('wishlist', () => {
  it('when books are added, then the list shows them newest first with the whole product; adding twice keeps one', async () => {
    const first = await insertProduct(t.db, { name: 'First' });
    const second = await insertProduct(t.db, { name: 'Second' });
    await add(first.id).expect(200);
    await add(second.id).expect(200);
    const res = await add(first.id);
    expect(res.status).toBe(200);
    const list = await me.agent.get(`/api/wishlist/get/${me.user.id}`);
    expect(list.body.success).toBe(true);
    expect(list.body.wishlist.items.map((i: { productId: string }) => i.productId)).toEqual([second.id, first.id]);
    expect(list.body.wishlist.items[0].product).toMatchObject({ id: second.id, name: 'Second', price: 500, inStock: true });
  });

  it('when a book is removed with a JSON body, then it leaves the list with "Removed from wishlist"', async () => {
    const book = await insertProduct(t.db);
    await add(book.id);
    const res = await me.agent.delete('/api/wishlist/remove').send({ productId: book.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.wishlist.removed, wishlist: { items: [] } });
  });

  it('when the book is unknown or the id malformed, then 404 "Product not found"', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await add(id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.product.notFound);
    }
    expect((await me.agent.post('/api/wishlist/add').send({})).body.message).toBe(MESSAGES.general.invalidRequest);
  });

  it("when the path names another user, then 403; without a session 401", async () => {
    const other = await signIn(t.app, t.db);
    expect((await me.agent.get(`/api/wishlist/get/${other.user.id}`)).status).toBe(403);
    expect((await request(t.app).get(`/api/wishlist/get/${me.user.id}`)).status).toBe(401);
    expect((await request(t.app).post('/api/wishlist/add').send({ productId: 'x' })).status).toBe(401);
    expect((await request(t.app).delete('/api/wishlist/remove').send({ productId: 'x' })).status).toBe(401);
  });

  it('when the wishlist is full, then 409 "Wishlist is full" for a new book, and a book already in it is fine', async () => {
    const books = await Promise.all(Array.from({ length: SERVER_WISHLIST_MAX }, () => insertProduct(t.db)));
    await t.db.insert(wishlistItems).values(books.map((b) => ({ userId: me.user.id, productId: b.id })));
    const extra = await insertProduct(t.db);
    const res = await add(extra.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.wishlist.full);
    expect((await add(books[0]!.id)).status).toBe(200);
  });
});
