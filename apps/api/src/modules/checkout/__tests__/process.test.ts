import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orderEvents, orderItems, orders, users } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, form, ordersCountOf, shopper, stockOf } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const cartOf = async (cookie: string, userId: string) =>
  (await request(t.app).get(`/api/cart/get/${userId}`).set('Cookie', cookie)).body.cart.items as unknown[];

describe('POST /api/checkout/process', () => {
  it('when the order is valid, then it is placed from database prices with snapshots, stock taken and the cart emptied', async () => {
    const who = await shopper(t);
    const a = await insertProduct(t.db, { name: 'Raja Gidh', pricePaisa: 850_00, stockQuantity: 4, sizes: ['Paperback'], images: ['/r.svg'] });
    const b = await insertProduct(t.db, { name: 'Shahab Nama', pricePaisa: 1_250_25, stockQuantity: 1, sizes: [] });
    await request(t.app).post('/api/cart/add').set('Cookie', who.cookie).send({ productId: a.id, quantity: 2, format: 'Paperback' });
    expect(await cartOf(who.cookie, who.id)).toHaveLength(1);

    const res = await checkout(t, who, [
      { productId: a.id, quantity: 2, format: 'Paperback', price: 1 },
      { productId: b.id, quantity: 1, price: 0.01 },
    ], { taxes: 0, shippingFee: 0, totalPrice: 1, userId: '00000000-0000-4000-8000-000000000000' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, order: { id: expect.any(String), orderNumber: expect.stringMatching(/^KG-\d{5,7}$/) }, message: 'Order placed successfully' });
    const order = await orderRow(res.body.order.id);
    // 2 x 850 + 1250.25 = 2950.25; tax 59.01 (59.005 rounded); shipping 99
    expect(order).toMatchObject({
      userId: who.id,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'not_required',
      onlinePaymentOption: null,
      subtotalPaisa: 2_950_25,
      taxPaisa: 59_01,
      shippingFeePaisa: 99_00,
      totalPaisa: 3_108_26,
      firstName: 'Bilal',
      city: 'Karachi',
      country: 'Pakistan',
    });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const sold = lines.map(({ name, image, format, quantity, unitPricePaisa }) => ({ name, image, format, quantity, unitPricePaisa }));
    expect(sold.sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'Raja Gidh', image: '/r.svg', format: 'Paperback', quantity: 2, unitPricePaisa: 850_00 },
      { name: 'Shahab Nama', image: '/uploads/covers/test.svg', format: '', quantity: 1, unitPricePaisa: 1_250_25 },
    ]);
    expect(await stockOf(t, a.id)).toBe(2);
    expect(await stockOf(t, b.id)).toBe(0);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([expect.objectContaining({ actorId: who.id, fromStatus: null, toStatus: 'pending' })]);
    expect(await cartOf(who.cookie, who.id)).toEqual([]);
  });

  it('when paying online, then the option is kept and the payment awaits its proof; with cod a leftover option is dropped', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db);
    const line = [{ productId: book.id, quantity: 1 }];
    const online = await checkout(t, who, line, { paymentMethod: 'online', onlinePaymentOption: 'EasyPaisa' });
    expect(await orderRow(online.body.order.id)).toMatchObject({
      paymentMethod: 'online',
      onlinePaymentOption: 'EasyPaisa',
      paymentStatus: 'awaiting_proof',
    });
    const cod = await checkout(t, who, line, { paymentMethod: 'cod', onlinePaymentOption: 'JazzCash' });
    expect(await orderRow(cod.body.order.id)).toMatchObject({ paymentMethod: 'cod', onlinePaymentOption: null, paymentStatus: 'not_required' });
  });

  it('when the same book comes in two lines, then they become one line and its stock counts both', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 3 });
    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }, { productId: book.id, quantity: 2 }]);
    expect(res.status).toBe(200);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.order.id));
    expect(lines.map((l) => l.quantity)).toEqual([3]);
    expect(await stockOf(t, book.id)).toBe(0);
  });

  it.each([
    [{ firstName: '' }, 'First Name is required'],
    [{ lastName: ' ' }, 'Last Name is required'],
    [{ email: 'bilal@' }, 'Valid email is required'],
    [{ address: undefined }, 'Address is required'],
    [{ city: '' }, 'City is required'],
    [{ postCode: '' }, 'Postcode is required'],
    [{ country: 'India' }, 'Country is required'],
    [{ mobileNumber: '12345' }, 'Valid mobile number is required'],
    [{ paymentMethod: 'online' }, 'Please select a payment option'],
    [{ paymentMethod: 'online', onlinePaymentOption: 'Cheque' }, 'Please select a payment option'],
  ])('when the form has %p, then "%s" and nothing is ordered', async (patch, message) => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], patch);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(await ordersCountOf(t, who.id)).toBe(0);
    expect(await stockOf(t, book.id)).toBe(2);
  });

  it.each([
    [0, 'Quantity cannot be less than 1'],
    [-1, 'Quantity cannot be less than 1'],
    [11, 'Maximum quantity is 10'],
    [1.5, 'Invalid request'],
    ['1', 'Invalid request'],
  ])('when a quantity is %p, then "%s" and nothing is ordered', async (quantity, message) => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 20 });
    const res = await checkout(t, who, [{ productId: book.id, quantity }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(await ordersCountOf(t, who.id)).toBe(0);
  });

  it('when nobody is signed in, then 401 and nothing is ordered', async () => {
    const book = await insertProduct(t.db, { stockQuantity: 1 });
    const res = await request(t.app).post('/api/checkout/process').send({ ...form, items: [{ productId: book.id, quantity: 1 }] });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Session expired. Please login again.');
    expect(await stockOf(t, book.id)).toBe(1);
  });

  it('when fewer copies are left than asked, then 409 naming the book', async () => {
    const who = await shopper(t);
    const last = await insertProduct(t.db, { name: 'Udaas Naslain', stockQuantity: 1 });
    const gone = await insertProduct(t.db, { name: 'Alipur ka Eeli', stockQuantity: 0 });
    const few = await insertProduct(t.db, { name: 'Khuda ki Basti', stockQuantity: 3 });
    const hidden = await insertProduct(t.db, { name: 'Jangloos', isActive: false });
    const cases = [
      [last, 2, "Only 1 copy of 'Udaas Naslain' is left"],
      [gone, 1, "'Alipur ka Eeli' is out of stock"],
      [few, 4, "Only 3 copies of 'Khuda ki Basti' are left"],
      [hidden, 1, "'Jangloos' is no longer available"],
    ] as const;
    for (const [book, quantity, message] of cases) {
      const res = await checkout(t, who, [{ productId: book.id, quantity }]);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'CONFLICT', message, productId: book.id });
    }
    expect(await ordersCountOf(t, who.id)).toBe(0);
  });

  it('when the second book is out of stock, then no order is written, the first keeps its stock and the cart stays', async () => {
    const who = await shopper(t);
    const first = await insertProduct(t.db, { stockQuantity: 5 });
    const second = await insertProduct(t.db, { name: 'Sold Out', stockQuantity: 0 });
    await request(t.app).post('/api/cart/add').set('Cookie', who.cookie).send({ productId: first.id, quantity: 1, format: 'Paperback' });
    const res = await checkout(t, who, [{ productId: first.id, quantity: 2 }, { productId: second.id, quantity: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("'Sold Out' is out of stock");
    expect(await ordersCountOf(t, who.id)).toBe(0);
    expect(await stockOf(t, first.id)).toBe(5);
    expect(await cartOf(who.cookie, who.id)).toHaveLength(1);
  });

  it('when one line asks a format the book lacks, then "Please select a format" and no copy of any line is taken', async () => {
    const who = await shopper(t);
    const first = await insertProduct(t.db, { stockQuantity: 5 });
    const second = await insertProduct(t.db, { stockQuantity: 5, sizes: ['Paperback'] });
    const res = await checkout(t, who, [{ productId: first.id, quantity: 1 }, { productId: second.id, quantity: 1, format: 'Hardcover' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: 'Please select a format', requestId: expect.any(String) });
    expect(await stockOf(t, first.id)).toBe(5);
    expect(await stockOf(t, second.id)).toBe(5);
    expect(await ordersCountOf(t, who.id)).toBe(0);
  });

  it.each([['not-a-uuid'], ['00000000-0000-4000-8000-000000000000']])(
    'when a line names the book %p besides a real one, then "Product not found" and the real one keeps its stock',
    async (junkId) => {
      const who = await shopper(t);
      const real = await insertProduct(t.db, { stockQuantity: 5 });
      const res = await checkout(t, who, [{ productId: real.id, quantity: 1 }, { productId: junkId, quantity: 1 }]);
      expect(res.body).toMatchObject({ success: false, message: 'Product not found' });
      expect(await stockOf(t, real.id)).toBe(5);
      expect(await ordersCountOf(t, who.id)).toBe(0);
    },
  );

  it('when the database fails after the stock was taken and the order written, then all of it is rolled back', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    await request(t.app).post('/api/cart/add').set('Cookie', who.cookie).send({ productId: book.id, quantity: 1, format: 'Paperback' });
    // the timeline entry is written after the stock and the order: make exactly that insert fail
    await t.db.execute(
      `create function fail_order_event() returns trigger as $$ begin raise exception 'injected failure'; end; $$ language plpgsql`,
    );
    await t.db.execute('create trigger fail_order_event before insert on order_events for each row execute function fail_order_event()');
    const sentBefore = t.mailer.sent.length;
    try {
      const res = await checkout(t, who, [{ productId: book.id, quantity: 2 }], { saveInfo: true });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, code: 'INTERNAL', message: 'An unexpected error occurred', requestId: expect.any(String) });
    } finally {
      await t.db.execute('drop trigger fail_order_event on order_events');
      await t.db.execute('drop function fail_order_event()');
    }
    expect(await ordersCountOf(t, who.id)).toBe(0);
    expect(await stockOf(t, book.id)).toBe(2);
    expect(await cartOf(who.cookie, who.id)).toHaveLength(1);
    const [profile] = await t.db.select().from(users).where(eq(users.id, who.id));
    expect(profile!.address).toBe('');
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('when saveInfo is true, then the address and phone go to the profile; when false, the profile stays', async () => {
    const keeps = await shopper(t);
    const saves = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    await checkout(t, keeps, [{ productId: book.id, quantity: 1 }], { saveInfo: false });
    await checkout(t, saves, [{ productId: book.id, quantity: 1 }], { saveInfo: true, city: 'Lahore' });
    const [kept] = await t.db.select().from(users).where(eq(users.id, keeps.id));
    const [saved] = await t.db.select().from(users).where(eq(users.id, saves.id));
    expect(kept).toMatchObject({ address: '', city: '', mobileNumber: '' });
    expect(saved).toMatchObject({
      address: 'House 4, Street 9',
      city: 'Lahore',
      postCode: '75500',
      country: 'Pakistan',
      mobileNumber: '+923001234567',
    });
  });

  it('when an order is placed, then both mails carry its KG- number in the subject and the body', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { name: 'Mirat-ul-Uroos', pricePaisa: 300_00 });
    const sent = t.mailer.sent;
    const before = sent.length;
    const res = await checkout(t, who, [{ productId: book.id, quantity: 2 }], { email: 'buyer@example.com' });
    await t.settled();
    expect(sent.length).toBe(before + 2);
    const mails = sent.slice(before);
    const toCustomer = mails.find((m) => m.to === 'buyer@example.com');
    const toStore = mails.find((m) => m.to === t.config.storeEmail);
    const number = res.body.order.orderNumber as string;
    expect(toCustomer?.subject).toBe(`Kitab Ghar: order ${number} received`);
    expect(toCustomer?.text).toContain(`Order ${number}, placed`);
    expect(toCustomer?.html).toContain(number);
    expect(toCustomer?.text).toContain('2 x Mirat-ul-Uroos');
    expect(toCustomer?.text).toContain('Total: Rs. 711.00');
    expect(toStore?.subject).toBe(`New order ${number}: Rs. 711.00`);
    expect(toStore?.text).toContain(`Order ${number}, placed`);
    expect(toStore?.text).toContain('buyer@example.com');
    expect(toStore?.text).toContain(`${t.config.publicUrl}/admin/orders/${res.body.order.id}`);
  });

  it('when POST /api/orders/create is used, then it places the order the same way', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 1 });
    const res = await request(t.app)
      .post('/api/orders/create')
      .set('Cookie', who.cookie)
      .send({ ...form, items: [{ productId: book.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order placed successfully');
    expect(await stockOf(t, book.id)).toBe(0);
  });
});

describe('checkout when mail fails', () => {
  it('when the mail server refuses, then the order is still placed', async () => {
    const failing = await createTestApp({}, { mailer: { send: () => Promise.reject(new Error('smtp down')) } });
    try {
      const who = await shopper(failing);
      const book = await insertProduct(failing.db, { stockQuantity: 1 });
      const res = await checkout(failing, who, [{ productId: book.id, quantity: 1 }]);
      expect(res.status).toBe(200);
      expect(await ordersCountOf(failing, who.id)).toBe(1);
    } finally {
      await failing.close();
    }
  });
});
