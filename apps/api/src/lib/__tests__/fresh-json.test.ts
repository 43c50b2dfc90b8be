import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { rawRequest } from '../../test/raw-http';
import { sendJson } from '../http/fresh-json';

const BIG = { success: true, products: Array.from({ length: 30 }, (_, i) => ({ id: `book-${i}`, name: `Kitab ${i} — کتاب`, description: 'ghar '.repeat(40) })) };
const SMALL = { success: true };

// the app's order: the compression middleware first, then the route answering JSON
const app = express();
app.use(compression({ threshold: 1024 }));
app.get('/fresh', (req, res) => sendJson(req, res, BIG));
app.get('/plain', (_req, res) => void res.json(BIG));
app.get('/small', (req, res) => sendJson(req, res, SMALL));
app.get('/created', (req, res) => sendJson(req, res.status(201), BIG));
app.get('/no-transform', (req, res) => sendJson(req, res.set('Cache-Control', 'no-transform'), BIG));

const ask = (path: string, headers: Record<string, string>, method = 'GET') => rawRequest(app, path, headers, method);

describe('a JSON answer built for one request (sendJson)', () => {
  it('when a client takes br, then the answer is brotli of the same JSON with a Content-Length and no chunks, and the ETag res.json gives', async () => {
    const plain = await ask('/plain', { 'accept-encoding': 'identity' });
    const res = await ask('/fresh', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(JSON.stringify(BIG));
    expect(res.headers.etag).toBe(plain.headers.etag);
  });

  it('when a client takes gzip only, then it gets gzip of the same JSON; deflate only still gets the middleware deflate', async () => {
    const gz = await ask('/fresh', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gz.body.length));
    expect(gunzipSync(gz.body).toString()).toBe(JSON.stringify(BIG));
    const deflated = await ask('/fresh', { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.body).toString()).toBe(JSON.stringify(BIG));
  });

  it('when the client already holds the answer, then it gets a 304 with no body and no Content-Encoding, as res.json gives', async () => {
    const first = await ask('/fresh', { 'accept-encoding': 'br' });
    const again = await ask('/fresh', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect((again.body).length).toBe(0);
  });

  it('when the answer is small, another status, HEAD or no-transform, then it goes out exactly as res.json sends it', async () => {
    const small = await ask('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((small.body).toString()).toBe(JSON.stringify(SMALL));
    const created = await ask('/created', { 'accept-encoding': 'br' });
    expect(created.status).toBe(201);
    expect(created.headers['transfer-encoding']).toBe('chunked');
    expect(brotliDecompressSync(created.body).toString()).toBe(JSON.stringify(BIG));
    const head = await ask('/fresh', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(BIG))));
    const untouched = await ask('/no-transform', { 'accept-encoding': 'br' });
    expect(untouched.headers['content-encoding']).toBeUndefined();
    expect((untouched.body).toString()).toBe(JSON.stringify(BIG));
  });
});
