import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), `web-${process.pid}`);
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Kitab Ghar</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(() => t.close());

describe('health and errors', () => {
  it('when the database answers, then GET /api/health says ok and db up', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ok', db: 'up' });
  });

  it('when an /api path does not exist, then it answers a JSON 404, not the web app', async () => {
    const res = await request(t.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
  });

  it('when the JSON body is malformed, then it answers 400 with a message and no stack trace', async () => {
    const res = await request(t.app).post('/api/products/get').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js)/);
  });

  it('when the database fails underneath a request, then it answers 500 with the generic message only', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await request(broken.app).get('/api/products/get');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'INTERNAL', message: 'An unexpected error occurred', requestId: expect.any(String) });
    const health = await request(broken.app).get('/api/health');
    expect(health.status).toBe(503);
  });
});

describe('security headers and CORS', () => {
  it('when a configured origin calls, then credentials are allowed for it; other origins get no CORS grant', async () => {
    const allowed = await request(t.app).get('/api/health').set('Origin', 'http://allowed.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(t.app).get('/api/health').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when any page is served, then helmet headers are set and Express is not advertised', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('web app and uploads', () => {
  it('when a client-side route is loaded directly, then index.html is served uncached (history fallback)', async () => {
    const res = await request(t.app).get('/track-order/some-token');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a hashed asset is loaded, then it is cached for a year as immutable', async () => {
    const res = await request(t.app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('when an uploaded file is served, then it carries a sandboxing CSP; a missing one is 404', async () => {
    await t.storage.put({ folder: 'covers', name: 'x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), contentType: 'image/svg+xml' });
    const res = await request(t.app).get('/uploads/covers/x.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect((await request(t.app).get('/uploads/covers/missing.svg')).status).toBe(404);
  });
});
