import { QUANTITY_MAX } from '@bookstore/contracts';
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartItems, carts, products, sessions, users } from '../../db/schema';
import { liveSession, type TokenClaims } from '../../lib/auth/session';
import { reusableStatement } from '../../lib/db/reusable-statement';

type Executor = Db | Tx;
export type ProductRow = typeof products.$inferSelect;

/** The columns of a book that choosing a line's format and taking a guest's line read. */
export type ChosenBook = Pick<ProductRow, 'id' | 'name' | 'sizes' | 'stockQuantity' | 'isActive'>;

export interface CartLineRow {
  productId: string;
  format: string;
  quantity: number;
  product: ProductRow;
}

/** The user's cart id (served by the unique index on carts.user_id). */
const cartIdOf = (userId: string | Placeholder) => sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`;

const param = (name: string) => sql.placeholder(name);
/** Times go in as ISO text: a bare placeholder in raw SQL skips drizzle's encoder. */
const at = (name: string) => sql`${param(name)}::timestamptz`;

// the statements of adding to the cart and of checking out, built once per connection (lib/db/reusable-statement)
const ensureCartStatement = reusableStatement('cart_ensure', (ex) =>
  ex
    .insert(carts)
    .values({ userId: param('userId'), updatedAt: at('now') })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: at('now') } })
    .returning({ id: carts.id }),
);

const listLinesStatement = reusableStatement('cart_lines', (ex) =>
  ex
    .select({ productId: cartItems.productId, format: cartItems.format, quantity: cartItems.quantity, product: products })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(carts.userId, param('userId')), eq(products.isActive, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.format)),
);

const findProductStatement = reusableStatement('cart_product', (ex) => ex.select().from(products).where(eq(products.id, param('id'))));

const addToLineStatement = reusableStatement('cart_add_line', (ex) =>
  ex
    .insert(cartItems)
    .values({
      cartId: param('cartId'),
      productId: param('productId'),
      format: param('format'),
      quantity: sql`least(${param('quantity')}::int, ${QUANTITY_MAX})`,
      createdAt: at('now'),
      updatedAt: at('now'),
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.format],
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${QUANTITY_MAX})`, updatedAt: at('now') },
    }),
);

/** A cart line as the cart's answer shows it: the line and the few columns of its book that the answer carries. */
export interface ShownCartLine {
  productId: string;
  format: string;
  quantity: number;
  name: string;
  pricePaisa: number;
  originalPricePaisa: number | null;
  /** The first image, or null when the book has none. */
  image: string | null;
  category: string;
}

/** A row of addChecked's answer: what the checks found, and one of the cart's lines after the add (null when none). */
export interface CheckedAddRow {
  /** False when the claims name no live session (ended, expired, user deleted). */
  live: boolean;
  /** False when there is no such book. */
  found: boolean;
  isActive: boolean | null;
  /** The book's name, for the refusal of a sold-out book. */
  bookName: string | null;
  stockQuantity: number | null;
  /** The format the line is kept under (see cart.service's lineFormat), null for one the book does not come in. */
  kept: string | null;
  productId: string | null;
  format: string | null;
  quantity: number | null;
  name: string | null;
  pricePaisa: number | null;
  originalPricePaisa: number | null;
  image: string | null;
  category: string | null;
}

/**
 * Adding to the cart in one statement: the session check, the book's checks (on sale, the format it comes
 * in, copies left), and only when all pass the cart (made on first use) and the line; the answer carries
 * the checks and the cart's lines after it (listLines' order, hidden books left out). The lines' scan sees
 * the cart as it was before the statement, so the added or updated line is taken from the insert's
 * RETURNING instead.
 */
const addCheckedStatement = reusableStatement('cart_add_checked', (ex) => {
  const format = sql`${param('format')}::text`;
  const live = ex
    .$with('live', { userId: users.id })
    .as(sql`select ${users.id} as user_id from ${sessions} join ${users} on ${users.id} = ${sessions.userId} where ${liveSession()} limit 1`);
  // the format kept: lineFormat's rules (none for a book without formats, else the chosen or the first one)
  const book = ex.$with('book', {}).as(sql`
    select id, name, is_active, stock_quantity,
      case when cardinality(sizes) = 0 then '' when ${format} = '' then sizes[1] when ${format} = any(sizes) then ${format} end as kept
    from ${products} where id = ${param('productId')}::uuid`);
  const ok = ex
    .$with('ok', {})
    .as(sql`select live.user_id, book.id as product_id, book.kept from live, book where book.is_active and book.kept is not null and book.stock_quantity > 0`);
  const cart = ex.$with('cart', { id: carts.id }).as(
    ex
      .insert(carts)
      // drizzle names every column of carts: the id is the column's own default
      .select(sql`select gen_random_uuid(), user_id, ${at('now')} from ok`)
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: at('now') } })
      .returning({ id: carts.id })
      .getSQL(),
  );
  const added = ex.$with('added', {}).as(
    ex
      .insert(cartItems)
      .select(sql`select ${cart.id}, ok.product_id, ok.kept, least(${param('quantity')}::int, ${QUANTITY_MAX}), ${at('now')}, ${at('now')} from ${cart}, ok`)
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.format],
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${QUANTITY_MAX})`, updatedAt: at('now') },
      })
      .returning({ productId: cartItems.productId, format: cartItems.format, quantity: cartItems.quantity, createdAt: cartItems.createdAt })
      .getSQL(),
  );
  const lines = ex.$with('lines', {}).as(sql`
    select i.product_id, i.format, i.quantity, i.created_at from cart_items i
    where i.cart_id = (select id from cart)
      and not exists (select 1 from added a where a.product_id = i.product_id and a.format = i.format)
    union all
    select product_id, format, quantity, created_at from added`);
  return ex
    .with(live, book, ok, cart, added, lines)
    .select({
      live: sql<boolean>`live.user_id is not null`,
      found: sql<boolean>`book.id is not null`,
      isActive: sql<boolean | null>`book.is_active`,
      bookName: sql<string | null>`book.name`,
      stockQuantity: sql<number | null>`book.stock_quantity`,
      kept: sql<string | null>`book.kept`,
      productId: sql<string | null>`l.product_id`,
      format: sql<string | null>`l.format`,
      quantity: sql<number | null>`l.quantity`,
      name: sql<string | null>`p.name`,
      pricePaisa: sql<number | null>`p.price_paisa`,
      originalPricePaisa: sql<number | null>`p.original_price_paisa`,
      image: sql<string | null>`p.images[1]`,
      category: sql<string | null>`p.category`,
    })
    .from(sql`(select) one left join live on true left join book on true left join (lines l join ${products} p on p.id = l.product_id and p.is_active) on true`)
    .orderBy(sql`l.created_at, l.product_id, l.format`);
});

const clearStatement = reusableStatement('cart_clear', (ex) => ex.delete(cartItems).where(eq(cartItems.cartId, cartIdOf(param('userId')))));

/** Cart queries. Lines are keyed (cart, product, format); every read starts from carts.user_id. */
export const cartRepository = {
  /** The user's cart, created on first use; the upsert also locks it for the rest of the transaction. */
  async ensureCart(ex: Executor, userId: string, now: Date): Promise<string> {
    const [row] = await ensureCartStatement(ex, { userId, now: now.toISOString() });
    return row!.id;
  },

  /** Lines of books still in the shop window, oldest first, with the book. */
  async listLines(ex: Executor, userId: string): Promise<CartLineRow[]> {
    return listLinesStatement(ex, { userId });
  },

  async findProducts(ex: Executor, ids: string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) return findProductStatement(ex, { id: ids[0] });
    return ex.select().from(products).where(inArray(products.id, ids));
  },

  async formatsInCart(ex: Executor, userId: string, productId: string): Promise<string[]> {
    const rows = await ex
      .select({ format: cartItems.format })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartIdOf(userId)), eq(cartItems.productId, productId)));
    return rows.map((r) => r.format);
  },

  /** Adds to a line (creating it); the same book and format add up, never beyond 10. */
  async addToLine(ex: Executor, line: { cartId: string; productId: string; format: string; quantity: number }, now: Date) {
    await addToLineStatement(ex, { ...line, now: now.toISOString() });
  },

  /** See addCheckedStatement: the checks' row(s) and the cart after the add; nothing is written when a check fails. */
  async addChecked(ex: Executor, claims: TokenClaims, line: { productId: string; format: string; quantity: number }, now: Date): Promise<CheckedAddRow[]> {
    return addCheckedStatement(ex, { sid: claims.sid, sub: claims.sub, ...line, now: now.toISOString() });
  },

  /** Sets a line's quantity; false when the line is not in the cart. */
  async setQuantity(ex: Executor, userId: string, line: { productId: string; format: string; quantity: number }, now: Date) {
    const rows = await ex
      .update(cartItems)
      .set({ quantity: line.quantity, updatedAt: now })
      .where(
        and(eq(cartItems.cartId, cartIdOf(userId)), eq(cartItems.productId, line.productId), eq(cartItems.format, line.format)),
      )
      .returning({ productId: cartItems.productId });
    return rows.length > 0;
  },

  /** Removes one line, or every line of the book when no format is given. */
  async removeLines(ex: Executor, userId: string, productId: string, format?: string): Promise<void> {
    await ex
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartIdOf(userId)),
          eq(cartItems.productId, productId),
          format === undefined ? undefined : eq(cartItems.format, format),
        ),
      );
  },

  async clear(ex: Executor, userId: string): Promise<void> {
    await clearStatement(ex, { userId });
  },
};
