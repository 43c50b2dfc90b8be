import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@bookstore/contracts';
import { eq, sql } from 'drizzle-orm';
import { checkout, shopper, stockOf } from '../../modules/checkout/__tests__/checkout-helpers';
import { signIn } from '../../test/auth-helpers';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { cartItems, products } from '../schema';

const BUSY = { success: false, code: 'UNAVAILABLE', message: MESSAGES.general.busy, requestId: expect.any(String) };

/**
 * The embedded database whatever DATABASE_URL says (the queue is its own; PostgreSQL has a pool): from
 * the migrated test snapshot when there is one, else migrated here.
 */
async function embeddedApp(queueMs: number): Promise<TestApp> {
  const snapshot = process.env.BOOKSTORE_TEST_SNAPSHOT;
  if (snapshot) {
    const data = await readFile(snapshot);
    return createTestApp({}, { database: await openDatabase({ loadDataDir: new Blob([new Uint8Array(data)]), timeouts: { queueMs } }) });
  }
  const database = await openDatabase({ dataDir: await mkdtemp(path.join(os.tmpdir(), 'queue-')), timeouts: { queueMs } });
  await runMigrations(database);
  return createTestApp({}, { database });
}

/** A transaction that holds the database until `release()` is called, as a slow checkout would. */
function holdDatabase(t: TestApp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = t.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    started();
    await gate;
  });
  return { holding, release: async () => (release(), await done) };
}

describe('the embedded database queue (DB_QUEUE_TIMEOUT_MS)', () => {
  it('when a write waits longer than the allowance, then 503 with the busy message and Retry-After, and nothing changes', async () => {
    const t = await embeddedApp(200);
    try {
      const me = await signIn(t.app, t.db);
      const book = await insertProduct(t.db, { stockQuantity: 3 });
      const hold = holdDatabase(t);
      await hold.holding;
      const started = Date.now();
      const res = await me.agent.post('/api/cart/add').send({ productId: book.id, quantity: 1, format: 'Paperback' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(BUSY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // it waited about its allowance, not until the other transaction ended
      expect(Date.now() - started).toBeLessThan(3_000);
      await hold.release();
      expect(await t.db.select().from(cartItems)).toEqual([]);
      // once the database is free the same request goes through
      expect((await me.agent.post('/api/cart/add').send({ productId: book.id, quantity: 1, format: 'Paperback' })).status).toBe(200);
      expect(await t.db.select({ productId: cartItems.productId }).from(cartItems)).toEqual([{ productId: book.id }]);
    } finally {
      await t.close();
    }
  });

  it('when checkouts wait in line within the allowance, then each is served in turn and stock never goes below zero', async () => {
    const t = await embeddedApp(5_000);
    try {
      const book = await insertProduct(t.db, { stockQuantity: 3, sizes: [] });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper(t)));
      const answers = await Promise.all(buyers.map((who) => checkout(t, who, [{ productId: book.id, quantity: 1 }])));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
      expect(answers.filter((r) => r.status === 503)).toEqual([]);
      expect(await stockOf(t, book.id)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('when a held transaction ends before the allowance, then the waiting request is served, not refused', async () => {
    const t = await embeddedApp(5_000);
    try {
      const book = await insertProduct(t.db);
      const hold = holdDatabase(t);
      await hold.holding;
      const pending = t.db.select({ id: products.id }).from(products).where(eq(products.id, book.id));
      setTimeout(() => void hold.release(), 100);
      expect(await pending).toEqual([{ id: book.id }]);
    } finally {
      await t.close();
    }
  });
});
