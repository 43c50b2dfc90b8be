import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orders, paymentProofs } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { checkout, type Shopper } from './checkout-helpers';

/** Smallest files the upload takes for a PNG and a JPEG (their magic numbers, then filler). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** A placed order paid online (JazzCash) of `who`, waiting for its proof. */
export async function placeOnlineOrder(t: TestApp, who: Shopper): Promise<string> {
  const book = await insertProduct(t.db, { stockQuantity: 1 });
  const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { paymentMethod: 'online', onlinePaymentOption: 'JazzCash' });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order.id as string;
}

/** POST /api/checkout/upload-proof (or `url`) as `who` with `file`. */
export function uploadProof(t: TestApp, who: Shopper, orderId: string, file: Buffer = PNG, url = '/api/checkout/upload-proof') {
  return request(t.app)
    .post(url)
    .set('Cookie', who.cookie)
    .field('orderId', orderId)
    .attach('proof', file, { filename: 'receipt.png', contentType: 'image/png' });
}

/** Folder of the disk storage's private proofs. */
export const privateProofsDir = (t: TestApp) => path.join(t.config.dataDir, 'private', 'proofs');

/** Names of the files in the private proofs folder. */
export const privateProofFiles = (t: TestApp): string[] => (existsSync(privateProofsDir(t)) ? readdirSync(privateProofsDir(t)).sort() : []);

export const proofsOf = (t: TestApp, orderId: string) => t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId));

export const orderOf = async (t: TestApp, orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** The mails to the shop about a proof of this order. */
export const proofMailsFor = (t: TestApp, orderId: string) =>
  t.mailer.sent.filter((mail) => mail.to === t.config.storeEmail && mail.subject.includes('Payment proof') && mail.text.includes(orderId));
