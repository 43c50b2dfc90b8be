import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orders, products } from '../../../db/schema';
import { createUser } from '../../../test/auth-helpers';
import { sessionCookieFor } from '../../../test/session-cookie';
import type { TestApp } from '../../../test/test-app';

/** A complete, valid checkout form (spec section 3). */
export const form = {
  firstName: 'Bilal',
  lastName: 'Ahmed',
  email: 'bilal@example.com',
  address: 'House 4, Street 9',
  city: 'Karachi',
  postCode: '75500',
  country: 'Pakistan',
  mobileNumber: '+923001234567',
  paymentMethod: 'cod',
  saveInfo: false,
};

export interface Shopper {
  id: string;
  email: string;
  cookie: string;
}

/** A verified customer with a live session. */
export async function shopper(t: TestApp): Promise<Shopper> {
  const user = await createUser(t.db);
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(t, user.id) };
}

type Line = { productId: string; quantity: unknown; format?: string; [extra: string]: unknown };

/** POST /api/checkout/process as `who`, with the form and the lines (and anything else in `extra`). */
export function checkout(t: TestApp, who: Shopper, items: Line[], extra: Record<string, unknown> = {}, key?: string) {
  const req = request(t.app).post('/api/checkout/process').set('Cookie', who.cookie);
  if (key) req.set('Idempotency-Key', key);
  return req.send({ ...form, items, ...extra });
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function ordersCountOf(t: TestApp, userId: string): Promise<number> {
  return (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;
}

/** `clicks` checkouts of the same lines under the same key at once (a double-click): each must answer 200 naming the same order, whose id is returned. */
export async function sameKeyRace(t: TestApp, who: Shopper, items: Line[], key: string, clicks = 5): Promise<string> {
  const results = await Promise.all(Array.from({ length: clicks }, () => checkout(t, who, items, {}, key)));
  expect(results.map((r) => r.status)).toEqual(Array<number>(clicks).fill(200));
  const ids = new Set(results.map((r) => r.body.order.id as string));
  expect(ids.size).toBe(1);
  return [...ids][0]!;
}
