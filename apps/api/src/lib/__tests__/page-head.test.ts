import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CARD_COVER_SIZES, PAGE_COVER_SIZES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { heroImages } from '../../db/schema';
import { insertHeroImage, insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const ENTRY = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const HTML = `<!doctype html><html><head><title>Kitab Ghar</title>\n    ${ENTRY}\n  </head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;

/** A web build's manifest: the entry with its React chunk, and two lazy pages sharing the grid chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js'], css: ['assets/grid-1.css'] },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_grid-1.js'], css: ['assets/home-1.css'] },
  'src/app/routes/product-page.tsx': { file: 'assets/product-page-1.js', imports: ['index.html', '_grid-1.js'] },
};

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
// crossorigin: the stylesheet link Vite adds for a lazy chunk has it, and a preload is reused only with the same credentials mode
const stylePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const dataPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);

const inlineAnswers = (html: string): Record<string, unknown> => {
  const json = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
};

const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** What comes in <head> before the built entry script: what the browser asks for first. */
const beforeEntry = (html: string) => html.slice(0, html.indexOf(ENTRY));

let t: TestApp;
beforeEach(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(dist, 'index.html'), HTML);
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDistDir: dist });
});
afterEach(() => t.close());

describe('the page head written into index.html', () => {
  it('when the home page is opened, then its first active hero banner is preloaded with high priority in the head', async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/second.webp', sortOrder: 2 });
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/first.webp', sortOrder: 1 });
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/hidden.webp', sortOrder: 0, isActive: false });
    const res = await request(t.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(head(res.text))).toEqual(['<link rel="preload" as="image" href="/uploads/hero/first.webp" fetchpriority="high">']);
  });

  it('when the banners change, then the next home page preloads the new first one', async () => {
    const first = await insertHeroImage(t.db, { imageUrl: '/uploads/hero/old.webp', sortOrder: 1 });
    expect(preloads((await request(t.app).get('/')).text)[0]).toContain('/uploads/hero/old.webp');
    await t.db.update(heroImages).set({ isActive: false }).where(eq(heroImages.id, first.id));
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/new.webp', sortOrder: 3 });
    expect(preloads((await request(t.app).get('/')).text)).toEqual([
      '<link rel="preload" as="image" href="/uploads/hero/new.webp" fetchpriority="high">',
    ]);
  });

  it("when a page without additions of its own is opened, then the HTML is the built one with only the store settings and the shop's title", async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/first.webp' });
    const expected = HTML.replace('<title>Kitab Ghar</title>', '<title>Kitab Ghar | Urdu and English books</title>');
    for (const page of ['/cart', '/login', '/admin/orders']) {
      const html = (await request(t.app).get(page)).text;
      expect(html.replace(/ {4}<script type="application\/json" id="store-settings">[^\n]*<\/script>\n {2}/, '')).toBe(expected);
    }
  });

  it("when the home page or a book's page is opened, then its own chunks and CSS are preloaded, not the entry's", async () => {
    const home = (await request(t.app).get('/')).text;
    expect(modulePreloads(home).sort()).toEqual(['/assets/grid-1.js', '/assets/home-page-1.js']);
    expect(stylePreloads(home).sort()).toEqual(['/assets/grid-1.css', '/assets/home-1.css']);
    expect(preloads(home)).toEqual([]);
    const product = (await request(t.app).get('/product/123e4567-e89b-12d3-a456-426614174000')).text;
    expect(modulePreloads(product).sort()).toEqual(['/assets/grid-1.js', '/assets/product-page-1.js']);
  });

  it("when the home page, the plain collections page or a book's page is opened, then the catalogue answers it first asks for are in the page, each exactly as the API answers it", async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/first.webp' });
    const book = await insertProduct(t.db, { images: ['/uploads/covers/first.svg'], bestseller: true });
    const expected = {
      '/': ['/api/hero/', '/api/products/get?limit=12', '/api/products/get?bestseller=true&limit=6'],
      '/collections': ['/api/products/facets', '/api/products/get?limit=20'],
      [`/product/${book.id}`]: [`/api/products/${book.id}`],
    };
    for (const [page, urls] of Object.entries(expected)) {
      const answers = inlineAnswers((await request(t.app).get(page)).text);
      expect(Object.keys(answers)).toEqual(urls);
      for (const url of urls) expect(answers[url]).toEqual((await request(t.app).get(url)).body);
    }
  });

  it("when a book's page is opened, then its reviews (not tied to the catalogue's version) are preloaded with the app's credentials mode, not inlined", async () => {
    const book = await insertProduct(t.db);
    const html = (await request(t.app).get(`/product/${book.id}`)).text;
    expect(dataPreloads(html)).toEqual([`/api/reviews/product/${book.id}?page=1&amp;limit=3`]);
  });

  it('when a book page names a book that does not exist, then its answer is not inlined but preloaded (the API answers the 404)', async () => {
    const id = '123e4567-e89b-12d3-a456-426614174000';
    const html = (await request(t.app).get(`/product/${id}`)).text;
    expect(inlineAnswers(html)).toEqual({});
    expect(dataPreloads(html)).toEqual([`/api/products/${id}`, `/api/reviews/product/${id}?page=1&amp;limit=3`]);
  });

  it('when the catalogue changes, then the next page carries the new answers', async () => {
    const before = inlineAnswers((await request(t.app).get('/')).text)['/api/products/get?limit=12'] as { products: unknown[] };
    await insertProduct(t.db, { name: 'A Newly Shelved Book' });
    const after = inlineAnswers((await request(t.app).get('/')).text)['/api/products/get?limit=12'] as { products: { name: string }[] };
    expect(after.products).toHaveLength(before.products.length + 1);
    expect(after.products.map((product) => product.name)).toContain('A Newly Shelved Book');
  });

  it('when a book\'s text holds markup and line separators, then the inline answers cannot end their script element and read back the same', async () => {
    const name = 'Tricky </script><!-- \u2028\u2029 & Co';
    const book = await insertProduct(t.db, { name });
    const html = (await request(t.app).get(`/product/${book.id}`)).text;
    const script = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    expect((inlineAnswers(html)[`/api/products/${book.id}`] as { product: { name: string } }).product.name).toBe(name);
  });

  it('when a filtered collections page, a junk book id or another page is opened, then no API answer is preloaded or inlined', async () => {
    for (const page of ['/collections?category=urdu-fiction', '/collections?page=2', '/product/%00%3Cscript%3E', `/product/${'x'.repeat(5000)}`, '/product/1%22%3E', '/cart', '/login']) {
      const html = (await request(t.app).get(page)).text;
      expect(dataPreloads(html)).toEqual([]);
      expect(inlineAnswers(html)).toEqual({});
      expect(html).not.toContain('as="fetch"');
    }
  });

  it('when a banner URL holds quotes and markup, then it stays one escaped attribute value', async () => {
    await insertHeroImage(t.db, { imageUrl: `/uploads/hero/x"><script>alert('x')</script>.png?a=1&b=2` });
    const html = (await request(t.app).get('/')).text;
    expect(html).not.toContain('<script>');
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" href="/uploads/hero/x&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;.png?a=1&amp;b=2" fetchpriority="high">',
    ]);
  });

  it("when a book's page is opened, then its first cover is preloaded with high priority in the head, ahead of the scripts", async () => {
    const book = await insertProduct(t.db, { images: [' ', '/uploads/covers/first.svg', '/uploads/covers/second.svg'] });
    const html = (await request(t.app).get(`/product/${book.id}`)).text;
    expect(preloads(beforeEntry(html))).toEqual(['<link rel="preload" as="image" href="/uploads/covers/first.svg" fetchpriority="high">']);
    expect(preloads(html)).toHaveLength(1);
  });

  it('when the home page is opened, then its banner preload comes ahead of the scripts', async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/first.webp', sortOrder: 1 });
    const html = (await request(t.app).get('/')).text;
    expect(preloads(beforeEntry(html))).toEqual(['<link rel="preload" as="image" href="/uploads/hero/first.webp" fetchpriority="high">']);
  });

  it("when the plain collections page is opened, then its first row's covers are preloaded ahead of the scripts as the cards ask for them", async () => {
    for (let i = 0; i < 5; i++) await insertProduct(t.db, { name: `Book ${i}`, images: [`/uploads/covers/b${i}.svg`], createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    await insertProduct(t.db, {
      images: ['/uploads/covers/x-page.webp'],
      thumbnails: ['/uploads/covers/x-card.webp'],
      imageKeys: ['covers/x-page.webp', 'covers/x-mid.webp', 'covers/x-card.webp'],
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    });
    const html = (await request(t.app).get('/collections')).text;
    expect(preloads(beforeEntry(html))).toEqual([
      `<link rel="preload" as="image" href="/uploads/covers/x-card.webp" imagesrcset="/uploads/covers/x-card.webp 320w, /uploads/covers/x-mid.webp 480w, /uploads/covers/x-page.webp 800w" imagesizes="${CARD_COVER_SIZES}" fetchpriority="high">`,
      '<link rel="preload" as="image" href="/uploads/covers/b4.svg" fetchpriority="high">',
      '<link rel="preload" as="image" href="/uploads/covers/b3.svg" fetchpriority="high">',
    ]);
    expect(preloads(html)).toHaveLength(3);
    expect(preloads((await request(t.app).get('/collections?category=Poetry')).text)).toEqual([]);
  });

  it("when a book's cover has re-encoded copies, then the preload lists them with the page's own slot widths", async () => {
    const book = await insertProduct(t.db, {
      images: ['/uploads/covers/x-page.webp'],
      thumbnails: ['/uploads/covers/x-card.webp'],
      imageKeys: ['covers/x-page.webp', 'covers/x-mid.webp', 'covers/x-card.webp'],
    });
    const html = (await request(t.app).get(`/product/${book.id}`)).text;
    expect(preloads(html)).toEqual([
      `<link rel="preload" as="image" href="/uploads/covers/x-page.webp" imagesrcset="/uploads/covers/x-card.webp 320w, /uploads/covers/x-mid.webp 480w, /uploads/covers/x-page.webp 800w" imagesizes="${PAGE_COVER_SIZES}" fetchpriority="high">`,
    ]);
  });

  it('when a book has no cover, does not exist, or the id is junk, then no image is preloaded', async () => {
    const bare = await insertProduct(t.db, { images: [] });
    for (const page of [`/product/${bare.id}`, '/product/123e4567-e89b-12d3-a456-426614174000', '/product/%00%3Cscript%3E', `/product/${'x'.repeat(5000)}`]) {
      expect(preloads((await request(t.app).get(page)).text)).toEqual([]);
    }
  });

  it("when a book's cover URL holds quotes and markup, then it stays one escaped attribute value", async () => {
    const book = await insertProduct(t.db, { images: [`/uploads/covers/x"><script>alert('x')</script>.svg`] });
    const html = (await request(t.app).get(`/product/${book.id}`)).text;
    expect(html).not.toContain('<script>alert');
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" href="/uploads/covers/x&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;.svg" fetchpriority="high">',
    ]);
  });

  it('when a client takes brotli or gzip, then the page comes compressed and varies by encoding', async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/first.webp' });
    for (const encoding of ['br', 'gzip']) {
      const res = await request(t.app).get('/').set('Accept-Encoding', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(preloads(res.text)).toHaveLength(1);
    }
  });
});
