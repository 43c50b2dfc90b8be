import { calcTotals, formatOrderNumber, MESSAGES, TRACKING_TOKEN_PATTERN } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orderTrackingTokens, products } from '../../../db/schema';
import { trackingTokenHash } from '../../../lib/auth/tracking-token';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { guestCreate, guestForm, itemRows, orderRow } from './guest-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stockOf = async (id: string) => (await t.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('guest checkout: POST /api/orders/guest-create', () => {
  it('when a guest orders cash on delivery with its own prices and totals, then the server prices it, defaults the format and stores a guest order', async () => {
    const book = await insertProduct(t.db, { pricePaisa: 750_00, sizes: ['Hardcover', 'Paperback'], stockQuantity: 5 });
    const form = guestForm();
    const res = await guestCreate(t, {
      ...form,
      items: [{ productId: book.id, quantity: 2, price: 1 }],
      totalPrice: 1,
      taxes: 0,
      shippingFee: 0,
    });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.guest.placed);
    const { id, orderNumber, trackingToken } = res.body.order;
    expect(orderNumber).toBe(formatOrderNumber((await orderRow(t, id)).orderNumber));
    expect(trackingToken).toMatch(TRACKING_TOKEN_PATTERN);

    const row = await orderRow(t, id);
    const totals = calcTotals([{ unitPricePaisa: 750_00, quantity: 2 }]);
    expect(row).toMatchObject({
      userId: null,
      isGuest: true,
      firstName: 'Ayesha',
      lastName: 'Noor Khan',
      email: form.guestEmail,
      mobileNumber: form.guestPhone,
      address: form.shippingAddress,
      paymentMethod: 'cod',
      paymentStatus: 'not_required',
      subtotalPaisa: totals.subtotal,
      taxPaisa: totals.taxes,
      shippingFeePaisa: totals.shippingFee,
      totalPaisa: totals.total,
    });
    expect(await itemRows(t, id)).toEqual([expect.objectContaining({ format: 'Hardcover', quantity: 2, unitPricePaisa: 750_00 })]);
    // only the token's hash is kept
    const tokens = await t.db.select().from(orderTrackingTokens).where(eq(orderTrackingTokens.orderId, id));
    expect(tokens.map((token) => token.tokenHash)).toEqual([trackingTokenHash(trackingToken)]);
    expect(JSON.stringify(row)).not.toContain(trackingToken);
  });

  it('when the same guest order is sent twice with one idempotency key, then the stock is taken once and both answers name one order whose tokens both open it', async () => {
    const book = await insertProduct(t.db, { stockQuantity: 4 });
    const body = { ...guestForm(), items: [{ productId: book.id, quantity: 3 }] };
    const first = await guestCreate(t, body, 'guest-key-1');
    const second = await guestCreate(t, { ...body, guestEmail: body.guestEmail.toUpperCase() }, 'guest-key-1');

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order.id).toBe(first.body.order.id);
    expect(await stockOf(book.id)).toBe(1);
    for (const token of [first.body.order.trackingToken, second.body.order.trackingToken]) {
      const opened = await request(t.app).get(`/api/orders/track/${token}`);
      expect(opened.body.order.id).toBe(first.body.order.id);
    }
  });

  it('when the key comes in the body and another guest e-mail uses the same key, then each e-mail gets its own order', async () => {
    const book = await insertProduct(t.db, { stockQuantity: 4 });
    const a = await guestCreate(t, { ...guestForm(), items: [{ productId: book.id, quantity: 1 }], idempotencyKey: 'shared-key' });
    const b = await guestCreate(t, { ...guestForm(), items: [{ productId: book.id, quantity: 1 }], idempotencyKey: 'shared-key' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.order.id).not.toBe(a.body.order.id);
  });

  it('when fields are missing or wrong, then the answer carries the catalogue texts', async () => {
    const book = await insertProduct(t.db);
    const items = [{ productId: book.id, quantity: 1 }];
    const cases: [object, string][] = [
      [{ ...guestForm(), guestName: ' ', items }, MESSAGES.guest.nameRequired],
      [{ ...guestForm(), guestEmail: 'not-an-email', items }, MESSAGES.checkout.emailRequired],
      [{ ...guestForm(), guestPhone: '12', items }, MESSAGES.checkout.mobileRequired],
      [{ ...guestForm(), items: [] }, MESSAGES.checkout.emptyCart],
      [{ ...guestForm(), items, paymentMethod: 'online' }, MESSAGES.checkout.paymentOptionRequired],
      [{ ...guestForm(), items: [{ productId: book.id, quantity: 1, format: 'Audiobook' }] }, MESSAGES.cart.selectFormat],
    ];
    for (const [body, message] of cases) {
      const res = await guestCreate(t, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });

  it('when a guest orders, then the confirmation mail to the guest carries the private link that opens the order', async () => {
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    const form = guestForm();
    const res = await guestCreate(t, { ...form, items: [{ productId: book.id, quantity: 1 }] });
    await t.settled();

    const mail = t.mailer.sent.find((m) => m.to === form.guestEmail);
    const link = `${t.config.publicUrl}/track-order/${res.body.order.trackingToken}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link);
    expect(mail?.text).not.toContain(`${t.config.publicUrl}/orders.`);
    const store = t.mailer.sent.find((m) => m.to === t.config.storeEmail && m.text.includes(res.body.order.id));
    expect(store?.text).not.toContain('/track-order/');
  });
});
