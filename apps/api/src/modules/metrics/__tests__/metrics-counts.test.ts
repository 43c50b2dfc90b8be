import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { insertProduct } from '../../../test/factories';
import { flakyMailer } from '../../../test/flaky-mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper } from '../../checkout/__tests__/checkout-helpers';
import { placeGuestOrder } from '../../guest/__tests__/guest-helpers';
import { METRICS_TOKEN, samplesOf, scrape, valueOf } from './scrape';

const metricsOf = async (t: TestApp) => (await scrape(t.app).expect(200)).text;

describe('request metrics', () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kitab Ghar</title></head><body></body></html>');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    t = await createTestApp({ metricsToken: METRICS_TOKEN, webDistDir: dist });
    server = t.app.listen(0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('when calls are answered, then they are counted and timed by method, route template and status', async () => {
    const book = await insertProduct(t.db);
    await request(server).get(`/api/products/${book.id}`).expect(200);
    await request(server).get(`/api/products/${randomUUID()}`).expect(404);
    await request(server).get('/assets/app-1a2b3c.js').expect(200);
    await request(server).get('/api/not-a-call').expect(404);
    const text = await metricsOf(t);
    const route = '/api/products/:productId';
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route, status: '200' })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { route: 'static', status: '200' })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', { method: 'GET', route, status: '200' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_bucket', { method: 'GET', route, status: '200', le: '+Inf' })).toBe(1);
    expect(text).not.toContain(book.id);
  });

  it('when 1,000 random URLs are asked for, then they add no label values: never a raw URL in the metrics', async () => {
    const routesNow = async () => new Set(samplesOf(await metricsOf(t), 'http_requests_total').map((s) => s.labels.route));
    // every kind of URL once, so that the labels they map to exist before the flood
    const kinds = (word: string) => [
      request(server).get(`/api/${word}`),
      request(server).get(`/api/products/${word}`),
      request(server).delete(`/api/products/${word}/reviews/${word}?q=${word}`),
      request(server).get(`/uploads/${word}.png`),
      request(server).post(`/${word}/${word}`),
      request(server).get(`/assets/${word}.js`),
      request(server).get(`/${word}`).set('X-Request-Id', `${word}-request`),
      request(server).options(`/api/${word}`),
    ];
    for (const call of kinds('warm-up')) await call;
    const before = await routesNow();
    const words: string[] = [];
    for (let i = 0; i < 1_000 / 8; i += 1) {
      const word = randomBytes(6).toString('hex');
      words.push(word);
      await Promise.all(kinds(word));
    }
    const text = await metricsOf(t);
    expect(new Set(samplesOf(text, 'http_requests_total').map((s) => s.labels.route))).toEqual(before);
    for (const word of words) expect(text).not.toContain(word);
  }, 300_000);
});

describe('business metrics', () => {
  it('when orders are placed, then they are counted by payment method and customer, once each (a replay or a refusal is none)', async () => {
    const t = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      const book = await insertProduct(t.db, { stockQuantity: 2 });
      const who = await shopper(t);
      const key = randomUUID();
      expect((await checkout(t, who, [{ productId: book.id, quantity: 1, format: 'Paperback' }], {}, key)).status).toBe(200);
      expect((await checkout(t, who, [{ productId: book.id, quantity: 1, format: 'Paperback' }], {}, key)).status).toBe(200);
      expect((await checkout(t, who, [{ productId: book.id, quantity: 2, format: 'Paperback' }])).status).toBe(409);
      await placeGuestOrder(t);
      const text = await metricsOf(t);
      expect(valueOf(text, 'orders_placed_total', { payment_method: 'cod', customer: 'account' })).toBe(1);
      expect(valueOf(text, 'orders_placed_total', { payment_method: 'cod', customer: 'guest' })).toBe(1);
      expect(samplesOf(text, 'orders_placed_total').reduce((sum, s) => sum + s.value, 0)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('when mail waits and then fails, then the outbox depth, the failed mails and the failed tries show', async () => {
    const mailer = flakyMailer();
    mailer.down();
    const t = await createTestApp({ metricsToken: METRICS_TOKEN }, { mailer, mailWorker: 'off', outbox: { maxAttempts: 2, backoffMs: 0 } });
    try {
      const mail = { kind: 'order-confirmation', to: 'buyer@example.com', subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>' };
      await t.mailOutbox.enqueue(t.db, mail);
      await t.mailOutbox.enqueue(t.db, mail);
      let text = await metricsOf(t);
      expect(valueOf(text, 'mail_outbox_depth')).toBe(2);
      expect(valueOf(text, 'mail_outbox_failed')).toBe(0);
      await t.mailOutbox.drain();
      text = await metricsOf(t);
      expect(valueOf(text, 'mail_outbox_depth')).toBe(0);
      expect(valueOf(text, 'mail_outbox_failed')).toBe(2);
      expect(valueOf(text, 'mail_send_failures_total', { kind: 'order-confirmation', outcome: 'retry' })).toBe(2);
      expect(valueOf(text, 'mail_send_failures_total', { kind: 'order-confirmation', outcome: 'failed' })).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('when the store runs, then the database load shows: the pool on PostgreSQL, the queue on the embedded database', async () => {
    const t = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      const text = await metricsOf(t);
      if (t.database.driver === 'postgres') {
        expect(valueOf(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
        expect(valueOf(text, 'db_pool_waiting_queries')).toBe(0);
        expect(text).not.toContain('db_queue_depth');
      } else {
        expect(text).toMatch(/^db_queue_depth 0$/m);
        expect(text).not.toContain('db_pool_connections');
      }
    } finally {
      await t.close();
    }
  });

  it('when two stores run in one process, then each counts its own requests', async () => {
    const first = await createTestApp({ metricsToken: METRICS_TOKEN });
    const second = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      for (let i = 0; i < 3; i += 1) await request(first.app).get('/api/health').expect(200);
      const route = { method: 'GET', route: '/api/health', status: '200' };
      expect(valueOf(await metricsOf(first), 'http_requests_total', route)).toBe(3);
      expect(valueOf(await metricsOf(second), 'http_requests_total', route)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  }, 180_000);
});
