import { SPECIAL_SUBCATEGORIES, toPaisa } from '@bookstore/contracts';
import { count as countRows, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage/storage';
import { rasterizeSvgBanner, rasterizeSvgCover, type ProcessedCover } from '../../lib/uploads/image-processing';
import type { Db, Tx } from '../client';
import { heroImages, products } from '../schema';
import { renderCoverSvg, renderHeroBanners } from './covers';
import { buildDemoCatalogue, type DemoProduct } from './demo-catalogue';
import { makeIsbn13 } from './isbn';
import { createRandom } from './random';

type NewProduct = typeof products.$inferInsert;

export interface SeedResult {
  /** False when the catalogue already had books and nothing was written. */
  seeded: boolean;
  products: number;
  heroImages: number;
}

/** Serialises concurrent seeders (two API processes starting together) on PostgreSQL and PGlite. */
const SEED_LOCK_KEY = 7_204_519;
/** Newest demo books are this far apart in created_at, so "newest first" is a stable order. */
const RECENCY_STEP_MS = 37 * 60 * 1000;
/**
 * The storefront's container is 1200 px wide at most, so this is sharp on desktops and more than a phone
 * needs, at two thirds of the bytes of an upload's HERO_IMAGE_WIDTH (1600): it is the phone's LCP image.
 */
const DEMO_BANNER_WIDTH = 1200;
/** How many files are written to storage at once (keeps remote storage from being flooded). */
const PUT_CONCURRENCY = 8;

async function hasProducts(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(products).limit(1);
  return rows.length > 0;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A demo book's cover as stored: the page copy, the card copy and the keys of its three files. */
interface DemoCover {
  image: string;
  thumbnail: string;
  keys: string[];
}

/** Each demo book's cover drawn as SVG and rendered to WebP copies, in catalogue order (CPU only, nothing stored). */
function renderDemoCovers(catalogue: readonly DemoProduct[]): Promise<ProcessedCover[]> {
  // sharp works off the event loop on libvips' threads: two at a time keep both cores busy
  return mapLimited(catalogue, 2, (book) =>
    rasterizeSvgCover(renderCoverSvg({ title: book.name, author: book.author, category: book.category, condition: book.condition })),
  );
}

/**
 * The demo's hero banners as WebP, DEMO_BANNER_WIDTH wide. The first one is the home page's largest
 * paint on phones: as SVG it is a document whose text the browser lays out and paints on the main thread.
 */
function renderDemoBanners(): Promise<{ name: string; altText: string; data: Buffer }[]> {
  return mapLimited(renderHeroBanners(), 2, async (banner) => ({
    name: banner.name.replace(/\.svg$/, '.webp'),
    altText: banner.altText,
    data: await rasterizeSvgBanner(banner.svg, DEMO_BANNER_WIDTH),
  }));
}

/**
 * Stores the rendered covers like an upload's (`<slug>-page.webp`, `-mid`, `-card`: same names and
 * bytes every time), so the API lists them for srcset as it does an upload's; returns each by slug.
 */
async function storeDemoCovers(storage: Storage, catalogue: readonly DemoProduct[], rendered: readonly ProcessedCover[]): Promise<Map<string, DemoCover>> {
  const entries = await mapLimited(catalogue, PUT_CONCURRENCY, async (book, index): Promise<[string, DemoCover]> => {
    const cover = rendered[index] as ProcessedCover;
    const put = (copy: 'page' | 'mid' | 'card') =>
      storage.put({ folder: 'covers', name: `${book.slug}-${copy}.webp`, data: cover[copy], contentType: 'image/webp' });
    const [page, mid, card] = [await put('page'), await put('mid'), await put('card')];
    return [book.slug, { image: page.url, thumbnail: card.url, keys: [page.key, mid.key, card.key] }];
  });
  return new Map(entries);
}

function demoRow(book: DemoProduct, cover: DemoCover | undefined, seededAt: number): NewProduct {
  const createdAt = new Date(seededAt - book.recencyRank * RECENCY_STEP_MS);
  return {
    name: book.name,
    description: book.description,
    details: book.details,
    pricePaisa: book.pricePaisa,
    originalPricePaisa: book.originalPricePaisa,
    images: [cover?.image ?? ''],
    thumbnails: [cover?.thumbnail ?? ''],
    // the book owns its cover files, as it owns an upload's: removing the cover removes them
    imageKeys: cover?.keys ?? [],
    category: book.category,
    subCategories: book.subCategories,
    sizes: book.sizes,
    author: book.author,
    isbn: book.isbn,
    language: book.language,
    publishedAt: book.publishedAt,
    bestseller: book.bestseller,
    stockQuantity: book.stockQuantity,
    condition: book.condition,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Fills an empty catalogue with the demo books (covers written through `storage`) and the hero banners.
 * Does nothing when the products table already has rows. Everything goes in one transaction, guarded by
 * an advisory lock so two processes starting together do not both seed.
 */
export async function seedDemoCatalogue(db: Db, storage: Storage): Promise<SeedResult> {
  const nothing: SeedResult = { seeded: false, products: 0, heroImages: 0 };
  if (await hasProducts(db)) return nothing;
  const catalogue = buildDemoCatalogue();
  // rendering takes seconds of CPU: done before the transaction, so the lock is held only for the writes
  const rendered = await renderDemoCovers(catalogue);
  const renderedBanners = await renderDemoBanners();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasProducts(tx)) return nothing;
    const covers = await storeDemoCovers(storage, catalogue, rendered);
    const seededAt = Date.now();
    await tx.insert(products).values(catalogue.map((book) => demoRow(book, covers.get(book.slug), seededAt)));

    let heroCount = 0;
    const [existingHeroes] = await tx.select({ n: countRows() }).from(heroImages);
    if (!existingHeroes || existingHeroes.n === 0) {
      const banners = await mapLimited(renderedBanners, PUT_CONCURRENCY, async (banner) => {
        const stored = await storage.put({ folder: 'hero', name: banner.name, data: banner.data, contentType: 'image/webp' });
        return { imageUrl: stored.url, altText: banner.altText };
      });
      await tx.insert(heroImages).values(banners.map((banner, index) => ({ ...banner, sortOrder: index })));
      heroCount = banners.length;
    }
    return { seeded: true, products: catalogue.length, heroImages: heroCount };
  });
}

export interface ScaleSeedOptions {
  /** Rows per INSERT statement (default 1000). */
  batchSize?: number;
  /** Called after each batch with the number of books written so far. */
  onProgress?: (done: number, total: number) => void;
}

export interface ScaleSeedResult {
  products: number;
  durationMs: number;
}

/**
 * The demo books' covers for generated books: those of the demo books already in the catalogue (found
 * by ISBN), the rest rendered and stored now. Rendering all of them again would cost seconds per run.
 */
async function demoCoversFor(db: Db, storage: Storage, catalogue: readonly DemoProduct[]): Promise<Map<string, DemoCover>> {
  const rows = await db
    .select({ isbn: products.isbn, images: products.images, thumbnails: products.thumbnails })
    .from(products)
    .where(inArray(products.isbn, catalogue.map((book) => book.isbn)));
  const byIsbn = new Map(rows.map((row) => [row.isbn, row]));
  const covers = new Map<string, DemoCover>();
  const missing: DemoProduct[] = [];
  for (const book of catalogue) {
    const row = byIsbn.get(book.isbn);
    const image = row?.images[0];
    if (row && image) covers.set(book.slug, { image, thumbnail: row.thumbnails[0] ?? image, keys: [] });
    else missing.push(book);
  }
  const stored = await storeDemoCovers(storage, missing, await renderDemoCovers(missing));
  for (const [slug, cover] of stored) covers.set(slug, cover);
  return covers;
}

/** Generated ISBNs use the 979-8 range, which the demo books never use: '9798' + an 8-digit serial. */
const SCALE_ISBN_PREFIX = '9798';

/** The highest serial used by earlier scale runs, so a second run continues with new ISBNs. */
async function lastScaleSerial(db: Db): Promise<number> {
  const result = await db.execute<{ serial: string | number | null }>(
    sql`select max(substring(${products.isbn} from 5 for 8)::bigint) as serial from ${products} where ${products.isbn} ~ '^9798[0-9]{9}$'`,
  );
  const serial = result.rows[0]?.serial;
  return serial === null || serial === undefined ? 0 : Number(serial);
}

const roundTo10 = (rupees: number) => Math.max(10, Math.round(rupees / 10) * 10);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * Adds `count` generated books for load tests: variations (volume/edition, price, condition, stock,
 * dates) of the demo books, with unique valid ISBN-13s, inserted `batchSize` rows per statement.
 * Covers are the demo covers (about a hundred files), not one file per book.
 */
export async function seedScaleCatalogue(db: Db, storage: Storage, count: number, options: ScaleSeedOptions = {}): Promise<ScaleSeedResult> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Book count must be a whole number of 0 or more, got ${count}`);
  const started = Date.now();
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const catalogue = buildDemoCatalogue();
  const covers = await demoCoversFor(db, storage, catalogue);
  const firstSerial = (await lastScaleSerial(db)) + 1;
  if (firstSerial + count > 99_999_999) throw new Error('The generated ISBN range is used up');
  const random = createRandom(firstSerial);
  const now = Date.now();

  let done = 0;
  while (done < count) {
    const rows: NewProduct[] = [];
    const size = Math.min(batchSize, count - done);
    for (let i = 0; i < size; i += 1) {
      const serial = firstSerial + done + i;
      const base = catalogue[serial % catalogue.length] as DemoProduct;
      const round = Math.floor(serial / catalogue.length) + 2;
      const urdu = base.language === 'Urdu';
      const isVolume = random.chance(0.6);
      const suffix = urdu ? (isVolume ? `حصہ ${round}` : `ایڈیشن ${round}`) : isVolume ? `Volume ${round}` : `Edition ${round}`;
      const used = random.chance(base.condition === 'used' ? 0.8 : 0.15);
      const basePrice = base.pricePaisa / 100;
      const price = clamp(roundTo10(basePrice * (0.7 + random.next() * 0.7) * (used ? 0.55 : 1)), 150, 4500);
      const discounted = random.chance(1 / 3);
      const stock = random.chance(0.08) ? 0 : used ? random.int(1, 2) : random.int(1, 60);
      const createdAt = new Date(now - random.next() * 2 * YEAR_MS);
      const special = used ? SPECIAL_SUBCATEGORIES.oldBooks : SPECIAL_SUBCATEGORIES.newBooks;
      const cover = covers.get(base.slug);
      rows.push({
        name: `${base.name} (${suffix})`,
        description: `${base.description} ${urdu ? '' : `This is ${isVolume ? 'volume' : 'edition'} ${round}.`}`.trim(),
        details: base.details,
        pricePaisa: toPaisa(price),
        originalPricePaisa: discounted ? toPaisa(roundTo10(price * (1.1 + random.next() * 0.3))) : null,
        // shared with the demo book, so owned by neither generated book: no imageKeys
        images: [cover?.image ?? ''],
        thumbnails: [cover?.thumbnail ?? ''],
        category: base.category,
        subCategories: [special, ...base.subCategories.filter((tag) => tag !== SPECIAL_SUBCATEGORIES.newBooks && tag !== SPECIAL_SUBCATEGORIES.oldBooks)],
        sizes: random.chance(0.1) ? [] : base.sizes,
        author: base.author,
        isbn: makeIsbn13(`${SCALE_ISBN_PREFIX}${String(serial).padStart(8, '0')}`),
        language: base.language,
        publishedAt: new Date(Date.UTC(random.int(1950, 2025), random.int(0, 11), random.int(1, 28))),
        bestseller: random.chance(0.03),
        stockQuantity: stock,
        condition: used ? 'used' : 'new',
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(products).values(rows);
    done += size;
    options.onProgress?.(done, count);
  }
  // PGlite has no autovacuum: without statistics the planner walks whole indexes for rare words, and
  // without a visibility map a deep page's index-only walk reads the table too
  if (count > 0) await db.execute(sql`vacuum (analyze) products`);
  return { products: count, durationMs: Date.now() - started };
}
