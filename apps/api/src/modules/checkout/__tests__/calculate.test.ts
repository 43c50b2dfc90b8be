import request from 'supertest';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calculate = (body: unknown) => request(t.app).post('/api/checkout/calculate').send(body as object);

describe('POST /api/checkout/calculate', () => {
  it('when several lines are sent, then subtotal, 2 % tax, flat 99 shipping and total come from database prices', async () => {
    const a = await insertProduct(t.db, { name: 'Aab-e-Hayat', pricePaisa: 450_50, originalPricePaisa: 600_00, images: ['/a.svg'] });
    const b = await insertProduct(t.db, { name: 'Peer-e-Kamil', pricePaisa: 1_199_99 });
    const res = await calculate({ items: [{ productId: a.id, quantity: 3, format: 'Paperback' }, { productId: b.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    // 3 x 450.50 + 1 x 1199.99 = 2551.49; tax 2 % = 51.03 (51.0298 rounded); shipping 99
    expect(res.body).toMatchObject({ success: true, subtotal: 2551.49, taxes: 51.03, shippingFee: 99, total: 2701.52 });
    expect(res.body.items).toEqual([
      { productId: a.id, productName: 'Aab-e-Hayat', productImage: '/a.svg', format: 'Paperback', quantity: 3, price: 450.5, originalPrice: 600 },
      {
        productId: b.id,
        productName: 'Peer-e-Kamil',
        productImage: '/uploads/covers/test.svg',
        format: '',
        quantity: 1,
        price: 1199.99,
        originalPrice: null,
      },
    ]);
  });

  it('when the client sends its own prices, taxes and fees, then they are ignored', async () => {
    const book = await insertProduct(t.db, { pricePaisa: 1_000_00 });
    const res = await calculate({ items: [{ productId: book.id, quantity: 2, price: 1, unitPrice: 1 }], taxes: 0, shippingFee: 0 });
    expect(res.body).toMatchObject({ subtotal: 2000, taxes: 40, shippingFee: 99, total: 2139 });
    expect(res.body.items[0].price).toBe(1000);
  });

  it('when the same book and format come twice, then they are one line with the quantities added', async () => {
    const book = await insertProduct(t.db, { pricePaisa: 100_00 });
    const res = await calculate({ items: [{ productId: book.id, quantity: 2 }, { productId: book.id, quantity: 3 }] });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].quantity).toBe(5);
    expect(res.body.subtotal).toBe(500);
  });

  it('when merged lines exceed 10 copies, then "Maximum quantity is 10"', async () => {
    const book = await insertProduct(t.db);
    const res = await calculate({ items: [{ productId: book.id, quantity: 6 }, { productId: book.id, quantity: 5 }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: 'Maximum quantity is 10', requestId: expect.any(String) });
  });

  it.each([
    [0, 'Quantity cannot be less than 1'],
    [-1, 'Quantity cannot be less than 1'],
    [11, 'Maximum quantity is 10'],
    [1.5, 'Invalid request'],
    ['2', 'Invalid request'],
    ['two', 'Invalid request'],
    [null, 'Invalid request'],
  ])('when a quantity is %p, then it is refused with "%s"', async (quantity, message) => {
    const book = await insertProduct(t.db);
    const res = await calculate({ items: [{ productId: book.id, quantity }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
  });

  it('when there are no items, then "Your cart is empty"', async () => {
    const res = await calculate({ items: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your cart is empty');
  });

  it('when a book is unknown, malformed or hidden, then "Product not found" and never a server error', async () => {
    const hidden = await insertProduct(t.db, { isActive: false });
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', hidden.id]) {
      const res = await calculate({ items: [{ productId, quantity: 1 }] });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found', requestId: expect.any(String) });
    }
  });

  it('when a format the book does not offer is named, then "Please select a format"', async () => {
    const book = await insertProduct(t.db, { sizes: ['Hardcover'] });
    const res = await calculate({ items: [{ productId: book.id, quantity: 1, format: 'Kindle' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a format');
  });
});
