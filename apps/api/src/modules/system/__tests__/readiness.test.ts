import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health/ready', () => {
  it('when the database answers and every migration is applied, then 200 ready with every check, never cached', async () => {
    const res = await request(t.app).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ready', checks: { database: 'up', migrations: 'applied', mailWorker: 'alive' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the newest migration is not applied, then 503 names the migrations check while liveness stays 200', async () => {
    const own = await createTestApp();
    try {
      await own.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const res = await request(own.app).get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'UNAVAILABLE', status: 'not_ready', checks: { database: 'up', migrations: 'pending' } });
      expect((await request(own.app).get('/api/health')).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('when the migrations table is gone altogether, then 503 with migrations pending', async () => {
    const own = await createTestApp();
    try {
      await own.db.execute(sql`drop table drizzle.__drizzle_migrations`);
      const res = await request(own.app).get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.checks).toEqual({ database: 'up', migrations: 'pending', mailWorker: 'alive' });
    } finally {
      await own.close();
    }
  });

  it('when the database is down, then 503 names the database check and the migrations are unknown', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await request(broken.app).get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, code: 'UNAVAILABLE', status: 'not_ready', checks: { database: 'down', migrations: 'unknown' } });
  });

  it('when the database hangs, then 503 within the ping limit instead of waiting', async () => {
    const hanging = await createTestApp({}, { database: { ...t.database, ping: () => new Promise<void>(() => {}) } });
    const started = Date.now();
    const res = await request(hanging.app).get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'down', migrations: 'unknown', mailWorker: 'alive' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('when the mail worker is not running, then 503 names the mail worker as stalled while liveness stays 200', async () => {
    const own = await createTestApp({}, { mailWorker: 'off' });
    try {
      const res = await request(own.app).get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, status: 'not_ready', checks: { database: 'up', migrations: 'applied', mailWorker: 'stalled' } });
      expect((await request(own.app).get('/api/health')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
