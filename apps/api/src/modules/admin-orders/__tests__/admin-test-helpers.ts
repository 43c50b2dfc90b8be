import type { OrderStatus, PaymentMethod, PaymentStatus } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import { orderEvents, orderItems, orders, paymentProofs, products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

type ProductRow = typeof products.$inferSelect;

export interface TestOrderOptions {
  userId?: string | null;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobileNumber?: string;
  city?: string;
  createdAt?: Date;
  /** Lines; by default one copy of a new book priced Rs. 500. */
  lines?: { product: ProductRow | null; quantity: number; pricePaisa?: number }[];
  shippingMethod?: (typeof orders.$inferInsert)['shippingMethod'];
  trackingId?: string | null;
  /** Adds a pending payment proof (and sets the payment to 'pending_review'). */
  withProof?: boolean;
}

/**
 * An order written straight into the database in any state, as checkout would have left it (stock is NOT
 * taken off here: tests of restocking compare against the stock before the change).
 */
export async function insertOrder(t: Pick<TestApp, 'db'>, options: TestOrderOptions = {}) {
  const lines = options.lines ?? [{ product: await insertProduct(t.db), quantity: 1 }];
  const subtotal = lines.reduce((sum, line) => sum + (line.pricePaisa ?? line.product?.pricePaisa ?? 500_00) * line.quantity, 0);
  const tax = Math.round(subtotal * 0.02);
  const online = (options.paymentMethod ?? 'cod') === 'online';
  const createdAt = options.createdAt ?? new Date();
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: options.userId ?? null,
      status: options.status ?? 'pending',
      paymentMethod: options.paymentMethod ?? 'cod',
      onlinePaymentOption: online ? 'JazzCash' : null,
      paymentStatus: options.paymentStatus ?? (options.withProof ? 'pending_review' : online ? 'awaiting_proof' : 'not_required'),
      firstName: options.firstName ?? 'Bilal',
      lastName: options.lastName ?? 'Ahmed',
      email: options.email ?? 'bilal@example.com',
      mobileNumber: options.mobileNumber ?? '+923001234567',
      address: 'House 4, Street 9',
      city: options.city ?? 'Karachi',
      postCode: '75500',
      country: 'Pakistan',
      shippingMethod: options.shippingMethod ?? null,
      trackingId: options.trackingId ?? null,
      subtotalPaisa: subtotal,
      taxPaisa: tax,
      shippingFeePaisa: 99_00,
      totalPaisa: subtotal + tax + 99_00,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await t.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      productId: line.product?.id ?? null,
      name: line.product?.name ?? 'A book no longer sold',
      image: line.product?.images[0] ?? '',
      format: 'Paperback',
      quantity: line.quantity,
      unitPricePaisa: line.pricePaisa ?? line.product?.pricePaisa ?? 500_00,
      originalPricePaisa: null,
    })),
  );
  await t.db.insert(orderEvents).values({ orderId: order!.id, actorId: options.userId ?? null, toStatus: 'pending', note: 'Order placed', createdAt });
  let proofId: string | undefined;
  if (options.withProof) {
    const [proof] = await t.db
      .insert(paymentProofs)
      .values({ orderId: order!.id, storageKey: 'proofs/test.png', createdAt })
      .returning();
    proofId = proof!.id;
  }
  return { ...order!, proofId };
}

export async function orderRow(t: Pick<TestApp, 'db'>, id: string) {
  return (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}

export async function stockOf(t: Pick<TestApp, 'db'>, productId: string): Promise<number> {
  return (await t.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]!.stock;
}

export async function eventsOf(t: Pick<TestApp, 'db'>, orderId: string) {
  return t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
}
