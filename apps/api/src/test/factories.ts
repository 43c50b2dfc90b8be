import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { heroImages, products } from '../db/schema';

type NewProduct = typeof products.$inferInsert;

/** Inserts a book with sensible defaults; each test states only what matters to it. */
export async function insertProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Book ${randomBytes(3).toString('hex')}`,
      description: 'A book made for a test.',
      details: 'Line one\nLine two',
      pricePaisa: 500_00,
      images: ['/uploads/covers/test.svg'],
      category: 'English Novels',
      subCategories: ['New Books'],
      sizes: ['Paperback'],
      author: 'Test Author',
      language: 'English',
      stockQuantity: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertHeroImage(db: Db, overrides: Partial<typeof heroImages.$inferInsert> = {}) {
  const [row] = await db
    .insert(heroImages)
    .values({ imageUrl: '/uploads/hero/test.svg', altText: 'A banner', ...overrides })
    .returning();
  return row!;
}
