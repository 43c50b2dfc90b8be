import { MESSAGES } from '@bookstore/contracts';
import request from 'supertest';
import { testConfig, createTestApp, type TestApp } from '../../../test/test-app';
import { placeGuestOrder } from './guest-helpers';

let t: TestApp;
beforeAll(async () => {
  const { rateLimits } = testConfig('');
  // the production defaults of the look-up (10 per address and window); placing the order stays open
  t = await createTestApp({ rateLimits: { ...rateLimits, guest: { ...rateLimits.guest, lookupPerIp: 10 } } });
});
afterAll(() => t.close());

describe('guest tracking limits', () => {
  it('when one address floods the look-up with guesses, then it is answered 429 with the catalogue text, even for a right guess', async () => {
    const placed = await placeGuestOrder(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await request(t.app).post('/api/orders/track').send({ orderNumber: placed.orderNumber, contact: `guess-${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const right = await request(t.app).post('/api/orders/track').send({ orderNumber: placed.orderNumber, contact: placed.email });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.general.tooManyRequests });
  });
});

describe('guest limits per order number', () => {
  it('when wrong contacts of one order number come from many addresses, then that number is locked after the limit while right answers do not count', async () => {
    const { rateLimits } = testConfig('');
    const app = await createTestApp({ trustProxy: true, rateLimits: { ...rateLimits, guest: { ...rateLimits.guest, lookupFailuresPerOrder: 3 } } });
    try {
      const placed = await placeGuestOrder(app);
      const from = (ip: string, contact: string) =>
        request(app.app).post('/api/orders/track').set('X-Forwarded-For', ip).send({ orderNumber: placed.orderNumber, contact });
      expect((await from('10.0.0.1', placed.email)).status).toBe(200);
      for (const ip of ['10.0.0.2', '10.0.0.3', '10.0.0.4']) expect((await from(ip, 'wrong@example.com')).status).toBe(404);
      expect((await from('10.0.0.5', 'wrong@example.com')).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});
