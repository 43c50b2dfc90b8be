import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { compressFresh } from '../../../lib/http/fresh-json';
import { catalogueState, heroImages, products } from '../../../db/schema';
import { insertHeroImage, insertProduct } from '../../../test/factories';
import { rawRequest } from '../../../test/raw-http';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Catalogue reads come from memory while nothing a shopper sees has changed, whoever changes it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => request(t.app).get(url);
const version = async () => (await t.db.select().from(catalogueState).where(eq(catalogueState.id, 1)))[0]!.version;

describe('catalogue response cache', () => {
  it('when the same list is asked twice, in any parameter order, then the second answer comes from memory with the same ETag', async () => {
    await insertProduct(t.db, { category: 'History' });
    const first = await get('/api/products/get?category=History&page=1&limit=20');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get('/api/products/get?limit=20&page=1&category=History');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toEqual(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
  });

  it('when a list is first built, then it goes out cheaply compressed once, and its hits get the kept, harder-compressed copy', async () => {
    for (let i = 0; i < 8; i++) await insertProduct(t.db, { category: 'Poetry' });
    const miss = await rawRequest(t.app, '/api/products/get?category=Poetry&limit=8', { 'accept-encoding': 'br' });
    const hit = await rawRequest(t.app, '/api/products/get?category=Poetry&limit=8', { 'accept-encoding': 'br' });
    expect([miss.headers['x-cache'], miss.headers['content-encoding'], hit.headers['x-cache'], hit.headers['content-encoding']]).toEqual(['MISS', 'br', 'HIT', 'br']);
    const json = brotliDecompressSync(miss.body);
    expect(brotliDecompressSync(hit.body)).toEqual(json);
    expect(miss.body).toEqual(compressFresh(json, 'br'));
    expect(hit.body).toEqual(brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    expect(hit.headers.etag).toBe(miss.headers.etag);
  });

  it('when the client already holds the answer, then 304 with no body', async () => {
    const first = await get('/api/products/get?page=1&limit=5');
    const again = await get('/api/products/get?page=1&limit=5').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('when a price changes in the database, then the next read shows it', async () => {
    const book = await insertProduct(t.db, { pricePaisa: 700_00 });
    expect((await get(`/api/products/${book.id}`)).body.product.price).toBe(700);
    await t.db.update(products).set({ pricePaisa: 650_00 }).where(eq(products.id, book.id));
    const after = await get(`/api/products/${book.id}`);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.product.price).toBe(650);
  });

  it('when a sale leaves copies in stock, then cached answers stay; when the last copy goes, then the book shows out of stock', async () => {
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    await get(`/api/products/${book.id}`);
    const before = await version();
    await t.db.update(products).set({ stockQuantity: sql`${products.stockQuantity} - 1` }).where(eq(products.id, book.id));
    expect(await version()).toBe(before);
    const stillCached = await get(`/api/products/${book.id}`);
    expect(stillCached.headers['x-cache']).toBe('HIT');
    expect(stillCached.body.product.inStock).toBe(true);

    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, book.id));
    const sold = await get(`/api/products/${book.id}`);
    expect(sold.headers['x-cache']).toBe('MISS');
    expect(sold.body.product.inStock).toBe(false);
  });

  it('when a book or a banner is added, then lists, counts and banners show it at once', async () => {
    const list = async () => (await get('/api/products/get?category=Medical&page=1&limit=20')).body.pagination.total as number;
    const before = await list();
    await list();
    await insertProduct(t.db, { category: 'Medical' });
    expect(await list()).toBe(before + 1);

    const banners = async () => (await get('/api/hero/')).body.data.length as number;
    const shown = await banners();
    await insertHeroImage(t.db);
    expect(await banners()).toBe(shown + 1);
    await t.db.delete(heroImages);
    expect(await banners()).toBe(0);
  });

  it('when an answer is an error, then it is not kept', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/products/${missing}`)).status).toBe(404);
    const again = await get(`/api/products/${missing}`);
    expect(again.status).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('when a client takes brotli, then a large answer comes compressed from memory', async () => {
    for (let i = 0; i < 5; i++) await insertProduct(t.db, { category: 'Business' });
    await get('/api/products/get?category=Business').set('Accept-Encoding', 'br');
    const hit = await get('/api/products/get?category=Business').set('Accept-Encoding', 'br');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.body.products.length).toBeGreaterThanOrEqual(5);
  });

  it('when two API processes share the database and one changes a price, then the other\'s cache answers the new price', async () => {
    const other = await createTestApp({}, { database: t.database });
    try {
      const book = await insertProduct(t.db, { pricePaisa: 300_00 });
      for (const app of [t.app, other.app, other.app]) expect((await request(app).get(`/api/products/${book.id}`)).body.product.price).toBe(300);
      await t.db.update(products).set({ pricePaisa: 275_00 }).where(eq(products.id, book.id));
      expect((await request(other.app).get(`/api/products/${book.id}`)).body.product.price).toBe(275);
    } finally {
      await other.settled();
    }
  });

  it('when a long order holds the database, then cached catalogue answers still come at once, and its change shows after it commits', async () => {
    const book = await insertProduct(t.db, { pricePaisa: 500_00 });
    const url = `/api/products/${book.id}`;
    await get(url);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order = t.db.transaction(async (tx) => {
      await tx.update(products).set({ pricePaisa: 450_00 }).where(eq(products.id, book.id));
      await held;
    });
    try {
      const during = await Promise.race([
        get(url),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the cached read waited for the transaction')), 2_000)),
      ]);
      expect(during.headers['x-cache']).toBe('HIT');
      expect(during.body.product.price).toBe(500);
    } finally {
      release();
      await order;
    }
    expect((await get(url)).body.product.price).toBe(450);
  });
});

describe('catalogue response cache switched off (CATALOGUE_CACHE=false)', () => {
  it('when the same list is asked twice, then both answers are built from the database, equal, with no cache headers', async () => {
    const off = await createTestApp({ catalogueCache: false }, { database: t.database });
    try {
      await insertProduct(t.db, { category: 'Poetry', pricePaisa: 900_00 });
      const url = '/api/products/get?category=Poetry&page=1&limit=20';
      const first = await request(off.app).get(url);
      const second = await request(off.app).get(url);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['x-cache']).toBeUndefined();
        expect(answer.headers['cache-control']).toBeUndefined();
      }
      expect(second.body).toEqual(first.body);
      expect(first.body).toEqual((await get(url)).body);
    } finally {
      await off.settled();
    }
  });

  it('when a list is built for a client taking br, then it comes as brotli of the same JSON, in one piece with its length', async () => {
    const off = await createTestApp({ catalogueCache: false }, { database: t.database });
    try {
      for (let i = 0; i < 8; i++) await insertProduct(t.db, { category: 'Travel' });
      const url = '/api/products/get?category=Travel&limit=8';
      const answer = await rawRequest(off.app, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect([answer.status, answer.headers['content-encoding'], answer.headers['transfer-encoding']]).toEqual([200, 'br', undefined]);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      const json = brotliDecompressSync(answer.body);
      expect(answer.body).toEqual(compressFresh(json, 'br'));
      expect(JSON.parse(json.toString())).toEqual((await request(off.app).get(url)).body);
    } finally {
      await off.settled();
    }
  });
});
