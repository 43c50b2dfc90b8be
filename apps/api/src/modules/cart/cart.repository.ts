import { QUANTITY_MAX } from '@bookstore/contracts';
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartItems, carts, products, sessions, users } from '../../db/schema';
import { liveSession, SESSION_USER_FIELDS, type SessionUser, type TokenClaims } from '../../lib/auth/session';
import { reusableStatement } from '../../lib/db/reusable-statement';

type Executor = Db | Tx;
export type ProductRow = typeof products.$inferSelect;

/** The columns of a book that adding it to the cart reads: live, formats, copies left, and its name for the refusal. */
const CHOSEN_BOOK_COLUMNS = { id: products.id, name: products.name, sizes: products.sizes, stockQuantity: products.stockQuantity, isActive: products.isActive };
export type ChosenBook = Pick<ProductRow, keyof typeof CHOSEN_BOOK_COLUMNS>;

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

// adding to the cart checks the session and reads the book in one statement (the route checked only the token)
const sessionAndProductStatement = reusableStatement('cart_session_product', (ex) =>
  ex
    .select({ user: SESSION_USER_FIELDS, product: CHOSEN_BOOK_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(products, eq(products.id, param('productId')))
    .where(liveSession())
    .limit(1),
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

/**
 * The cart (made on first use), the line, and the cart's lines as they stand after it, in one statement:
 * adding to the cart needs no transaction of its own, and no second round trip for the answer. The lines'
 * scan sees the cart as it was before the statement, so the added or updated line is taken from the
 * insert's RETURNING instead.
 */
const addLineStatement = reusableStatement('cart_add_list', (ex) => {
  const cart = ex.$with('cart', { id: carts.id }).as(
    ex
      .insert(carts)
      .values({ userId: param('userId'), updatedAt: at('now') })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: at('now') } })
      .returning({ id: carts.id })
      .getSQL(),
  );
  const added = ex.$with('added', {}).as(
    ex
      .insert(cartItems)
      .select(
        sql`select ${cart.id}, ${param('productId')}::uuid, ${param('format')}::text, least(${param('quantity')}::int, ${QUANTITY_MAX}), ${at('now')}, ${at('now')} from ${cart}`,
      )
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
    .with(cart, added, lines)
    .select({
      productId: sql<string>`l.product_id`,
      format: sql<string>`l.format`,
      quantity: sql<number>`l.quantity`,
      name: sql<string>`p.name`,
      pricePaisa: sql<number>`p.price_paisa`,
      originalPricePaisa: sql<number | null>`p.original_price_paisa`,
      image: sql<string | null>`p.images[1]`,
      category: sql<string>`p.category`,
    })
    .from(sql`lines l join ${products} p on p.id = l.product_id`)
    .where(sql`p.is_active`)
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

  /**
   * The user of the live session the claims name (undefined when it is not live: ended, expired, user
   * deleted), with the book `productId` (a uuid) or null when there is no such book.
   */
  async sessionAndProduct(ex: Executor, claims: TokenClaims, productId: string, now: Date): Promise<{ user: SessionUser; product: ChosenBook | null } | undefined> {
    const [row] = await sessionAndProductStatement(ex, { sid: claims.sid, sub: claims.sub, now, productId });
    return row;
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

  /**
   * Adds to a line of the user's cart, making the cart and the line when missing; the same book and format
   * add up, never beyond 10. Returns the cart's lines after it, as listLines orders and filters them.
   */
  async addLine(ex: Executor, userId: string, line: { productId: string; format: string; quantity: number }, now: Date): Promise<ShownCartLine[]> {
    return addLineStatement(ex, { userId, ...line, now: now.toISOString() });
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
