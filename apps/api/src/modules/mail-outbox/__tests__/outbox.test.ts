import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { mailOutbox } from '../../../db/schema';
import type { Db } from '../../../db/client';
import request from 'supertest';
import { lastCodeTo, testClock } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { flakyMailer } from '../../../test/flaky-mailer';
import { createTestApp } from '../../../test/test-app';
import { createMemoryMailer } from '../../../lib/mail/mailer';
import { createMailOutbox, enqueueMail, MAIL_PRIORITY } from '../../../lib/mail/outbox';
import { checkout, shopper, form } from '../../checkout/__tests__/checkout-helpers';
import type { TestApp } from '../../../test/test-app';

const silent = pino({ level: 'silent' });

async function placeOrder(t: TestApp) {
  const who = await shopper(t);
  const book = await insertProduct(t.db, { pricePaisa: 500_00, stockQuantity: 10, sizes: [] });
  const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
  expect(res.status).toBe(200);
  return res.body.order as { id: string; orderNumber: string };
}

const confirmationsOf = (sent: { to: string; subject: string }[], orderNumber: string) =>
  sent.filter((m) => m.to === form.email && m.subject.includes(orderNumber));


/** The database with every `execute` recorded as SQL text, to count what the worker asks. */
function recordingStatements(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const recorded = new Proxy(db, {
    get(target, name, receiver) {
      if (name !== 'execute') return Reflect.get(target, name, receiver) as unknown;
      return (query: Parameters<Db['execute']>[0]) => {
        statements.push(dialect.sqlToQuery(query as SQL).sql);
        return target.execute(query);
      };
    },
  });
  return { db: recorded, statements };
}

describe('the mail outbox', () => {
  it('when the mail server is down while an order is placed, then the order stands and its mails arrive once the server is back, once each', async () => {
    const clock = testClock();
    const mailer = flakyMailer();
    mailer.down();
    const t = await createTestApp({}, { mailer, clock });
    try {
      const order = await placeOrder(t);
      expect(mailer.sent).toEqual([]);
      mailer.up();
      await t.settled();
      // not yet due: the next try waits its backoff
      expect(mailer.sent).toEqual([]);
      clock.advance(30_000);
      await t.settled();
      expect(confirmationsOf(mailer.sent, order.orderNumber)).toHaveLength(1);
      expect(mailer.sent.filter((m) => m.to === 'orders@test.local')).toHaveLength(1);
      clock.advance(24 * 60 * 60_000);
      await t.settled();
      expect(mailer.sent).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('when the process dies between the commit and the send, then a new process on the same database sends the mails once', async () => {
    const dead = await createTestApp({}, { mailWorker: 'off' });
    try {
      const order = await placeOrder(dead);
      expect(dead.mailer.sent).toEqual([]);
      const restarted = createMemoryMailer();
      const worker = createMailOutbox({ db: dead.db, mailer: restarted, logger: silent });
      expect(await worker.drain()).toBe(2);
      expect(await worker.drain()).toBe(0);
      expect(confirmationsOf(restarted.sent, order.orderNumber)).toHaveLength(1);
      expect(restarted.sent).toHaveLength(2);
    } finally {
      await dead.close();
    }
  });

  it('when a worker died while sending, then its lease runs out and another worker sends the mail', async () => {
    const clock = testClock();
    const t = await createTestApp({}, { mailWorker: 'off' });
    try {
      await enqueueMail(t.db, { kind: 'test', to: 'a@example.com', subject: 's', text: 't', html: 'h' }, clock());
      // a worker that takes the row and never answers
      const stuck = createMailOutbox({ db: t.db, mailer: { send: () => new Promise(() => {}) }, logger: silent, clock, leaseMs: 60_000 });
      void stuck.drain();
      await new Promise((r) => setTimeout(r, 200));
      const other = createMemoryMailer();
      const worker = createMailOutbox({ db: t.db, mailer: other, logger: silent, clock });
      expect(await worker.drain()).toBe(0);
      clock.advance(61_000);
      expect(await worker.drain()).toBe(1);
      expect(other.sent.map((m) => m.to)).toEqual(['a@example.com']);
    } finally {
      await t.close();
    }
  });

  it('when two workers drain one database at once, then every mail is sent exactly once', async () => {
    const t = await createTestApp({}, { mailWorker: 'off' });
    try {
      const now = new Date();
      for (let i = 0; i < 40; i++) await enqueueMail(t.db, { kind: 'test', to: `r${i}@example.com`, subject: `s${i}`, text: 't', html: 'h' }, now);
      const a = createMemoryMailer();
      const b = createMemoryMailer();
      const slowly = (m: ReturnType<typeof createMemoryMailer>) => ({ send: async (mail: Parameters<typeof m.send>[0]) => { await new Promise((r) => setTimeout(r, 2)); await m.send(mail); } });
      const first = createMailOutbox({ db: t.db, mailer: slowly(a), logger: silent, batchSize: 3 });
      const second = createMailOutbox({ db: t.db, mailer: slowly(b), logger: silent, batchSize: 3 });
      await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
      const all = [...a.sent, ...b.sent].map((m) => m.to);
      expect(all).toHaveLength(40);
      expect(new Set(all).size).toBe(40);
      const rows = await t.db.select({ status: mailOutbox.status }).from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('when a code mail is queued after older order mails, then the code goes out first', async () => {
    const t = await createTestApp({}, { mailWorker: 'off' });
    try {
      const earlier = new Date(Date.now() - 60_000);
      await enqueueMail(t.db, { kind: 'order-confirmation', to: 'old@example.com', subject: 'order', text: 't', html: 'h' }, earlier);
      await enqueueMail(t.db, { kind: 'order-update', to: 'old2@example.com', subject: 'update', text: 't', html: 'h' }, new Date(earlier.getTime() + 1_000));
      await enqueueMail(t.db, { kind: 'otp-verify', priority: MAIL_PRIORITY.code, to: 'new@example.com', subject: 'code', text: 't', html: 'h' }, new Date());
      const mailer = createMemoryMailer();
      await createMailOutbox({ db: t.db, mailer, logger: silent, batchSize: 1 }).drain();
      expect(mailer.sent.map((m) => m.subject)).toEqual(['code', 'order', 'update']);
    } finally {
      await t.close();
    }
  });

  it('when a mail fails every try, then it is marked failed with the error after the last one, and tried no more', async () => {
    const clock = testClock();
    const mailer = flakyMailer();
    mailer.down();
    const t = await createTestApp({}, { mailer, clock, outbox: { maxAttempts: 3, backoffMs: 1_000 } });
    try {
      await enqueueMail(t.db, { kind: 'test', to: 'x@example.com', subject: 's', text: 't', html: 'h' }, clock());
      await t.settled();
      for (const wait of [1_000, 2_000]) {
        clock.advance(wait - 1);
        await t.settled();
        clock.advance(1);
        await t.settled();
      }
      expect(mailer.tries).toBe(3);
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'x@example.com'));
      expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'smtp down' });
      clock.advance(24 * 60 * 60_000);
      await t.settled();
      expect(mailer.tries).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('when the worker polls an outbox with nothing due, then it writes nothing, and on the embedded database it asks nothing until a write or the next due time', async () => {
    const clock = testClock();
    const t = await createTestApp({}, { mailWorker: 'off' });
    try {
      const mailer = flakyMailer();
      const { db: recorded, statements } = recordingStatements(t.db);
      const worker = createMailOutbox({ db: recorded, mailer, logger: silent, clock, writeEpoch: t.database.writeEpoch });
      const mail = (to: string) => enqueueMail(t.db, { kind: 'test', to, subject: 's', text: 't', html: 'h' }, clock());
      // a sent mail, and one that failed and waits 30 s for its next try
      await mail('a@example.com');
      expect(await worker.drain()).toBe(1);
      mailer.down();
      await mail('b@example.com');
      expect(await worker.drain()).toBe(1);
      mailer.up();
      statements.length = 0;
      const epoch = t.database.writeEpoch?.();
      expect(await worker.drain()).toBe(0);
      clock.advance(29_000);
      expect(await worker.drain()).toBe(0);
      expect(statements.filter((text) => !/^\s*select\b/i.test(text))).toEqual([]);
      expect(t.database.writeEpoch?.()).toBe(epoch);
      // PostgreSQL may be written by other processes: it is read at each poll; PGlite only by this one
      expect(statements).toHaveLength(t.database.writeEpoch ? 0 : 2);
      // a new mail (a write) is found at the next poll, and the failed one once due
      await mail('c@example.com');
      expect(await worker.drain()).toBe(1);
      clock.advance(1_000);
      expect(await worker.drain()).toBe(1);
      expect(mailer.sent.map((m) => m.to)).toEqual(['a@example.com', 'c@example.com', 'b@example.com']);
    } finally {
      await t.close();
    }
  });

  it('when a commit that wrote mail wakes the worker, or a claim took a full batch, then the next claim goes without the look-up before it', async () => {
    const clock = testClock();
    const t = await createTestApp({}, { mailWorker: 'off' });
    try {
      const mailer = flakyMailer();
      const { db: recorded, statements } = recordingStatements(t.db);
      const worker = createMailOutbox({ db: recorded, mailer, logger: silent, clock, batchSize: 2, writeEpoch: t.database.writeEpoch });
      const mail = (to: string) => enqueueMail(t.db, { kind: 'test', to, subject: 's', text: 't', html: 'h' }, clock());
      const kinds = () => statements.map((text) => /^\s*(\w+)/.exec(text)![1]!.toLowerCase());
      for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await mail(to);
      worker.wake();
      // woken: claims 2 at once (a full batch), so claims again at once, takes the last one and then asks again
      expect(await worker.drain()).toBe(3);
      expect(kinds()).toEqual(['update', 'update', 'update', 'update', 'select']);
      expect(mailer.sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
      statements.length = 0;
      // not woken: the outbox is looked at first, as an idle poll does
      await mail('d@example.com');
      expect(await worker.drain()).toBe(1);
      expect(kinds()[0]).toBe('select');
    } finally {
      await t.close();
    }
  });

  it('when a code mail has been sent, then the outbox keeps no copy of the code', async () => {
    const t = await createTestApp();
    try {
      const email = `code-${Date.now()}@example.com`;
      const res = await request(t.app)
        .post('/api/auth/register')
        .send({ name: 'Ayesha', lastName: 'Khan', email, password: 'secret123', confirmPassword: 'secret123' });
      expect(res.status).toBe(201);
      const code = lastCodeTo(t.mailer.sent, email);
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'otp-verify', status: 'sent', textBody: '', htmlBody: '' });
      expect(JSON.stringify(rows)).not.toContain(code);
    } finally {
      await t.close();
    }
  });
});
