import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

const WORKER = `importScripts('workbox-abc123.js');${'self.addEventListener("fetch", () => {});'.repeat(60)}`;
const MANIFEST = JSON.stringify({ name: 'Kitab Ghar', start_url: '/', display: 'standalone' });

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kitab Ghar</title></head><body><div id="root"></div></body></html>');
  // the worker with its compressed copies (the precompress step may write them), the manifest without
  await writeFile(path.join(dist, 'sw.js'), WORKER);
  await writeFile(path.join(dist, 'sw.js.br'), brotliCompressSync(WORKER));
  await writeFile(path.join(dist, 'sw.js.gz'), gzipSync(WORKER));
  await writeFile(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(dist, 'workbox-abc123.js'), 'self.workbox = {};');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

describe('the installable app’s files', () => {
  it('when the service worker is fetched, compressed or not, then it is JavaScript revalidated on every use', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request(t.app).get('/sw.js').set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(WORKER);
    }
  });

  it('when the web app manifest is fetched, then it comes as application/manifest+json, revalidated on every use', async () => {
    const res = await request(t.app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toEqual(JSON.parse(MANIFEST));
  });

  it('when another root file is fetched, then it keeps its hour of caching (only the worker and manifest are revalidated)', async () => {
    const res = await request(t.app).get('/workbox-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('when a path only looks like the worker (another folder, a query, encoded), then it is not the worker', async () => {
    const nested = await request(t.app).get('/assets/sw.js');
    expect(nested.status).toBe(404);
    const query = await request(t.app).get('/sw.js?v=1%00');
    expect(query.status).toBe(200);
    expect(query.headers['cache-control']).toBe('no-cache');
    const encoded = await request(t.app).get('/%73w.js');
    expect(encoded.text).toBe(WORKER);
    expect(encoded.headers['cache-control']).toBe('no-cache');
  });

  it('when any page is served, then its CSP lets this origin (and only it) provide the worker and the manifest', async () => {
    const res = await request(t.app).get('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/worker-src[^;]*\*/);
  });
});
