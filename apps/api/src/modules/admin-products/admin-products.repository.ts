import { LOW_STOCK_THRESHOLD, type AdminProductsQuery } from '@bookstore/contracts';
import { and, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, products } from '../../db/schema';
import { productColumns, type ProductRow } from '../catalog/product-mapper';
import { parseSearch, searchCondition } from '../catalog/search';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'searchText' | 'subCategoryKeys'>;
export type ProductImages = Pick<ProductRow, 'images' | 'thumbnails' | 'imageKeys'>;

/** The storefront's search (every word in products.search_text, trigram index), without its spelling correction. */
function filtersOf(query: AdminProductsQuery): SQL[] {
  const filters: SQL[] = [];
  const terms = parseSearch(query.search);
  if (terms) filters.push(searchCondition(terms));
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.availability === 'in-stock') filters.push(gt(products.stockQuantity, 0));
  if (query.availability === 'out-of-stock') filters.push(eq(products.stockQuantity, 0));
  if (query.availability === 'low-stock') filters.push(lte(products.stockQuantity, LOW_STOCK_THRESHOLD));
  if (query.visibility) filters.push(eq(products.isActive, query.visibility === 'active'));
  return filters;
}

/** The back office's reads and writes of books; the writes run inside the caller's transaction. */
export const adminProductsRepository = {
  /**
   * A page, newest first. The total is a query of its own: `count(*) over ()` would make PostgreSQL read
   * every matching row (descriptions and all) before it could stop at the page.
   */
  async page(db: Db, query: AdminProductsQuery): Promise<ProductRow[]> {
    return db
      .select(productColumns)
      .from(products)
      .where(and(...filtersOf(query)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  },

  async count(db: Db, query: AdminProductsQuery): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(...filtersOf(query)));
    return row?.total ?? 0;
  },

  /** How many orders hold each book, in one grouped query (index on order_items.product_id). */
  async orderCounts(db: Db | Tx, productIds: string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await db
      .select({ productId: orderItems.productId, orders: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number) })
      .from(orderItems)
      .where(inArray(orderItems.productId, productIds))
      .groupBy(orderItems.productId);
    return new Map(rows.map((row) => [row.productId!, row.orders]));
  },

  async find(db: Db | Tx, productId: string): Promise<ProductRow | undefined> {
    const [row] = await db.select(productColumns).from(products).where(eq(products.id, productId)).limit(1);
    return row;
  },

  /** The row, locked (FOR UPDATE) until the transaction ends: edits, uploads and checkouts of it queue. */
  async lock(tx: Tx, productId: string): Promise<ProductRow | undefined> {
    const [row] = await tx.select(productColumns).from(products).where(eq(products.id, productId)).for('update');
    return row;
  },

  async insert(db: Db | Tx, values: ProductValues): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning(productColumns);
    return row!;
  },

  async update(tx: Tx, productId: string, values: Partial<ProductValues>): Promise<ProductRow> {
    const [row] = await tx.update(products).set(values).where(eq(products.id, productId)).returning(productColumns);
    return row!;
  },

  async hasOrders(tx: Tx, productId: string): Promise<boolean> {
    const rows = await tx.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
    return rows.length > 0;
  },

  /** Cart lines, wishlist entries and reviews of the book go with it (ON DELETE CASCADE). */
  async delete(tx: Tx, productId: string): Promise<void> {
    await tx.delete(products).where(eq(products.id, productId));
  },
};
