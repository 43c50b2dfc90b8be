/**
 * Everything the bench writes to the database happens here, before the store starts (the embedded
 * database has one owner at a time): the catalogue filled up to N books, the buyers, the books they buy.
 */
import path from 'node:path';
import bcrypt from 'bcrypt';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { products, users } from '../../src/db/schema';
import { seedDemoCatalogue, seedScaleCatalogue } from '../../src/db/seed/seed';
import { createDiskStorage } from '../../src/lib/storage/disk-storage';

export interface Buyer {
  email: string;
  password: string;
}

export interface BenchBook {
  id: string;
  format: string;
  stock: number;
}

export interface Prepared {
  books: number;
  /** A book for the product page. */
  productId: string;
  buyers: Buyer[];
  /** Most have plenty of copies; two have few, so they sell out under load and the stock guard is tested. */
  checkoutBooks: BenchBook[];
}

const BUYER_DOMAIN = 'bench.example.com';
const PLENTY = 1_000_000;
const SCARCE = 40;

export const isBenchBuyer = like(users.email, `bench-buyer-%@${BUYER_DOMAIN}`);

export async function openBenchDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  return openDatabase({ databaseUrl, dataDir, timeouts: { queueMs: 600_000 } });
}

async function fillCatalogue(database: Database, dataDir: string, books: number): Promise<number> {
  const { db } = database;
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  await seedDemoCatalogue(db, storage);
  const [before] = await db.select({ n: count() }).from(products);
  const missing = books - (before?.n ?? 0);
  if (missing > 0) {
    console.log(`Adding ${missing.toLocaleString('en-US')} generated books (up to ${books.toLocaleString('en-US')})...`);
    await seedScaleCatalogue(db, storage, missing);
  }
  // fresh statistics and visibility map: plans and index-only scans as a long-running shop has them (its
  // autovacuum, or the embedded store's vacuum at start, would have done this after such a load); the search
  // tables too, which searches walk index-only
  await db.execute(sql`vacuum analyze products, product_words, product_title_words, product_word_counts`);
  const [after] = await db.select({ n: count() }).from(products);
  return after?.n ?? 0;
}

/** Registered, verified customers, made here as the sign-up would leave them (password hashed at low cost: the login checks it fast). */
async function ensureBuyers(database: Database, n: number): Promise<Buyer[]> {
  const { db } = database;
  const password = 'bench-password-1';
  const passwordHash = await bcrypt.hash(password, 4);
  const wanted = Array.from({ length: n }, (_, i) => `bench-buyer-${i + 1}@${BUYER_DOMAIN}`);
  const existing = new Set((await db.select({ email: users.email }).from(users).where(inArray(users.email, wanted))).map((u) => u.email));
  const missing = wanted.filter((email) => !existing.has(email));
  if (missing.length) {
    await db.insert(users).values(missing.map((email, i) => ({ email, passwordHash, name: 'Bench', lastName: `Buyer ${i + 1}`, isAccountVerified: true })));
  }
  await db.update(users).set({ passwordHash, isAccountVerified: true }).where(inArray(users.email, wanted));
  return wanted.map((email) => ({ email, password }));
}

async function stockCheckoutBooks(database: Database): Promise<BenchBook[]> {
  const { db } = database;
  const rows = await db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.category, 'English Novels')))
    .orderBy(products.id)
    .limit(10);
  if (rows.length < 2) throw new Error('The catalogue has too few English novels for the checkout call');
  const books = rows.map((row, i) => ({ id: row.id, format: row.sizes[0] ?? '', stock: i < 2 ? SCARCE : PLENTY }));
  for (const book of books) await db.update(products).set({ stockQuantity: book.stock }).where(eq(products.id, book.id));
  return books;
}

export async function prepare(options: { databaseUrl?: string; dataDir: string; books: number; buyers: number }): Promise<Prepared> {
  const database = await openBenchDatabase(options.databaseUrl, options.dataDir);
  try {
    await runMigrations(database);
    const books = await fillCatalogue(database, options.dataDir, options.books);
    const [sample] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), eq(products.category, 'Urdu Novels')))
      .orderBy(products.id)
      .limit(1);
    if (!sample) throw new Error('The catalogue has no Urdu novel for the product page');
    const buyers = await ensureBuyers(database, options.buyers);
    const checkoutBooks = await stockCheckoutBooks(database);
    return { books, productId: sample.id, buyers, checkoutBooks };
  } finally {
    await database.close();
  }
}
