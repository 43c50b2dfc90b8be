import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultStoreSettings, MAX_PROOF_UPLOADS_PER_ORDER, MESSAGES } from '@bookstore/contracts';
import type { Store } from 'express-rate-limit';
import pino from 'pino';
import request from 'supertest';
import type { RateLimitBackend } from '../../../lib/rate-limit/backend';
import type { PrivateStorage } from '../../../lib/storage/storage';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPaymentProofService } from '../payment-proof.service';
import { shopper } from './checkout-helpers';
import { JPEG, orderOf, placeOnlineOrder, PNG, privateProofFiles, privateProofsDir, proofMailsFor, proofsOf, uploadProof } from './proof-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one current proof per order', () => {
  it('when the customer sends a second screenshot while the first waits, then it replaces the first: one row, one file, the old file deleted', async () => {
    const who = await shopper(t);
    const orderId = await placeOnlineOrder(t, who);
    expect((await uploadProof(t, who, orderId, PNG)).status).toBe(200);
    const [first] = await proofsOf(t, orderId);
    const firstFile = path.join(t.config.dataDir, 'private', first!.storageKey);
    expect(existsSync(firstFile)).toBe(true);

    const res = await uploadProof(t, who, orderId, JPEG);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Payment proof uploaded successfully' });
    const proofs = await proofsOf(t, orderId);
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toMatchObject({ status: 'pending', storageKey: expect.stringMatching(/^proofs\/[0-9a-f-]{36}\.jpg$/) });
    expect(proofs[0]!.id).not.toBe(first!.id);
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private', proofs[0]!.storageKey))).toBe(true);
    expect(await orderOf(t, orderId)).toMatchObject({ paymentStatus: 'pending_review', proofUploads: 2 });
  });

  it('when a screenshot replaces a waiting one, then the timeline says so', async () => {
    const who = await shopper(t);
    const orderId = await placeOnlineOrder(t, who);
    await uploadProof(t, who, orderId);
    await uploadProof(t, who, orderId);
    const detail = await t.db.query.orderEvents.findMany({ where: (e, { eq }) => eq(e.orderId, orderId), orderBy: (e, { asc }) => [asc(e.createdAt)] });
    expect(detail.map((e) => e.note)).toEqual(['Order placed', 'Payment proof uploaded', 'Payment proof replaced']);
  });

  it('when the old file cannot be deleted, then the upload still succeeds and the failure is logged', async () => {
    const who = await shopper(t);
    const orderId = await placeOnlineOrder(t, who);
    expect((await uploadProof(t, who, orderId)).status).toBe(200);
    const [old] = await proofsOf(t, orderId);
    const storage: PrivateStorage = {
      putPrivate: (file) => t.storage.putPrivate(file),
      readPrivate: (key) => t.storage.readPrivate(key),
      removePrivate: () => Promise.reject(new Error('disk went read-only')),
      makePrivate: (key) => t.storage.makePrivate(key),
    };
    const warnings: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const service = createPaymentProofService({ db: t.db, storage, notifier: { proofUploaded: async () => {} }, logger, clock: () => new Date(), settings: { settings: () => Promise.resolve(defaultStoreSettings({ notificationEmail: 'orders@test.local' })) } });

    await expect(service.upload(who.id, orderId, { data: JPEG, type: 'jpeg' })).resolves.toBe('Payment proof uploaded successfully');
    const [current] = await proofsOf(t, orderId);
    expect(current!.storageKey).not.toBe(old!.storageKey);
    expect(warnings).toEqual([expect.objectContaining({ key: old!.storageKey, msg: 'could not remove a payment proof file' })]);
  });
});

describe('the cap of uploads per order', () => {
  it(`when an order has received ${MAX_PROOF_UPLOADS_PER_ORDER} screenshots, then the next is refused with 409 and nothing changes`, async () => {
    const who = await shopper(t);
    const orderId = await placeOnlineOrder(t, who);
    for (let i = 0; i < MAX_PROOF_UPLOADS_PER_ORDER; i++) expect((await uploadProof(t, who, orderId)).status).toBe(200);
    const [before] = await proofsOf(t, orderId);
    const files = privateProofFiles(t);

    for (const url of ['/api/checkout/upload-proof', '/checkout/upload-proof']) {
      const res = await uploadProof(t, who, orderId, JPEG, url);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: MESSAGES.checkout.proofUploadLimit, requestId: expect.any(String) });
    }
    expect(MESSAGES.checkout.proofUploadLimit).toBe(
      'This order has already received 5 payment proofs. Please contact us if you need to send another.',
    );
    expect(await proofsOf(t, orderId)).toEqual([before]);
    expect(privateProofFiles(t)).toEqual(files);
    expect((await orderOf(t, orderId)).proofUploads).toBe(MAX_PROOF_UPLOADS_PER_ORDER);
  });

  it('when another order of the same customer is at the cap, then this order still takes its proof', async () => {
    const who = await shopper(t);
    const full = await placeOnlineOrder(t, who);
    for (let i = 0; i < MAX_PROOF_UPLOADS_PER_ORDER; i++) await uploadProof(t, who, full);
    const other = await placeOnlineOrder(t, who);
    expect((await uploadProof(t, who, other)).status).toBe(200);
  });

  it('when 20 uploads for one order arrive at once, then 5 pass, the rest get 409, and only the current proof is left in storage', async () => {
    const who = await shopper(t);
    const orderId = await placeOnlineOrder(t, who);
    const filesBefore = privateProofFiles(t);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadProof(t, who, orderId, i % 2 ? JPEG : PNG)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(MAX_PROOF_UPLOADS_PER_ORDER).fill(200), ...Array<number>(20 - MAX_PROOF_UPLOADS_PER_ORDER).fill(409)]);

    const proofs = await proofsOf(t, orderId);
    expect(proofs).toHaveLength(1);
    expect((await orderOf(t, orderId)).proofUploads).toBe(MAX_PROOF_UPLOADS_PER_ORDER);
    // every file stored on the way is either the current proof or removed again
    const added = privateProofFiles(t).filter((name) => !filesBefore.includes(name));
    expect(added.map((name) => `proofs/${name}`)).toEqual([proofs[0]!.storageKey]);
    expect(existsSync(path.join(privateProofsDir(t), path.basename(proofs[0]!.storageKey)))).toBe(true);
    await t.settled();
    expect(proofMailsFor(t, orderId)).toHaveLength(1);
  });
});

describe('mails to the shop', () => {
  it('when a proof starts waiting, then the shop is mailed once; replacing it while it waits mails nobody', async () => {
    const who = await shopper(t);
    const orderId = await placeOnlineOrder(t, who);
    await uploadProof(t, who, orderId);
    await t.settled();
    expect(proofMailsFor(t, orderId)).toHaveLength(1);
    await uploadProof(t, who, orderId, JPEG);
    await uploadProof(t, who, orderId);
    await t.settled();
    expect(proofMailsFor(t, orderId)).toHaveLength(1);
  });

  it('when the customer sends proofs for two orders, then the shop hears about each', async () => {
    const who = await shopper(t);
    const one = await placeOnlineOrder(t, who);
    const two = await placeOnlineOrder(t, who);
    await uploadProof(t, who, one);
    await uploadProof(t, who, two);
    await t.settled();
    expect(proofMailsFor(t, one)).toHaveLength(1);
    expect(proofMailsFor(t, two)).toHaveLength(1);
  });
});

describe('the general rate limit', () => {
  /** A limiter store that counts every request it sees and says each is far over the limit. */
  function exhaustedBackend(seen: string[]): RateLimitBackend {
    const store: Store = {
      increment: async (key) => {
        seen.push(key);
        return { totalHits: 1_000_000, resetTime: new Date(Date.now() + 60_000) };
      },
      decrement: async () => {},
      resetKey: async () => {},
    };
    return { kind: 'memory', store: (name) => (name === 'api' ? store : undefined), logger: console, close: async () => {} };
  }

  it('when the API limit is used up, then the upload path without /api is refused with 429 too, before anything is stored', async () => {
    const seen: string[] = [];
    const limited = await createTestApp({}, { rateLimitBackend: exhaustedBackend(seen) });
    try {
      const who = await shopper(limited);
      const res = await request(limited.app)
        .post('/checkout/upload-proof')
        .set('Cookie', who.cookie)
        .field('orderId', '00000000-0000-4000-8000-000000000000')
        .attach('proof', PNG, { filename: 'receipt.png', contentType: 'image/png' });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, code: 'RATE_LIMITED', message: MESSAGES.general.tooManyRequests, requestId: expect.any(String) });
      expect(seen).toHaveLength(1);
      expect((await request(limited.app).post('/api/checkout/upload-proof').set('Cookie', who.cookie)).status).toBe(429);
      expect(seen).toHaveLength(2);
      // files outside the API are not counted
      expect((await request(limited.app).get('/uploads/covers/none.png')).status).toBe(404);
      expect(seen).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
