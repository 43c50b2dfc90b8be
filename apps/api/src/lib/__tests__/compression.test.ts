import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The body as bytes (superagent decodes brotli and gzip by Content-Encoding before it gets here). */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const SCRIPT = `console.log(${JSON.stringify('kitab ghar '.repeat(300))});`;
const HTML = `<!doctype html><html><head><title>Kitab Ghar</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const built = async (name: string, text: string) => {
    const file = path.join(dist, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  };
  await built('assets/app-abc123.js', SCRIPT);
  await built('index.html', HTML);
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ webDistDir: dist });
  for (let i = 0; i < 5; i++) await insertProduct(t.db);
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('when a client accepts brotli, then a built script comes as its brotli copy, cached for a year and varying by encoding', async () => {
    const res = await raw(request(t.app).get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip, deflate, br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('when a client takes only gzip or nothing, then it gets the gzip copy or the plain file', async () => {
    const gz = await raw(request(t.app).get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw(request(t.app).get('/assets/app-abc123.js').set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('when a storefront route is opened, then the app shell comes compressed and is never cached', async () => {
    const res = await raw(request(t.app).get('/cart').set('Accept-Encoding', 'br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // the shell as built, with the page's head and the public settings written in (lib/page-head.ts)
    const shell = (res.body as Buffer).toString();
    expect(shell).toContain(`<div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`);
    expect(shell).toContain('<script type="application/json" id="store-settings">');
    // a category's page is the same shell with its own head (src/modules/seo)
    const category = await raw(request(t.app).get('/collections?category=Urdu%20Novels').set('Accept-Encoding', 'br'));
    expect(category.headers['content-encoding']).toBe('br');
    expect((category.body as Buffer).toString()).toContain('<title>Urdu Novels | Kitab Ghar</title>');
  });

  it('when a catalogue answer is over a kilobyte, then it is compressed; a small answer is not', async () => {
    const list = await raw(request(t.app).get('/api/products/get?limit=5').set('Accept-Encoding', 'br'));
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse((list.body as Buffer).toString()).products).toHaveLength(5);
    const health = await request(t.app).get('/api/health').set('Accept-Encoding', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('when a path climbs out of the build folder, then nothing outside it is served', async () => {
    for (const sneaky of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const res = await request(t.app).get(sneaky).set('Accept-Encoding', 'br');
      const body = res.text ?? String(res.body);
      expect(body).not.toContain('root:');
      expect(body).not.toContain('"dependencies"');
    }
  });
});

describe('a build kept under a hidden folder', () => {
  it('when the built files sit below a folder whose name starts with a dot, then their brotli copies are still sent, and decode to the file', async () => {
    const dist = path.join(await mkdtemp(path.join(os.tmpdir(), '.hidden-')), 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    for (const [name, text] of [['assets/app-abc123.js', SCRIPT], ['index.html', HTML]] as const) {
      await writeFile(path.join(dist, name), text);
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    await writeFile(path.join(dist, '.secret.js'), 'SECRET');
    await writeFile(path.join(dist, '.secret.js.br'), brotliCompressSync('SECRET'));
    const hidden = await createTestApp({ webDistDir: dist });
    try {
      const res = await raw(request(hidden.app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br'));
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length);
      expect((res.body as Buffer).toString()).toBe(SCRIPT);
      // a dotted name inside the build is still refused
      expect((await raw(request(hidden.app).get('/.secret.js').set('Accept-Encoding', 'br'))).body.toString()).not.toContain('SECRET');
    } finally {
      await hidden.close();
    }
  });
});
