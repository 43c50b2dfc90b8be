import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { parseHead } from './parse-head';
import { BARE_INDEX_HTML, SITE, seoApp } from './seo-app';

const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

let t: TestApp;
beforeEach(async () => {
  t = await seoApp(BARE_INDEX_HTML);
});
afterEach(() => t.close());

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** What a chat app does with a shared link: read the page without scripts, then fetch its og:image. */
async function previewOf(url: string) {
  const page = await request(t.app).get(url).set('User-Agent', CRAWLER);
  const [image] = parseHead(page.text).meta('og:image');
  expect(image).toMatch(/^https:\/\/books\.example\.pk\//);
  const res = await binary(request(t.app).get(image!.slice(SITE.length)).set('User-Agent', CRAWLER));
  return { res, body: res.body as Buffer };
}

describe("a book's preview image (og:image)", () => {
  it('when a crawler reads a book page and fetches its og:image, then it gets a 1200x630 JPEG under 300 KB showing the cover', async () => {
    await mkdir(path.join(t.config.uploadsDir, 'covers'), { recursive: true });
    const cover = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#1040c0' } }).png().toBuffer();
    await writeFile(path.join(t.config.uploadsDir, 'covers', 'blue.png'), cover);
    const book = await insertProduct(t.db, { name: 'آگ کا دریا <b>&</b> "Fire"', images: ['/uploads/covers/blue.png'], pricePaisa: 1_234_00 });
    const { res, body } = await previewOf(`/product/${book.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(body.length).toBeLessThan(300 * 1024);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // the cover's blue is drawn on the card's left side
    const { data } = await sharp(body).extract({ left: 200, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(80);
  });

  it('when the book changes, then the next card is built anew', async () => {
    const book = await insertProduct(t.db, { name: 'Before' });
    const before = (await previewOf(`/product/${book.id}`)).body;
    await t.db.update(products).set({ name: 'After, a much longer name that wraps onto more lines', updatedAt: new Date() }).where(eq(products.id, book.id));
    const after = (await previewOf(`/product/${book.id}`)).body;
    expect(after.equals(before)).toBe(false);
  });

  it('when a card is asked for a missing, hidden or malformed book, then it is not found', async () => {
    const hidden = await insertProduct(t.db, { isActive: false });
    for (const url of [`/og/product/${hidden.id}.jpg`, '/og/product/123e4567-e89b-12d3-a456-426614174000.jpg', '/og/product/x.jpg', `/og/product/${hidden.id}.png`, '/og/product/..%2F..%2Fetc%2Fpasswd.jpg']) {
      expect([url, (await request(t.app).get(url)).status]).toEqual([url, 404]);
    }
  });

  it("when a book's cover path points outside the uploads, then the card is still made, without it", async () => {
    const book = await insertProduct(t.db, { images: ['/uploads/../../../../etc/passwd'] });
    const { res, body } = await previewOf(`/product/${book.id}`);
    expect(res.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(1200);
  });
});
