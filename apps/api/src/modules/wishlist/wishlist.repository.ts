import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';

type Executor = Db | Tx;
export type ProductRow = typeof products.$inferSelect;

/** Wishlist queries; every one starts from the (user_id, product_id) primary key. */
export const wishlistRepository = {
  /** Books still in the shop window, most recently added first. */
  async list(ex: Executor, userId: string): Promise<ProductRow[]> {
    const rows = await ex
      .select({ product: products })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    return rows.map((r) => r.product);
  },

  async count(ex: Executor, userId: string): Promise<number> {
    const [row] = await ex.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    return row?.n ?? 0;
  },

  /** Which of these books the user already keeps. */
  async heldOf(ex: Executor, userId: string, productIds: string[]): Promise<Set<string>> {
    if (productIds.length === 0) return new Set();
    const rows = await ex
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, productIds)));
    return new Set(rows.map((r) => r.productId));
  },

  async findLiveProducts(ex: Executor, ids: string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return ex
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  },

  /** Adds books not yet there (adding one twice is harmless); answers how many were new. */
  async add(ex: Executor, userId: string, productIds: string[], now: Date): Promise<number> {
    if (productIds.length === 0) return 0;
    const rows = await ex
      .insert(wishlistItems)
      .values(productIds.map((productId, i) => ({ userId, productId, createdAt: new Date(now.getTime() + i) })))
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
    return rows.length;
  },

  async remove(ex: Executor, userId: string, productId: string): Promise<void> {
    await ex.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  },
};
