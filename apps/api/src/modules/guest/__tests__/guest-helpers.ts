import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orderItems, orders } from '../../../db/schema';
import { uniqueEmail } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/** Smallest file the upload takes as a PNG (its magic number, then filler). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A complete guest order form (the shape other storefronts send), without its lines. */
export const guestForm = (email = uniqueEmail('guest')) => ({
  guestName: 'Ayesha Noor Khan',
  guestEmail: email,
  guestPhone: '0300-1234567',
  shippingAddress: 'House 4, Street 9',
  city: 'Lahore',
  postCode: '54000',
  country: 'Pakistan',
});

/** POST /api/orders/guest-create with `body` (and an Idempotency-Key header when given). */
export function guestCreate(t: TestApp, body: object, key?: string) {
  const req = request(t.app).post('/api/orders/guest-create');
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
}

/** A placed guest order of one fresh book; answers its id, number, token and e-mail. */
export async function placeGuestOrder(t: TestApp, extra: Record<string, unknown> = {}) {
  const book = await insertProduct(t.db, { stockQuantity: 3 });
  const form = guestForm();
  const res = await guestCreate(t, { ...form, items: [{ productId: book.id, quantity: 1 }], ...extra });
  if (res.status !== 200) throw new Error(`guest checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const order = res.body.order as { id: string; orderNumber: string; trackingToken: string };
  return { ...order, email: form.guestEmail, phone: form.guestPhone, book };
}

export const orderRow = async (t: TestApp, id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const itemRows = (t: TestApp, id: string) => t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
