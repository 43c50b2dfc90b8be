import { MESSAGES } from '@bookstore/contracts';
import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import request from 'supertest';
import { signIn, signInAdmin, uniqueEmail, type SignedIn } from '../../../test/auth-helpers';
import { insertHeroImage, insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../../admin-orders/__tests__/admin-test-helpers';
import { pngImage } from '../../admin-products/__tests__/test-images';
import { form as checkoutForm } from '../../checkout/__tests__/checkout-helpers';

/**
 * Attack: a NUL (or another control character) in any text the API takes. PostgreSQL refuses NUL in
 * text ("invalid byte sequence for encoding UTF8: 0x00"), which used to surface as a 500 with the
 * query's parameters in the error log. Every such input is now a 400 with one message, and nothing is written.
 */
const REFUSED = MESSAGES.general.textNotAllowed;

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let book: Awaited<ReturnType<typeof insertProduct>>;
let order: Awaited<ReturnType<typeof insertOrder>>;
let banner: Awaited<ReturnType<typeof insertHeroImage>>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, t.db, { name: 'Ayesha' });
  admin = await signInAdmin(t.app, t.db);
  book = await insertProduct(t.db, { name: 'Aag Ka Darya' });
  order = await insertOrder(t, { userId: customer.user.id, status: 'confirmed', paymentMethod: 'online', withProof: true });
  banner = await insertHeroImage(t.db, { altText: 'Eid sale' });
  png = await pngImage(800, 300);
});
afterAll(() => t.close());

const TABLES = [
  'users',
  'sessions',
  'otp_codes',
  'products',
  'hero_images',
  'carts',
  'cart_items',
  'wishlist_items',
  'reviews',
  'orders',
  'order_items',
  'payment_proofs',
  'order_events',
];

/** One digest of every row the API can write: equal before and after means nothing changed. */
async function databaseState(): Promise<string> {
  const parts = TABLES.map((table) => sql.raw(`(select coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${table} x)`));
  const result = await t.db.execute(sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as digest`);
  return String((result as unknown as { rows: { digest: string }[] }).rows[0]!.digest);
}

const account = () => ({ name: 'Ali', email: uniqueEmail('ctl'), password: 'secret123', confirmPassword: 'secret123' });
const address = { address: '12 Mall Road', city: 'Lahore', postCode: '54000', country: 'Pakistan', shippingAddress: 'Near the GPO' };
const bookInput = () => ({ name: 'Raja Gidh', price: 900, category: 'Urdu Novels', language: 'Urdu', stockQuantity: 3, condition: 'new' });
/** Multipart text fields, with a real image in `fileField` when given (so only the text can be refused). */
const multipart = (req: request.Test, fields: Record<string, string>, fileField?: string) => {
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return fileField ? req.attach(fileField, png, { filename: 'image.png', contentType: 'image/png' }) : req;
};
const q = encodeURIComponent;

/** Each call that takes text, sending `c` inside one of its text fields. */
const cases: [string, (c: string) => request.Test][] = [
  ['register: name', (c) => request(t.app).post('/api/auth/register').send({ ...account(), name: `Ali${c}` })],
  ['register: last name', (c) => request(t.app).post('/api/auth/register').send({ ...account(), lastName: `Raza${c}` })],
  ['register: e-mail', (c) => request(t.app).post('/api/auth/register').send({ ...account(), email: `ali${c}@example.com` })],
  ['login: password', (c) => request(t.app).post('/api/auth/login').send({ email: customer.user.email, password: `${customer.user.password}${c}x` })],
  ['login: guest cart format', (c) =>
    request(t.app)
      .post('/api/auth/login')
      .send({ email: customer.user.email, password: customer.user.password, localCart: [{ productId: book.id, quantity: 1, format: `Paperback${c}` }] })],
  ['verify-account: e-mail', (c) => request(t.app).post('/api/auth/verify-account').send({ otp: '123456', email: `a${c}@example.com` })],
  ['send-reset-otp: e-mail', (c) => request(t.app).post('/api/auth/send-reset-otp').send({ email: `${customer.user.email}${c}` })],
  ['reset-password: e-mail', (c) =>
    request(t.app)
      .post('/api/auth/reset-password')
      .send({ email: `${c}${customer.user.email}`, otp: '123456', newPassword: 'changed123', confirmPassword: 'changed123' })],
  ['update-profile: name (multipart)', (c) => multipart(customer.agent.put('/api/auth/update-profile'), { name: `Ayesha${c}`, lastName: 'Khan' })],
  ['update-profile: address', (c) => customer.agent.put('/api/auth/update-profile').send({ ...address, address: `12 Mall${c} Road` })],
  ['update-profile: city', (c) => customer.agent.put('/api/auth/update-profile').send({ ...address, city: `Lahore${c}` })],
  ['update-profile: shipping address', (c) => customer.agent.put('/api/auth/update-profile').send({ ...address, shippingAddress: `GPO${c}` })],
  ['update-profile: old password', (c) => customer.agent.put('/api/auth/update-profile').send({ oldPassword: `secret123${c}`, newPassword: 'changed123' })],
  ['delete-account: password', (c) =>
    customer.agent.delete('/api/auth/delete-account').send({ email: customer.user.email, password: `${customer.user.password}${c}` })],
  ['reviews: comment', (c) => customer.agent.post('/api/reviews/add').send({ productId: book.id, rating: 5, comment: `Lovely${c}` })],
  ['reviews: product id', (c) => customer.agent.post('/api/reviews/add').send({ productId: `${book.id}${c}`, rating: 5 })],
  ['reviews list: product id in the path', (c) => request(t.app).get(`/api/reviews/product/${q(c)}`)],
  ['checkout: first name', (c) => customer.agent.post('/api/checkout/process').send({ ...checkoutForm, firstName: `Bilal${c}`, items: [{ productId: book.id, quantity: 1 }] })],
  ['checkout: address', (c) => customer.agent.post('/api/checkout/process').send({ ...checkoutForm, address: `House 4${c}`, items: [{ productId: book.id, quantity: 1 }] })],
  ['checkout: city', (c) => customer.agent.post('/api/checkout/process').send({ ...checkoutForm, city: `Karachi${c}`, items: [{ productId: book.id, quantity: 1 }] })],
  ['checkout: postcode', (c) => customer.agent.post('/api/checkout/process').send({ ...checkoutForm, postCode: `755${c}00`, items: [{ productId: book.id, quantity: 1 }] })],
  ['checkout: line format', (c) =>
    customer.agent.post('/api/checkout/process').send({ ...checkoutForm, items: [{ productId: book.id, quantity: 1, format: `Paperback${c}` }] })],
  ['checkout: idempotency key in the body', (c) =>
    customer.agent.post('/api/checkout/process').send({ ...checkoutForm, idempotencyKey: `key${c}`, items: [{ productId: book.id, quantity: 1 }] })],
  ['checkout calculate: product id', (c) => request(t.app).post('/api/checkout/calculate').send({ items: [{ productId: `${c}`, quantity: 1 }] })],
  ['upload-proof: order id (multipart)', (c) => multipart(customer.agent.post('/api/checkout/upload-proof'), { orderId: `${order.id}${c}` }, 'proof')],
  ['products: ?search=', (c) => request(t.app).get(`/api/products/get?search=${q(`aag${c}`)}`)],
  ['products: ?category=', (c) => request(t.app).get(`/api/products/get?category=${q(`Urdu${c}`)}`)],
  ['products: ?subCategory=', (c) => request(t.app).get(`/api/products/get?subCategory=${q(`New${c}`)}`)],
  ['facets: ?search=', (c) => request(t.app).get(`/api/products/facets?search=${q(c)}`)],
  ['product by id', (c) => request(t.app).get(`/api/products/${q(`${book.id}${c}`)}`)],
  ['related products', (c) => request(t.app).get(`/api/products/${q(c)}/related`)],
  ['cart add: product id', (c) => customer.agent.post('/api/cart/add').send({ productId: `${book.id}${c}`, quantity: 1 })],
  ['cart add: format', (c) => customer.agent.post('/api/cart/add').send({ productId: book.id, quantity: 1, format: `Paperback${c}` })],
  ['cart get: user id in the path', (c) => customer.agent.get(`/api/cart/get/${q(`${customer.user.id}${c}`)}`)],
  ['wishlist add: product id', (c) => customer.agent.post('/api/wishlist/add').send({ productId: `${c}${book.id}` })],
  ['admin product create: name', (c) => admin.agent.post('/api/admin/products').send({ ...bookInput(), name: `Raja${c} Gidh` })],
  ['admin product create: author', (c) => admin.agent.post('/api/admin/products').send({ ...bookInput(), author: `Bano Qudsia${c}` })],
  ['admin product create: description', (c) => admin.agent.post('/api/admin/products').send({ ...bookInput(), description: `A novel${c}` })],
  ['admin product create: details', (c) => admin.agent.post('/api/admin/products').send({ ...bookInput(), details: `Pages: 400${c}` })],
  ['admin product create: subcategory', (c) => admin.agent.post('/api/admin/products').send({ ...bookInput(), subCategories: [`Classics${c}`] })],
  ['admin product update: name', (c) => admin.agent.put(`/api/admin/products/${book.id}`).send({ ...bookInput(), name: `Aag${c}` })],
  ['admin products: ?search=', (c) => admin.agent.get(`/api/admin/products?search=${q(c)}`)],
  ['admin product by id', (c) => admin.agent.get(`/api/admin/products/${q(c)}`)],
  ['admin orders: ?search=', (c) => admin.agent.get(`/api/admin/orders?search=${q(`bilal${c}`)}`)],
  ['admin order by id', (c) => admin.agent.get(`/api/admin/orders/${q(`${order.id}${c}`)}`)],
  ['admin order status: note', (c) => admin.agent.post(`/api/admin/orders/${order.id}/status`).send({ status: 'processing', note: `Packed${c}` })],
  ['admin order shipping: tracking id', (c) =>
    admin.agent.put(`/api/admin/orders/${order.id}/shipping`).send({ shippingMethod: 'tcs', trackingId: `T1${c}` })],
  ['admin proof reject: reason', (c) =>
    admin.agent.post(`/api/admin/orders/${order.id}/proofs/${order.proofId}/reject`).send({ reason: `Wrong amount${c}` })],
  ['admin customers: ?search=', (c) => admin.agent.get(`/api/admin/customers?search=${q(`ali${c}`)}`)],
  ['admin customer by id', (c) => admin.agent.get(`/api/admin/customers/${q(c)}`)],
  ['admin banner create: alt text (multipart)', (c) => multipart(admin.agent.post('/api/admin/hero-images'), { altText: `Eid${c}` }, 'image')],
  ['admin banner update: alt text', (c) => admin.agent.patch(`/api/admin/hero-images/${banner.id}`).send({ altText: `Eid${c} sale` })],
];

describe.each([
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
])('when a text input holds %s', (_name, c) => {
  it.each(cases)('%s: then 400 with the message and nothing is written', async (_case, send) => {
    const before = await databaseState();
    const res: Response = await send(c);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: REFUSED });
    expect(await databaseState()).toBe(before);
  });
});

describe('control characters where text may have them', () => {
  it('when a JSON key holds a NUL, then the request is refused too', async () => {
    const before = await databaseState();
    const res = await customer.agent.post('/api/reviews/add').send({ productId: book.id, rating: 5, comment: 'Good', 'x\u0000': 1 });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: REFUSED });
    expect(await databaseState()).toBe(before);
  });

  it('when a single-line field holds a line break or a tab, then it is refused', async () => {
    const res = await admin.agent.post('/api/admin/products').send({ ...bookInput(), name: 'Raja\nGidh' });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: REFUSED });
    const tab = await customer.agent.post('/api/cart/add').send({ productId: book.id, quantity: 1, format: 'Paper\tback' });
    expect({ status: tab.status, message: tab.body.message }).toEqual({ status: 400, message: REFUSED });
  });

  it('when the Idempotency-Key header holds a tab (Node itself refuses NUL in headers), then no order is placed', async () => {
    const before = await databaseState();
    const res = await customer.agent
      .post('/api/checkout/process')
      .set('Idempotency-Key', 'key\tone')
      .send({ ...checkoutForm, items: [{ productId: book.id, quantity: 1 }] });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: MESSAGES.general.invalidRequest });
    expect(await databaseState()).toBe(before);
  });

  it('when a multi-line field holds line breaks and tabs, then they are kept', async () => {
    const res = await admin.agent.post('/api/admin/products').send({ ...bookInput(), description: 'Line one\r\nLine two\n\tIndented' });
    expect(res.status).toBe(201);
    expect(res.body.product.description).toBe('Line one\r\nLine two\n\tIndented');
    const profile = await customer.agent.put('/api/auth/update-profile').send({ ...address, shippingAddress: 'House 4\nStreet 9' });
    expect(profile.status).toBe(200);
    expect(profile.body.user.shippingAddress).toBe('House 4\nStreet 9');
  });

  it('when text holds a lone surrogate half or a noncharacter, then it is refused', async () => {
    for (const odd of ['\ud800', 'a\udc00b', '\uffff']) {
      const res = await customer.agent.post('/api/reviews/add').send({ productId: book.id, rating: 5, comment: `Nice ${odd}` });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: REFUSED });
    }
    const emoji = await customer.agent.post('/api/reviews/add').send({ productId: book.id, rating: 5, comment: 'Loved it \u{1F4DA}' });
    expect(emoji.status).toBe(200);
  });
});
