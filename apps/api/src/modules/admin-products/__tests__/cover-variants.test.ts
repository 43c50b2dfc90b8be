import request from 'supertest';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageInfo, pngImage } from './test-images';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const upload = async (productId: string, data: Buffer) =>
  admin.agent.post(`/api/admin/products/${productId}/images`).attach('image', data, { filename: 'cover.png', contentType: 'image/png' });

describe('cover copies for srcset', () => {
  it('when a cover is uploaded, then the shop lists its 320, 480 and 800 copies, each served as long-cached WebP', async () => {
    const book = await insertProduct(t.db, { images: [] });
    await upload(book.id, await pngImage(1200, 1800));
    const res = await request(t.app).get(`/api/products/${book.id}`);
    const [variants] = res.body.product.imageVariants as { url: string; width: number }[][];
    expect(variants!.map((v) => v.width)).toEqual([320, 480, 800]);
    expect(variants![0]!.url).toBe(res.body.product.thumbnails[0]);
    expect(variants![2]!.url).toBe(res.body.product.image[0]);
    for (const variant of variants!) {
      expect(await imageInfo(t, variant.url)).toMatchObject({ format: 'webp', width: variant.width });
      const file = await request(t.app).get(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when the picture is narrower than a copy, then it is never enlarged (each copy is at most the original width)', async () => {
    const book = await insertProduct(t.db, { images: [] });
    await upload(book.id, await pngImage(400, 600));
    const res = await request(t.app).get(`/api/products/${book.id}`);
    const [variants] = res.body.product.imageVariants as { url: string; width: number }[][];
    expect(await Promise.all(variants!.map(async (v) => (await imageInfo(t, v.url)).width))).toEqual([320, 400, 400]);
  });

  it('when a cover was uploaded before the middle copy existed, then only its page and card copies are listed', async () => {
    const book = await insertProduct(t.db, {
      images: ['/uploads/covers/old-page.webp'],
      thumbnails: ['/uploads/covers/old-card.webp'],
      imageKeys: ['covers/old-page.webp', 'covers/old-card.webp'],
    });
    const res = await request(t.app).get(`/api/products/${book.id}`);
    expect(res.body.product.imageVariants).toEqual([
      [
        { url: '/uploads/covers/old-card.webp', width: 320 },
        { url: '/uploads/covers/old-page.webp', width: 800 },
      ],
    ]);
  });

  it('when a cover is an SVG, a link, or a -page.webp with no card copy, then it has no copies (shown as it is)', async () => {
    const book = await insertProduct(t.db, {
      images: ['/covers/demo.svg', 'https://example.com/x-page.webp', '/uploads/covers/lone-page.webp'],
      thumbnails: ['/covers/demo.svg'],
    });
    const res = await request(t.app).get(`/api/products/${book.id}`);
    expect(res.body.product.imageVariants).toEqual([[], [], []]);
  });

  it('when a middle copy is named in another product only, then it is not listed for this one', async () => {
    await insertProduct(t.db, { images: ['/uploads/covers/x-page.webp'], thumbnails: ['/uploads/covers/x-card.webp'], imageKeys: ['covers/x-mid.webp'] });
    const book = await insertProduct(t.db, { images: ['/uploads/covers/x-page.webp'], thumbnails: ['/uploads/covers/x-card.webp'], imageKeys: [] });
    const res = await request(t.app).get(`/api/products/${book.id}`);
    expect(res.body.product.imageVariants[0].map((v: { width: number }) => v.width)).toEqual([320, 800]);
  });
});
