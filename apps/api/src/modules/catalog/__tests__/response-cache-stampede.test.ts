import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { storeBusy } from '../../../db/queue';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** When the catalogue changes, shoppers asking for the same page at once share one build of it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Prepared = { execute: (...args: unknown[]) => Promise<unknown> };
type Query = { sql: string; params?: unknown[] };
type Session = { prepareQuery: (query: Query, ...rest: unknown[]) => Prepared };

/**
 * Watches the statements that read the books of a category (its name is one of their parameters): counts
 * them, and runs `around` instead of each.
 */
function watchBookReads(category: string, around: (run: () => Promise<unknown>) => Promise<unknown> = (run) => run()) {
  const session = (t.db as unknown as { session: Session }).session;
  const original = session.prepareQuery.bind(session);
  const seen: string[] = [];
  const spy = jest.spyOn(session, 'prepareQuery').mockImplementation((query, ...rest) => {
    const prepared = original(query, ...rest);
    if (!/from "products"/i.test(query.sql) || !(query.params ?? []).includes(category)) return prepared;
    seen.push(query.sql);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (...args: unknown[]) => around(() => execute(...args));
    return prepared;
  });
  return { reads: () => seen.length, stop: () => spy.mockRestore() };
}

const bump = async (bookId: string, pricePaisa: number) => {
  await t.db.update(products).set({ pricePaisa }).where(eq(products.id, bookId));
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('catalogue response cache under a stampede', () => {
  it('when 20 shoppers ask for the same list just after a price change, then its books are read once and all get the same answer', async () => {
    const book = await insertProduct(t.db, { category: 'Stampede One', pricePaisa: 500_00 });
    await insertProduct(t.db, { category: 'Stampede One' });
    const url = '/api/products/get?category=Stampede%20One&limit=20';
    // what one build reads, on its own
    await bump(book.id, 510_00);
    const alone = watchBookReads('Stampede One');
    expect((await request(t.app).get(url)).headers['x-cache']).toBe('MISS');
    alone.stop();
    expect(alone.reads()).toBeGreaterThan(0);

    await bump(book.id, 520_00);
    // the build waits a little, so every request arrives while it runs
    const crowd = watchBookReads('Stampede One', async (run) => {
      await pause(300);
      return run();
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(t.app).get(url).set('Accept-Encoding', 'identity')));
      expect(crowd.reads()).toBe(alone.reads());
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
      expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(Array(20).fill('MISS'));
      expect(answers[0]!.body.products.find((row: { id: string }) => row.id === book.id).price).toBe(520);
    } finally {
      crowd.stop();
    }
  });

  it('when shoppers waiting for the same build ask for br, then they get the builder\'s very bytes', async () => {
    const book = await insertProduct(t.db, { category: 'Stampede Br', description: 'long words '.repeat(200) });
    for (let i = 0; i < 5; i++) await insertProduct(t.db, { category: 'Stampede Br', description: 'more long words '.repeat(100) });
    await bump(book.id, 530_00);
    const crowd = watchBookReads('Stampede Br', async (run) => {
      await pause(300);
      return run();
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          request(t.app)
            .get('/api/products/get?category=Stampede%20Br&limit=20')
            .set('Accept-Encoding', 'br')
            .buffer(true)
            .parse((res, done) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => done(null, Buffer.concat(chunks)));
            }),
        ),
      );
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(Array(5).fill('br'));
      expect(new Set(answers.map((answer) => (answer.body as Buffer).toString('base64'))).size).toBe(1);
    } finally {
      crowd.stop();
    }
  });

  it('when the build fails, then every waiting shopper gets a clean error with its own request id, and the next request builds again', async () => {
    const book = await insertProduct(t.db, { category: 'Stampede Two' });
    const url = '/api/products/get?category=Stampede%20Two&limit=20';
    await bump(book.id, 540_00);
    let failures = 0;
    const failing = watchBookReads('Stampede Two', async () => {
      failures += 1;
      await pause(300);
      throw new Error('connection reset while reading');
    });
    let answers: request.Response[];
    try {
      answers = await Promise.all(Array.from({ length: 10 }, () => request(t.app).get(url)));
    } finally {
      failing.stop();
    }
    expect(failures).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(500));
    expect(answers.map((answer) => answer.body.message)).toEqual(Array(10).fill(MESSAGES.general.unexpected));
    expect(new Set(answers.map((answer) => answer.body.requestId)).size).toBe(10);
    expect(answers.every((answer) => answer.headers['x-cache'] === undefined)).toBe(true);

    const next = await request(t.app).get(url);
    expect(next.status).toBe(200);
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.body.products.map((row: { id: string }) => row.id)).toEqual([book.id]);
  });

  it('when the build finds the store busy, then every waiting shopper gets the same 503 with its Retry-After', async () => {
    const book = await insertProduct(t.db, { category: 'Stampede Busy' });
    const url = '/api/products/get?category=Stampede%20Busy&limit=20';
    await bump(book.id, 545_00);
    const busy = watchBookReads('Stampede Busy', async () => {
      await pause(300);
      throw storeBusy();
    });
    let answers: request.Response[];
    try {
      answers = await Promise.all(Array.from({ length: 5 }, () => request(t.app).get(url)));
    } finally {
      busy.stop();
    }
    expect(busy.reads()).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(503));
    expect(answers.map((answer) => answer.body.message)).toEqual(Array(5).fill(MESSAGES.general.busy));
    expect(new Set(answers.map((answer) => answer.headers['retry-after'])).size).toBe(1);
    expect(answers[0]!.headers['retry-after']).toBeDefined();
    expect(new Set(answers.map((answer) => answer.body.requestId)).size).toBe(5);
  });

  it('when one list is being built, then another list is not held behind it', async () => {
    const slow = await insertProduct(t.db, { category: 'Stampede Slow' });
    const quick = await insertProduct(t.db, { category: 'Stampede Quick' });
    await bump(slow.id, 550_00);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = watchBookReads('Stampede Slow', async (run) => {
      await held;
      return run();
    });
    try {
      const slowAnswers = Promise.all(Array.from({ length: 3 }, () => request(t.app).get('/api/products/get?category=Stampede%20Slow&limit=20')));
      await pause(200);
      const other = await request(t.app).get('/api/products/get?category=Stampede%20Quick&limit=20');
      expect(other.status).toBe(200);
      expect(other.body.products.map((row: { id: string }) => row.id)).toEqual([quick.id]);
      release();
      const answers = await slowAnswers;
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.body.products[0].id)).toEqual([slow.id, slow.id, slow.id]);
    } finally {
      release();
      hold.stop();
    }
  });

  it('when a book that does not exist is asked for by several shoppers at once, then each gets its own 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all(Array.from({ length: 4 }, () => request(t.app).get(`/api/products/${missing}`)));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body.requestId)).size).toBe(4);
  });
});
