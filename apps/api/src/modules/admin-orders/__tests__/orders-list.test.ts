import { adminOrdersListResponseSchema, adminOrderResponseSchema, storeDate } from '@bookstore/contracts';
import { signInAdmin, createUser, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from './admin-test-helpers';

let t: TestApp;
let admin: SignedIn;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon (Pakistan time) of the shop day `days` ago. */
const noonDaysAgo = (days: number) => new Date(`${storeDate(new Date(Date.now() - days * DAY_MS))}T12:00:00+05:00`);
const dayAgo = (days: number) => storeDate(new Date(Date.now() - days * DAY_MS));

const ids: Record<'a' | 'b' | 'c' | 'd' | 'e', string> = { a: '', b: '', c: '', d: '', e: '' };
let customerId = '';
/** The sequence value of order b's number ('KG-' + it). */
let numberOfB = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  const customer = await createUser(t.db, { name: 'Ayesha', lastName: 'Siddiqui', email: 'ayesha.account@example.com' });
  customerId = customer.id;
  const book = await insertProduct(t.db, { pricePaisa: 1000_00 });
  const other = await insertProduct(t.db, { pricePaisa: 250_00 });
  ids.d = (await insertOrder(t, { status: 'cancelled', paymentMethod: 'online', withProof: true, firstName: 'Danish', lastName: 'Iqbal', createdAt: noonDaysAgo(40) })).id;
  ids.c = (await insertOrder(t, { paymentMethod: 'online', withProof: true, firstName: 'Kamran', lastName: 'Ali', email: 'kamran@mail.pk', createdAt: noonDaysAgo(10) })).id;
  const b = await insertOrder(t, {
      userId: customer.id,
      status: 'confirmed',
      paymentMethod: 'online',
      paymentStatus: 'verified',
      firstName: 'Ayesha',
      lastName: 'Siddiqui',
      email: 'Ayesha@Shop.pk',
      mobileNumber: '0321 7654321',
      city: 'Lahore',
      createdAt: noonDaysAgo(3),
      lines: [{ product: book, quantity: 1 }],
    });
  ids.b = b.id;
  numberOfB = b.orderNumber;
  ids.a = (await insertOrder(t, { firstName: 'Bilal', lastName: 'Ahmed', createdAt: new Date(Date.now() - 60_000) })).id;
  ids.e = (
    await insertOrder(t, {
      status: 'shipped',
      firstName: 'Erum',
      lastName: 'Shah',
      shippingMethod: 'tcs',
      trackingId: 'TCS-1',
      lines: [
        { product: book, quantity: 2 },
        { product: other, quantity: 3 },
      ],
    })
  ).id;
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await admin.agent.get('/api/admin/orders').query(query);
  if (res.status === 200) adminOrdersListResponseSchema.parse(res.body);
  return res;
};
const idsOf = (res: { body: { orders: { id: string }[] } }) => res.body.orders.map((o) => o.id);

describe('GET /api/admin/orders', () => {
  it('when no filter is set, then every order comes newest first with counts per status', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.e, ids.a, ids.b, ids.c, ids.d]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
    expect(res.body.counts).toEqual({
      all: 5,
      pending: 2,
      confirmed: 1,
      processing: 0,
      ready_for_shipment: 0,
      shipped: 1,
      out_for_delivery: 0,
      delivered: 0,
      cancelled: 1,
      refunded: 0,
      partially_refunded: 0,
    });
  });

  it('when a row is shown, then it carries the KG- number, the short id, copies, total in rupees, payment and tracking', async () => {
    const res = await list();
    const e = res.body.orders[0];
    expect(e.orderNumber).toMatch(/^KG-\d{5}$/);
    expect(new Set(res.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).size).toBe(5);
    expect(e).toMatchObject({
      id: ids.e,
      shortId: ids.e.slice(0, 8).toUpperCase(),
      status: 'shipped',
      customerName: 'Erum Shah',
      itemCount: 5,
      total: 2750 + 55 + 99,
      paymentMethod: 'cod',
      paymentStatus: 'not_required',
      proofWaiting: false,
      shippingMethod: 'tcs',
      trackingId: 'TCS-1',
    });
  });

  it('when filtered by status, then only those orders come and the tabs still count over the other filters', async () => {
    const res = await list({ status: 'pending' });
    expect(idsOf(res)).toEqual([ids.a, ids.c]);
    expect(res.body.pagination.total).toBe(2);
    expect(res.body.counts.all).toBe(5);
  });

  it('when filtered by payment method, then the counts follow that filter', async () => {
    const res = await list({ paymentMethod: 'online' });
    expect(idsOf(res)).toEqual([ids.b, ids.c, ids.d]);
    expect(res.body.counts).toMatchObject({ all: 3, pending: 1, confirmed: 1, cancelled: 1, shipped: 0 });
  });

  it('when only waiting proofs are asked for, then a cancelled order with an old proof is left out', async () => {
    const res = await list({ proof: 'waiting' });
    expect(idsOf(res)).toEqual([ids.c]);
    expect(res.body.orders[0].proofWaiting).toBe(true);
  });

  it('when a date range is given, then whole shop days are included at both ends', async () => {
    expect(idsOf(await list({ from: dayAgo(5) }))).toEqual([ids.e, ids.a, ids.b]);
    expect(idsOf(await list({ from: dayAgo(3), to: dayAgo(3) }))).toEqual([ids.b]);
    expect(idsOf(await list({ to: dayAgo(10) }))).toEqual([ids.c, ids.d]);
    expect(idsOf(await list({ from: dayAgo(5), status: 'pending' }))).toEqual([ids.a]);
  });

  it.each([
    ['the order number', () => `KG-${numberOfB}`],
    ['the order number in lower case with a hash', () => `#kg-${numberOfB}`],
    ['the digits of the order number', () => `${numberOfB}`],
    ['the first 8 characters', () => ids.b.slice(0, 8)],
    ['the upper-case short id with #', () => `#${ids.b.slice(0, 8).toUpperCase()}`],
    ['the whole id', () => ids.b],
    ['part of the name', () => 'siddiq'],
    ['the e-mail in another case', () => 'AYESHA@SHOP.PK'],
    ['the phone without spaces', () => '03217654321'],
    ['the end of the phone', () => '7654321'],
  ])('when searching by %s, then the order is found', async (_label, term) => {
    const res = await list({ search: term() });
    expect(idsOf(res)).toEqual([ids.b]);
  });

  it('when the search is junk shaped like a number, an unknown number or huge, then nothing matches and nothing breaks', async () => {
    for (const junk of ["KG-'; drop table orders;--", `KG-${numberOfB}' or '1'='1`, 'KG-99999', 'KG-0', `KG-${'9'.repeat(40)}`]) {
      const res = await list({ search: junk });
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual([]);
    }
    const huge = await list({ search: 'KG-'.repeat(1000) });
    expect(huge.status).toBe(400);
    expect(idsOf(await list())).toHaveLength(5);
  });

  it('when the search has LIKE wildcards, then they match literally', async () => {
    expect(idsOf(await list({ search: '%' }))).toEqual([]);
    expect(idsOf(await list({ search: '_' }))).toEqual([]);
  });

  it('when paging, then pages follow the same order and report the total', async () => {
    const res = await list({ limit: 2, page: 2 });
    expect(idsOf(res)).toEqual([ids.b, ids.c]);
    expect(res.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const past = await list({ limit: 2, page: 9 });
    expect(idsOf(past)).toEqual([]);
    expect(past.body.pagination.total).toBe(5);
  });

  it.each([
    [{ status: 'lost' }, 'Invalid request'],
    [{ paymentMethod: 'card' }, 'Invalid request'],
    [{ proof: 'maybe' }, 'Invalid request'],
    [{ from: '2024-13-01' }, 'Enter the date as YYYY-MM-DD.'],
    [{ from: '2024-05-02', to: '2024-05-01' }, 'The start date must be on or before the end date.'],
    [{ limit: 500 }, 'Invalid request'],
  ])('when the query is %j, then 400 "%s"', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  it('when an order is opened, then it shows lines, customer, address, totals, timeline and the allowed moves', async () => {
    const res = await admin.agent.get(`/api/admin/orders/${ids.b}`);
    expect(res.status).toBe(200);
    adminOrderResponseSchema.parse(res.body);
    expect(res.body.order).toMatchObject({
      id: ids.b,
      status: 'confirmed',
      customer: { id: customerId, name: 'Ayesha Siddiqui', email: 'ayesha.account@example.com' },
      shippingAddress: { firstName: 'Ayesha', lastName: 'Siddiqui', email: 'Ayesha@Shop.pk', city: 'Lahore', country: 'Pakistan' },
      subtotal: 1000,
      tax: 20,
      shippingFee: 99,
      total: 1119,
      estimatedDelivery: null,
      proofs: [],
      allowedStatuses: ['processing', 'cancelled'],
      trackingUrl: null,
    });
    expect(res.body.order.items).toEqual([
      expect.objectContaining({ quantity: 1, price: 1000, originalPrice: null, lineTotal: 1000, format: 'Paperback' }),
    ]);
    expect(res.body.order.events).toEqual([
      expect.objectContaining({ actor: { id: customerId, name: 'Ayesha Siddiqui' }, fromStatus: null, toStatus: 'pending', note: 'Order placed' }),
    ]);
  });

  it('when the order has several lines and a tracking id, then line totals and the tracking link are given', async () => {
    const res = await admin.agent.get(`/api/admin/orders/${ids.e}`);
    expect(res.body.order.customer).toBeNull();
    expect(res.body.order.items.map((i: { lineTotal: number }) => i.lineTotal).sort((x: number, y: number) => x - y)).toEqual([750, 2000]);
    expect(res.body.order.trackingUrl).toBe('https://www.tcsexpress.com/track/TCS-1');
  });

  it("when the order does not exist, then 404 'Order not found'", async () => {
    for (const id of ['0b6f5d2e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin.agent.get(`/api/admin/orders/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Order not found', requestId: expect.any(String) });
    }
  });
});
