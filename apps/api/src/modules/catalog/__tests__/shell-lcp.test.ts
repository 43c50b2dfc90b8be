import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CARD_COVER_SIZES, PAGE_COVER_SIZES } from '@bookstore/contracts';
import request from 'supertest';
import { insertHeroImage, insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** index.html's shell as the web build writes it: the header, then the placeholder in <main>. */
const PLACEHOLDER = '<div class="container shell-skeleton" role="status"><span class="shell-block shell-hero"></span></div>';
const HTML = `<!doctype html><html><head><title>Kitab Ghar</title>\n  </head><body><div id="root"><div class="site" data-shell><header class="site-header"></header><main id="main" class="site-main">${PLACEHOLDER}</main></div></div></body></html>`;

let t: TestApp;
beforeEach(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(dist, 'index.html'), HTML);
  t = await createTestApp({ webDistDir: dist });
});
afterEach(() => t.close());

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** What the served page's <main> holds, and its images' attributes as a browser reads them. */
async function shellOf(url: string) {
  const html = (await request(t.app).get(url)).text;
  const main = /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const images = [...main.matchAll(/<img\s([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...(attributes as string).matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, (value as string).replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] as string)])),
  );
  return { html, main, images };
}

describe("the page's largest image in the served shell", () => {
  it('when the home page is opened, then the shell shows the first banner as the carousel draws it', async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/second.webp', altText: 'Second', sortOrder: 2 });
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/first.webp', altText: 'Urdu classics', sortOrder: 1 });
    const { images, main } = await shellOf('/');
    expect(images).toEqual([{ src: '/uploads/hero/first.webp', alt: 'Urdu classics', width: '1200', height: '600', fetchpriority: 'high' }]);
    expect(main).toContain('class="shell-block shell-hero shell-media"');
  });

  it("when a book's page is opened, then the shell shows its first cover with the gallery's copies and slot widths", async () => {
    const book = await insertProduct(t.db, {
      name: 'Aag Ka Darya',
      images: [' ', '/uploads/covers/x-page.webp'],
      thumbnails: [' ', '/uploads/covers/x-card.webp'],
      imageKeys: ['covers/x-page.webp', 'covers/x-mid.webp', 'covers/x-card.webp'],
    });
    const { images, main } = await shellOf(`/product/${book.id}`);
    expect(images).toEqual([
      {
        src: '/uploads/covers/x-page.webp',
        srcset: '/uploads/covers/x-card.webp 320w, /uploads/covers/x-mid.webp 480w, /uploads/covers/x-page.webp 800w',
        sizes: PAGE_COVER_SIZES,
        alt: 'Aag Ka Darya',
        width: '300',
        height: '400',
        fetchpriority: 'high',
      },
    ]);
    expect(main).toContain('class="shell-block shell-gallery shell-media"');
  });

  it('when the plain collections page is opened, then the shell shows the first six books\' covers as their cards draw them, in the list\'s order', async () => {
    const books = [];
    for (let i = 0; i < 8; i++) books.push(await insertProduct(t.db, { name: `Book ${i}`, images: [`/uploads/covers/b${i}.svg`], createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    await insertProduct(t.db, {
      name: 'Newest',
      images: ['/uploads/covers/x-page.webp'],
      thumbnails: ['/uploads/covers/x-card.webp'],
      imageKeys: ['covers/x-page.webp', 'covers/x-mid.webp', 'covers/x-card.webp'],
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    });
    const listed = (await request(t.app).get('/api/products/get?limit=20')).body as { products: { name: string }[] };
    const { images } = await shellOf('/collections');
    expect(images.map((image) => image.alt)).toEqual(listed.products.slice(0, 6).map((book) => book.name));
    expect(images[0]).toEqual({
      src: '/uploads/covers/x-card.webp',
      srcset: '/uploads/covers/x-card.webp 320w, /uploads/covers/x-mid.webp 480w, /uploads/covers/x-page.webp 800w',
      sizes: CARD_COVER_SIZES,
      alt: 'Newest',
      width: '300',
      height: '400',
      fetchpriority: 'high',
    });
    expect(images[1]).toMatchObject({ src: expect.stringMatching(/^\/uploads\/covers\/b\d\.svg$/), alt: expect.stringMatching(/^Book \d$/) });
    expect(images[1]).not.toHaveProperty('srcset');
    // the first row's covers early (one painted late leaves a card of React's the largest paint), the next row's after them
    expect(images.map((image) => image.fetchpriority)).toEqual(['high', 'high', 'high', 'low', 'low', 'low']);
  });

  it('when a banner alt or a book name holds markup, quotes and U+2028, then each stays one attribute value and adds no element', async () => {
    const junk = `"><script>alert(1)</script><img src=x onerror=alert(2)> 'q' \u2028 $& $1 </main>`;
    await insertHeroImage(t.db, { imageUrl: `/uploads/hero/x"><script>alert(3)</script>.webp?a=1&b=2`, altText: junk });
    const book = await insertProduct(t.db, { name: junk, images: [`/uploads/covers/y' onerror='alert(4)'.svg`] });
    for (const [url, src] of [
      ['/', `/uploads/hero/x"><script>alert(3)</script>.webp?a=1&b=2`],
      [`/product/${book.id}`, `/uploads/covers/y' onerror='alert(4)'.svg`],
      ['/collections', `/uploads/covers/y' onerror='alert(4)'.svg`],
    ] as const) {
      const { html, main, images } = await shellOf(url);
      expect(html).not.toContain('<script>alert');
      expect(main).not.toMatch(/<img src=x|onerror='alert/);
      expect(images).toHaveLength(1);
      expect(images[0]).toMatchObject({ src, alt: junk });
      expect(main.match(/<\/?[a-z]+/g)?.filter((tag) => !['<div', '</div', '<span', '</span', '<img', '<ul', '</ul', '<li', '</li'].includes(tag))).toEqual([]);
    }
  });

  it('when the id is junk or unknown, the book has no cover, the collections page is filtered or there is no banner or book, then the shell keeps the plain placeholder', async () => {
    for (const page of ['/', '/collections']) expect((await shellOf(page)).main).toBe(PLACEHOLDER);
    const bare = await insertProduct(t.db, { images: [] });
    const pages = [
      `/product/${bare.id}`,
      '/product/123e4567-e89b-12d3-a456-426614174000',
      '/product/%00%3Cscript%3E',
      `/product/${'x'.repeat(5000)}`,
      '/collections?category=Poetry',
      '/collections?search=%3Cimg%20src%3Dx%3E',
    ];
    for (const page of pages) expect((await shellOf(page)).main).toBe(PLACEHOLDER);
  });
});
