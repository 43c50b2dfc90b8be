import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orders, products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper, type Shopper } from '../../checkout/__tests__/checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (who: Shopper, query = '') => request(t.app).get(`/api/orders/get${query}`).set('Cookie', who.cookie);

/** Places an order and dates it `daysAgo` back, so "newest first" does not depend on the clock's resolution. */
async function placed(who: Shopper, items: { productId: string; quantity: number; format?: string }[], daysAgo: number, extra = {}) {
  const res = await checkout(t, who, items, extra);
  const id = res.body.order.id as string;
  await t.db.update(orders).set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) }).where(eq(orders.id, id));
  return id;
}

describe('GET /api/orders/get', () => {
  it('when the customer has orders, then they come newest first with their lines as sold', async () => {
    const who = await shopper(t);
    const a = await insertProduct(t.db, { name: 'Aangan', pricePaisa: 700_00, images: ['/aangan.svg'], sizes: ['Hardcover'] });
    const b = await insertProduct(t.db, { name: 'Basti', pricePaisa: 550_50 });
    const older = await placed(who, [{ productId: a.id, quantity: 2, format: 'Hardcover' }], 3);
    const newer = await placed(who, [{ productId: b.id, quantity: 1 }, { productId: a.id, quantity: 1 }], 1, {
      paymentMethod: 'online',
      onlinePaymentOption: 'BankTransfer',
    });
    // the shop renames and reprices the book later: the order keeps what was sold
    await t.db.update(products).set({ name: 'Aangan (new edition)', pricePaisa: 999_00 }).where(eq(products.id, a.id));

    const res = await list(who);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([newer, older]);
    expect(res.body.orders[1]).toEqual({
      id: older,
      orderNumber: expect.stringMatching(/^KG-\d{5}$/),
      status: 'pending',
      createdAt: expect.any(String),
      estimatedDelivery: null,
      trackingId: null,
      shippingMethod: null,
      shippingAddress: {
        firstName: 'Bilal',
        lastName: 'Ahmed',
        email: 'bilal@example.com',
        mobileNumber: '+923001234567',
        address: 'House 4, Street 9',
        city: 'Karachi',
        postCode: '75500',
        country: 'Pakistan',
      },
      paymentMethod: 'cod',
      onlinePaymentOption: null,
      paymentStatus: 'not_required',
      paymentRejectReason: null,
      subtotal: 1400,
      taxes: 28,
      shippingFee: 99,
      totalPrice: 1527,
      items: [{ productId: a.id, quantity: 2, price: 700, format: 'Hardcover', product: { name: 'Aangan', image: '/aangan.svg' } }],
    });
    expect(res.body.orders[0]).toMatchObject({ paymentMethod: 'online', onlinePaymentOption: 'BankTransfer', paymentStatus: 'awaiting_proof' });
    expect(res.body.orders[0].items.map((i: { product: { name: string } }) => i.product.name).sort()).toEqual(['Aangan', 'Basti']);
    expect(res.body.pagination).toEqual({ page: 1, limit: 50, total: 2, pages: 1 });
  });

  it("when another customer asks, then they see only their own orders, never someone else's", async () => {
    const owner = await shopper(t);
    const other = await shopper(t);
    const book = await insertProduct(t.db);
    await placed(owner, [{ productId: book.id, quantity: 1 }], 0);
    const res = await list(other);
    expect(res.status).toBe(200);
    expect(res.body.orders).toEqual([]);
    expect(res.body.pagination.total).toBe(0);
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(t.app).get('/api/orders/get');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Session expired. Please login again.');
  });

  it('when a page and limit are asked, then that page comes with the count; past the end is empty', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 10 });
    const ids: string[] = [];
    for (let day = 5; day >= 1; day--) ids.unshift(await placed(who, [{ productId: book.id, quantity: 1 }], day));
    const second = await list(who, '?page=2&limit=2');
    expect(second.body.orders.map((o: { id: string }) => o.id)).toEqual(ids.slice(2, 4));
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const beyond = await list(who, '?page=9&limit=2');
    expect(beyond.body.orders).toEqual([]);
    expect(beyond.body.pagination).toEqual({ page: 9, limit: 2, total: 5, pages: 3 });
    for (const query of ['?limit=101', '?page=0', '?page=abc', '?limit=1.5']) {
      const refused = await list(who, query);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Invalid request');
    }
  });

  it('when a book left the catalogue, then its line still shows the name and image it was sold with', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { name: 'Gone Book', images: ['/gone.svg'] });
    await placed(who, [{ productId: book.id, quantity: 1 }], 0);
    await t.db.delete(products).where(eq(products.id, book.id));
    const res = await list(who);
    expect(res.body.orders[0].items).toEqual([
      { productId: null, quantity: 1, price: 500, format: '', product: { name: 'Gone Book', image: '/gone.svg' } },
    ]);
  });
});
