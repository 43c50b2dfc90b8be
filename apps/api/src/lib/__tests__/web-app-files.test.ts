import fs from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kitab Ghar</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'logo.svg'), LOGO);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

describe('the web app’s pages and files', () => {
  it('when a shop page is viewed, then it is the page, revalidated, and the disk is not asked whether it is a file', async () => {
    const stat = jest.spyOn(fs, 'stat');
    for (const page of ['/', '/collections', '/product/3f2c6a8e-1b7d-4c1e-9a55-0c1d2e3f4a5b', '/track-order/AB%20CD', '/no-such-page']) {
      const res = await request(t.app).get(page).set('Accept', 'text/html');
      // a book the shop does not have, or a page it does not have: still the web app's page, with 404
      expect(res.status).toBe(page.startsWith('/product/') || page === '/no-such-page' ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
    }
    expect(stat).not.toHaveBeenCalled();
  });

  it('when a built file is fetched, then it comes as built (compressed when the build compressed it), cached as before', async () => {
    const script = await request(t.app).get('/assets/index-abc123.js').set('Accept-Encoding', 'br');
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.text).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await request(t.app).get('/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.body.toString()).toBe(LOGO);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('when a file is added to the build after the store started, then it is still served (the file server is asked for paths that look like files)', async () => {
    await writeFile(path.join(dist, 'google0123456789.html'), 'google-site-verification: google0123456789.html');
    const res = await request(t.app).get('/google0123456789.html');
    expect(res.status).toBe(200);
    expect(res.text).toBe('google-site-verification: google0123456789.html');
  });

  it('when a missing asset, a path outside the build or an unknown API path is asked for, then none of them gets a page or a file from outside', async () => {
    expect((await request(t.app).get('/assets/gone-123.js')).status).toBe(404);
    const outside = await request(t.app).get('/..%2f..%2fetc%2fpasswd');
    expect(outside.text).not.toContain('root:');
    const api = await request(t.app).get('/api/no-such-thing').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
