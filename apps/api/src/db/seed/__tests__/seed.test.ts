import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, COVER_WIDTHS, SPECIAL_SUBCATEGORIES } from '@bookstore/contracts';
import { asc, count, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../client';
import { heroImages, products } from '../../schema';
import { createDiskStorage } from '../../../lib/storage/disk-storage';
import { openTestDatabase } from '../../../test/test-database';
import { isValidIsbn13 } from '../isbn';
import { seedDemoCatalogue, seedScaleCatalogue } from '../seed';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('seedDemoCatalogue and seedScaleCatalogue', () => {
  let database: Database;
  let uploadsDir: string;
  let firstResult: Awaited<ReturnType<typeof seedDemoCatalogue>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    uploadsDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'seed-uploads-'));
    firstResult = await seedDemoCatalogue(database.db, createDiskStorage(uploadsDir));
    // the seed draws over a hundred covers to WebP: seconds of CPU, far more on a busy machine
  }, 240_000);

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const allProducts = () => database.db.select().from(products).orderBy(asc(products.createdAt));
  /** Where the disk storage keeps the file behind a /uploads/... URL. */
  const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

  it('when seeding an empty database, then it reports at least 80 books and 3 hero images', async () => {
    expect(firstResult.seeded).toBe(true);
    expect(firstResult.products).toBeGreaterThanOrEqual(80);
    expect(firstResult.heroImages).toBe(3);
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(firstResult.products);
  });

  it('when seeded, then every one of the 18 categories has at least 4 books', async () => {
    const rows = await allProducts();
    const thin = CATEGORIES.filter((category) => rows.filter((p) => p.category === category).length < 4);
    expect(thin).toEqual([]);
    expect(rows.every((p) => (CATEGORIES as readonly string[]).includes(p.category))).toBe(true);
  });

  it('when seeded, then every ISBN is a valid, unique ISBN-13', async () => {
    const isbns = (await allProducts()).map((p) => p.isbn ?? '');
    expect(isbns.filter((isbn) => !isValidIsbn13(isbn))).toEqual([]);
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('when seeded, then the shop has out-of-stock, discounted, bestselling, used and Urdu-script books', async () => {
    const rows = await allProducts();
    expect(rows.filter((p) => p.stockQuantity === 0).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((p) => p.originalPricePaisa !== null && p.originalPricePaisa > p.pricePaisa).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((p) => p.bestseller).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((p) => ARABIC_SCRIPT.test(p.name)).length).toBeGreaterThanOrEqual(20);
    const used = rows.filter((p) => p.condition === 'used');
    expect(used.length).toBeGreaterThanOrEqual(6);
    expect(used.every((p) => p.stockQuantity <= 2 && p.subCategories.includes(SPECIAL_SUBCATEGORIES.oldBooks))).toBe(true);
    const fresh = rows.filter((p) => p.condition === 'new');
    expect(fresh.every((p) => p.subCategories.includes(SPECIAL_SUBCATEGORIES.newBooks))).toBe(true);
  });

  it('when seeded, then prices are whole paisa between Rs. 150 and Rs. 4,500 and each book has text to sell it', async () => {
    for (const p of await allProducts()) {
      expect(Number.isInteger(p.pricePaisa)).toBe(true);
      expect(p.pricePaisa).toBeGreaterThanOrEqual(150_00);
      expect(p.pricePaisa).toBeLessThanOrEqual(4_500_00);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.details.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(p.publishedAt).toBeInstanceOf(Date);
      expect(p.author).not.toBe('');
    }
  });

  it('when seeded, then the search text is filled by the database', async () => {
    const found = await database.db.select({ name: products.name }).from(products).where(like(products.searchText, '%gray%'));
    expect(found.map((p) => p.name)).toContain("Gray's Anatomy for Students");
  });

  it('when seeded, then each cover is stored like an upload: WebP page, middle and card copies the book owns', async () => {
    const rows = await allProducts();
    for (const p of rows) {
      expect(p.images).toHaveLength(1);
      const page = p.images[0] ?? '';
      expect(page).toMatch(/^\/uploads\/covers\/[a-z0-9-]+-page\.webp$/);
      expect(p.thumbnails).toEqual([page.replace(/-page\.webp$/, '-card.webp')]);
      expect(p.imageKeys).toHaveLength(3);
      for (const copy of ['page', 'mid', 'card']) expect(existsSync(fileOf(page.replace(/-page\.webp$/, `-${copy}.webp`)))).toBe(true);
    }
    const grays = rows.find((p) => p.name === "Gray's Anatomy for Students");
    const page = await sharp(await readFile(fileOf(grays?.images[0] ?? ''))).metadata();
    expect(page).toMatchObject({ format: 'webp', width: COVER_WIDTHS.page, height: COVER_WIDTHS.page * 1.5 });
    const card = await sharp(await readFile(fileOf(grays?.thumbnails[0] ?? ''))).metadata();
    expect(card).toMatchObject({ format: 'webp', width: COVER_WIDTHS.card });
  });

  it('when seeded, then three hero banners with alt text exist on disk as 8:3 WebP images', async () => {
    const heroes = await database.db.select().from(heroImages).orderBy(asc(heroImages.sortOrder));
    expect(heroes).toHaveLength(3);
    for (const hero of heroes) {
      expect(hero.altText.length).toBeGreaterThan(10);
      expect(hero.imageUrl).toMatch(/^\/uploads\/hero\/[a-z-]+\.webp$/);
      const image = await sharp(await readFile(fileOf(hero.imageUrl))).metadata();
      expect(image).toMatchObject({ format: 'webp', width: 1200, height: 450 });
    }
  });

  it('when seeding a second time, then nothing is added', async () => {
    const [before] = await database.db.select({ n: count() }).from(products);
    const again = await seedDemoCatalogue(database.db, createDiskStorage(uploadsDir));
    expect(again).toEqual({ seeded: false, products: 0, heroImages: 0 });
    const [after] = await database.db.select({ n: count() }).from(products);
    const [heroes] = await database.db.select({ n: count() }).from(heroImages);
    expect(after?.n).toBe(before?.n);
    expect(heroes?.n).toBe(3);
  });

  it('when adding 500 generated books twice, then 1,000 books are added with unique valid ISBNs', async () => {
    const [before] = await database.db.select({ n: count() }).from(products);
    const progress: number[] = [];
    const storage = createDiskStorage(uploadsDir);
    const result = await seedScaleCatalogue(database.db, storage, 500, { batchSize: 200, onProgress: (done) => progress.push(done) });
    expect(result.products).toBe(500);
    expect(progress).toEqual([200, 400, 500]);
    await seedScaleCatalogue(database.db, storage, 500);

    const rows = await allProducts();
    expect(rows.length).toBe((before?.n ?? 0) + 1000);
    const isbns = rows.map((p) => p.isbn ?? '');
    expect(isbns.filter((isbn) => !isValidIsbn13(isbn))).toEqual([]);
    expect(new Set(isbns).size).toBe(isbns.length);
    for (const p of rows) {
      expect(p.pricePaisa).toBeGreaterThanOrEqual(150_00);
      expect(p.pricePaisa).toBeLessThanOrEqual(4_500_00);
      if (p.originalPricePaisa !== null) expect(p.originalPricePaisa).toBeGreaterThan(p.pricePaisa);
      expect(existsSync(fileOf(p.images[0] ?? ''))).toBe(true);
    }
    // covers are the demo books' own files, shared and owned by none of the generated books
    expect(new Set(rows.map((p) => p.images[0])).size).toBe(firstResult.products);
    const generated = rows.filter((p) => p.isbn?.startsWith('9798'));
    expect(generated.every((p) => p.imageKeys.length === 0 && /-card\.webp$/.test(p.thumbnails[0] ?? ''))).toBe(true);
  });
});
