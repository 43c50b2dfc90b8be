import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { carts, products } from '../../../db/schema';
import { signIn, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { clearCart, listCartLines } from '..';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  me = await signIn(t.app, t.db);
});
afterAll(() => t.close());

const add = (body: object) => me.agent.post('/api/cart/add').send(body);
const getCart = () => me.agent.get(`/api/cart/get/${me.user.id}`);

describe('GET /api/cart/get/:userId', () => {
  it('when the cart holds a line, then it answers the line with the book as the spec shows it', async () => {
    const book = await insertProduct(t.db, { name: 'Aab-e-Hayat', pricePaisa: 450_50, originalPricePaisa: 600_00, category: 'Urdu Novels' });
    await add({ productId: book.id, quantity: 2, format: 'Paperback' }).expect(200);
    const res = await getCart();
    expect(res.status).toBe(200);
    const shown = { name: 'Aab-e-Hayat', price: 450.5, originalPrice: 600, image: '/uploads/covers/test.svg', category: 'Urdu Novels' };
    expect(res.body).toEqual({
      success: true,
      cart: { items: [{ productId: book.id, format: 'Paperback', quantity: 2, ...shown, product: { id: book.id, ...shown } }] },
    });
  });

  it('when the cart is empty, then an empty list', async () => {
    expect((await getCart()).body).toEqual({ success: true, cart: { items: [] } });
  });

  it("when the path names another user, then 403; without a session 401", async () => {
    const other = await signIn(t.app, t.db);
    const res = await me.agent.get(`/api/cart/get/${other.user.id}`);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect((await request(t.app).get(`/api/cart/get/${me.user.id}`)).status).toBe(401);
    expect((await request(t.app).post('/api/cart/add').send({ productId: 'x' })).status).toBe(401);
    expect((await request(t.app).put('/api/cart/update').send({ productId: 'x', quantity: 1 })).status).toBe(401);
    expect((await request(t.app).delete('/api/cart/remove').send({ productId: 'x' })).status).toBe(401);
  });
});

describe('POST /api/cart/add', () => {
  it('when the same book and format are added again, then the quantities add up, capped at 10', async () => {
    const book = await insertProduct(t.db);
    await add({ productId: book.id, quantity: 4, format: 'Paperback' });
    const res = await add({ productId: book.id, quantity: 3, format: 'Paperback' });
    expect(res.body.message).toBe(MESSAGES.cart.added);
    expect(res.body.cart.items[0].quantity).toBe(7);
    const capped = await add({ productId: book.id, quantity: 9, format: 'Paperback' });
    expect(capped.body.cart.items[0].quantity).toBe(10);
  });

  it('when a line is added to a cart holding others, then the answer is the whole cart as GET shows it: oldest first, the added line in its place, hidden books left out', async () => {
    const first = await insertProduct(t.db, { name: 'Pehla', pricePaisa: 100_50, originalPricePaisa: 120_00, images: ['/a.svg', '/b.svg'] });
    const second = await insertProduct(t.db, { name: 'Doosra', sizes: [], images: [] });
    const hidden = await insertProduct(t.db, { name: 'Chhupa' });
    await add({ productId: first.id, quantity: 1, format: 'Paperback' }).expect(200);
    await add({ productId: hidden.id, quantity: 1, format: 'Paperback' }).expect(200);
    await add({ productId: second.id, quantity: 2 }).expect(200);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));

    const res = await add({ productId: first.id, quantity: 3, format: 'Paperback' });
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual((await getCart()).body.cart);
    const shown = res.body.cart.items.map((i: { name: string; quantity: number; price: number; originalPrice: number | null; image: string }) => [i.name, i.quantity, i.price, i.originalPrice, i.image]);
    expect(shown).toEqual([
      ['Pehla', 4, 100.5, 120, '/a.svg'],
      ['Doosra', 2, expect.any(Number), null, ''],
    ]);
  });

  it('when the same book comes in another format, then it is its own line; a book without formats needs none', async () => {
    const book = await insertProduct(t.db, { sizes: ['Paperback', 'Hardcover'] });
    const plain = await insertProduct(t.db, { sizes: [] });
    await add({ productId: book.id, format: 'Paperback' });
    await add({ productId: book.id, format: 'Hardcover' });
    const res = await add({ productId: plain.id });
    expect(res.body.cart.items.map((i: { format: string; quantity: number }) => [i.format, i.quantity])).toEqual([
      ['Paperback', 1],
      ['Hardcover', 1],
      ['', 1],
    ]);
  });

  it('when a book with formats comes without one, then its only or first (default) format is taken', async () => {
    const single = await insertProduct(t.db, { sizes: ['Paperback'] });
    const several = await insertProduct(t.db, { sizes: ['Hardcover', 'Paperback'] });
    for (const body of [{ productId: single.id }, { productId: several.id, format: '' }, { productId: several.id, quantity: 2 }]) {
      expect((await add(body)).status).toBe(200);
    }
    const res = await me.agent.get(`/api/cart/get/${me.user.id}`);
    const lines = res.body.cart.items
      .filter((i: { productId: string }) => [single.id, several.id].includes(i.productId))
      .map((i: { productId: string; format: string; quantity: number }) => [i.productId === single.id ? 'single' : 'several', i.format, i.quantity]);
    expect(lines.sort()).toEqual([
      ['several', 'Hardcover', 3],
      ['single', 'Paperback', 1],
    ]);
  });

  it('when a book comes with a format it lacks, then "Please select a format" and nothing is added', async () => {
    const book = await insertProduct(t.db, { sizes: ['Paperback'] });
    const res = await add({ productId: book.id, format: 'Audiobook' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.cart.selectFormat);
    const cart = await me.agent.get(`/api/cart/get/${me.user.id}`);
    expect(cart.body.cart.items.some((i: { productId: string }) => i.productId === book.id)).toBe(false);
  });

  it.each([
    [0, 'Quantity cannot be less than 1'],
    [-1, 'Quantity cannot be less than 1'],
    [11, 'Maximum quantity is 10'],
    [1.5, MESSAGES.general.invalidRequest],
    ['x', MESSAGES.general.invalidRequest],
    ['2', MESSAGES.general.invalidRequest],
  ])('when the quantity is %p, then 400 "%s" and nothing is added', async (quantity, message) => {
    const book = await insertProduct(t.db);
    const res = await add({ productId: book.id, quantity, format: 'Paperback' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect((await getCart()).body.cart.items).toEqual([]);
  });

  it('when the book is unknown, hidden or the id malformed, then 404 "Product not found"', async () => {
    const hidden = await insertProduct(t.db, { isActive: false });
    for (const productId of ['00000000-0000-4000-8000-000000000000', hidden.id, 'not-a-uuid']) {
      const res = await add({ productId, format: 'Paperback' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.product.notFound);
    }
  });

  it('when the book is out of stock, then 409 names it and the cart stays as it was', async () => {
    const book = await insertProduct(t.db, { name: 'Sold Out Diwan', stockQuantity: 0, sizes: [] });
    const res = await add({ productId: book.id, quantity: 1, format: '' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: MESSAGES.stock.outOfStock('Sold Out Diwan'), requestId: expect.any(String) });
    expect((await getCart()).body.cart.items).toEqual([]);
  });

  it('when a check refuses the add of a shopper without a cart, then no cart is made (hidden, sold out, wrong format)', async () => {
    const shopper = await signIn(t.app, t.db);
    const hidden = await insertProduct(t.db, { isActive: false });
    const soldOut = await insertProduct(t.db, { stockQuantity: 0 });
    const book = await insertProduct(t.db, { sizes: ['Paperback'] });
    const tries = [
      { productId: hidden.id, format: 'Paperback' },
      { productId: soldOut.id, format: 'Paperback' },
      { productId: book.id, format: 'Hardcover' },
    ];
    for (const body of tries) expect((await shopper.agent.post('/api/cart/add').send(body)).status).not.toBe(200);
    expect(await t.db.select().from(carts).where(eq(carts.userId, shopper.user.id))).toEqual([]);
  });

  it('when the body names another user, then it is ignored: the line goes to the signed-in user', async () => {
    const other = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    await add({ productId: book.id, format: 'Paperback', userId: other.user.id }).expect(200);
    expect((await other.agent.get(`/api/cart/get/${other.user.id}`)).body.cart.items).toEqual([]);
    expect((await getCart()).body.cart.items).toHaveLength(1);
  });
});

describe('PUT /api/cart/update and DELETE /api/cart/remove', () => {
  it('when a line is updated, then its quantity is set; without a format its only line is meant', async () => {
    const book = await insertProduct(t.db);
    await add({ productId: book.id, quantity: 2, format: 'Paperback' });
    const res = await me.agent.put('/api/cart/update').send({ productId: book.id, quantity: 5 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.cart.updated);
    expect(res.body.cart.items[0].quantity).toBe(5);
  });

  it.each([
    [0, 'Quantity cannot be less than 1'],
    [11, 'Maximum quantity is 10'],
    [-1, 'Quantity cannot be less than 1'],
    [1.5, MESSAGES.general.invalidRequest],
    ['x', MESSAGES.general.invalidRequest],
  ])('when updating to %p, then 400 "%s" and the line keeps its quantity', async (quantity, message) => {
    const book = await insertProduct(t.db);
    await add({ productId: book.id, quantity: 2, format: 'Paperback' });
    const res = await me.agent.put('/api/cart/update').send({ productId: book.id, quantity, format: 'Paperback' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await getCart()).body.cart.items[0].quantity).toBe(2);
  });

  it('when the book is in the cart in two formats and no format is sent, then "Please select a format"', async () => {
    const book = await insertProduct(t.db, { sizes: ['Paperback', 'Hardcover'] });
    await add({ productId: book.id, format: 'Paperback' });
    await add({ productId: book.id, format: 'Hardcover' });
    const res = await me.agent.put('/api/cart/update').send({ productId: book.id, quantity: 3 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.cart.selectFormat);
    const ok = await me.agent.put('/api/cart/update').send({ productId: book.id, quantity: 3, format: 'Hardcover' });
    expect(ok.body.cart.items.find((i: { format: string }) => i.format === 'Hardcover').quantity).toBe(3);
  });

  it('when the line is not in the cart, then 404 "Product not found"', async () => {
    const book = await insertProduct(t.db);
    const res = await me.agent.put('/api/cart/update').send({ productId: book.id, quantity: 2, format: 'Paperback' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MESSAGES.product.notFound);
  });

  it('when removing with a JSON body, then that line goes; without a format every line of the book goes', async () => {
    const book = await insertProduct(t.db, { sizes: ['Paperback', 'Hardcover'] });
    const keep = await insertProduct(t.db, { sizes: [] });
    await add({ productId: book.id, format: 'Paperback' });
    await add({ productId: book.id, format: 'Hardcover' });
    await add({ productId: keep.id });
    const one = await me.agent.delete('/api/cart/remove').send({ productId: book.id, format: 'Paperback' });
    expect(one.body.message).toBe(MESSAGES.cart.removed);
    expect(one.body.cart.items).toHaveLength(2);
    const all = await me.agent.delete('/api/cart/remove').send({ productId: book.id });
    expect(all.body.cart.items.map((i: { productId: string }) => i.productId)).toEqual([keep.id]);
    // removing what is not there is fine
    expect((await me.agent.delete('/api/cart/remove').send({ productId: book.id })).status).toBe(200);
  });
});

describe('cart service for checkout', () => {
  it('when checkout reads and then clears the cart in its transaction, then the lines come back and the cart is empty', async () => {
    const book = await insertProduct(t.db);
    await add({ productId: book.id, quantity: 3, format: 'Paperback' });
    expect(await listCartLines(t.db, me.user.id)).toEqual([{ productId: book.id, format: 'Paperback', quantity: 3 }]);
    await t.db.transaction((tx) => clearCart(tx, me.user.id));
    expect(await listCartLines(t.db, me.user.id)).toEqual([]);
  });

  it('when the checkout transaction fails after clearing, then the cart is kept', async () => {
    const book = await insertProduct(t.db);
    await add({ productId: book.id, quantity: 1, format: 'Paperback' });
    await expect(
      t.db.transaction(async (tx) => {
        await clearCart(tx, me.user.id);
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');
    expect(await listCartLines(t.db, me.user.id)).toHaveLength(1);
  });
});
