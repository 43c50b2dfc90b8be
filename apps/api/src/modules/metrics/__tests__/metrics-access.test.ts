import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { METRICS_TOKEN, scrape } from './scrape';

/** Attack: read the shop's traffic and order counts without the token, or guess it. */
describe('GET /metrics access', () => {
  it('when METRICS_TOKEN is not set, then there is no metrics page, with or without a token', async () => {
    const t = await createTestApp();
    try {
      expect((await request(t.app).get('/metrics')).status).toBe(404);
      const withToken = await scrape(t.app);
      expect(withToken.status).toBe(404);
      expect(withToken.text).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ metricsToken: METRICS_TOKEN });
    });
    afterAll(() => t.close());

    it('when the scraper sends the token, then it reads the metrics in Prometheus format, process metrics with their prefix', async () => {
      const res = await scrape(t.app).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('# TYPE http_requests_total counter');
      expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
      expect(res.text).toMatch(/^bookstore_process_cpu_user_seconds_total \d/m);
      expect(res.text).toMatch(/^bookstore_nodejs_heap_size_used_bytes \d/m);
    });

    it('when the token is missing, wrong, longer, in another scheme or in the query, then 401 with nothing of the metrics', async () => {
      const tries = [
        request(t.app).get('/metrics'),
        request(t.app).get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token-wrong-token-xx'),
        request(t.app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}x`),
        request(t.app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN.slice(0, -1)}`),
        request(t.app).get('/metrics').set('Authorization', `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`),
        request(t.app).get('/metrics').set('Authorization', `Bearer ${'a'.repeat(10_000)}`),
        request(t.app).get('/metrics').set('Authorization', 'Bearer '),
        request(t.app).get(`/metrics?token=${METRICS_TOKEN}`),
      ];
      for (const res of await Promise.all(tries)) {
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED', requestId: res.headers['x-request-id'] });
        expect(res.text).not.toContain('http_requests_total');
      }
    });
  });

  it('when someone keeps guessing, then after 10 refusals a minute they get 429, while the scraper still reads', async () => {
    const t = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      const guess = () => request(t.app).get('/metrics').set('Authorization', 'Bearer guessed-token-guessed-token-guessed-1');
      for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(401);
      const limited = await guess();
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      // the scraper comes from the same address and is never counted
      for (let i = 0; i < 15; i += 1) expect((await scrape(t.app)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
