import {
  MESSAGES,
  QUANTITY_MAX,
  SYNC_ERRORS,
  toRupees,
  type AddToCartBody,
  type CartItem,
  type LocalCartItem,
  type RemoveFromCartBody,
  type UpdateCartBody,
} from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import type { TokenClaims } from '../../lib/auth/session';
import { AppError, notFound } from '../../lib/errors';
import { cartRepository, type CartLineRow, type CheckedAddRow, type ChosenBook, type ShownCartLine } from './cart.repository';

/** A line of addChecked's answer (a row with a line). */
type ShownRow = CheckedAddRow & ShownCartLine;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Looked up in place of an id that is not a uuid: no book has it. */
const NO_BOOK = '00000000-0000-0000-0000-000000000000';

/** A cart line as checkout reads it. */
export interface CartLine {
  productId: string;
  /** '' when the book has no formats. */
  format: string;
  quantity: number;
}

function toCartItem({ productId, format, quantity, product }: CartLineRow): CartItem {
  const { name, pricePaisa, originalPricePaisa, category } = product;
  return shownItem({ productId, format, quantity, name, pricePaisa, originalPricePaisa, image: product.images[0] ?? null, category });
}

function shownItem({ productId, format, quantity, name, pricePaisa, originalPricePaisa, image, category }: ShownCartLine): CartItem {
  const shown = {
    name,
    price: toRupees(pricePaisa),
    originalPrice: originalPricePaisa === null ? null : toRupees(originalPricePaisa),
    image: image ?? '',
    category,
  };
  return { productId, format, quantity, ...shown, product: { id: productId, ...shown } };
}

/**
 * The format a line is kept under: '' for a book without formats (whatever was sent), the chosen one of its
 * formats, or with none chosen its only or first (default) format, as the spec's calls carry only the book
 * and the quantity; null for a format the book does not come in. Adding to the cart applies the same rules
 * in SQL (cart.repository's addCheckedStatement).
 */
function lineFormat(product: ChosenBook, format: string): string | null {
  if (product.sizes.length === 0) return '';
  if (format === '') return product.sizes[0]!;
  return product.sizes.includes(format) ? format : null;
}

/** For checkout: the user's cart lines of books still for sale, oldest first (pass the transaction to read inside it). */
export async function listCartLines(executor: Db | Tx, userId: string): Promise<CartLine[]> {
  return (await cartRepository.listLines(executor, userId)).map(({ productId, format, quantity }) => ({ productId, format, quantity }));
}

/** For checkout: empties the user's cart inside the caller's transaction (so a failed order keeps it). */
export async function clearCart(executor: Db | Tx, userId: string): Promise<void> {
  await cartRepository.clear(executor, userId);
}

const isLive = <B extends ChosenBook>(product: B | null | undefined): product is B => !!product && product.isActive;

export function createCartService(db: Db, clock: () => Date) {
  const items = async (ex: Db | Tx, userId: string) => ({ items: (await cartRepository.listLines(ex, userId)).map(toCartItem) });

  return {
    getCart: (userId: string) => items(db, userId),

    /**
     * Adds copies; the same book and format add up (at most 10 per line). The session named by the token's
     * claims is checked here, in the statement that reads the book: 401 when it is not live.
     */
    // no transaction: the checks are advice (checkout re-checks the stock), and the write is one statement
    // that also checks the session and the book and answers the cart as it stands after it (one round trip)
    async add(session: TokenClaims, body: AddToCartBody) {
      const productId = UUID.test(body.productId) ? body.productId : NO_BOOK;
      const rows = await cartRepository.addChecked(db, session, { productId, format: body.format, quantity: body.quantity }, clock());
      const checks = rows[0];
      if (!checks?.live) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
      if (!checks.found || !checks.isActive) throw notFound(MESSAGES.product.notFound);
      if (checks.kept === null) throw new AppError('VALIDATION', MESSAGES.cart.selectFormat);
      // checkout would refuse it anyway; saying so now spares the shopper a surprise at the last step
      if ((checks.stockQuantity ?? 0) <= 0) throw new AppError('CONFLICT', MESSAGES.stock.outOfStock(checks.bookName ?? ''));
      return { items: rows.filter((row): row is ShownRow => row.productId !== null).map(shownItem) };
    },

    /**
     * Sets a line's quantity. Without a format it means the book's only line in the cart; a book held in
     * several formats needs the format ('Please select a format'), a book not in the cart is not found.
     */
    async update(userId: string, body: UpdateCartBody) {
      return db.transaction(async (tx) => {
        const format = body.format || (await onlyFormatInCart(tx, userId, body.productId));
        const changed = UUID.test(body.productId)
          ? await cartRepository.setQuantity(tx, userId, { productId: body.productId, format, quantity: body.quantity }, clock())
          : false;
        if (!changed) throw notFound(MESSAGES.product.notFound);
        return items(tx, userId);
      });
    },

    /** Removes a line, or every line of the book when no format is given. Removing what is not there is fine. */
    async remove(userId: string, body: RemoveFromCartBody) {
      if (UUID.test(body.productId)) await cartRepository.removeLines(db, userId, body.productId, body.format || undefined);
      return items(db, userId);
    },

    /**
     * For login: takes the guest cart over inside the login transaction. The same book and format add up
     * (guest lines first summed, then added to the server's, capped at 10); unknown, hidden or out-of-stock
     * books and missing formats are skipped and reported.
     */
    async mergeGuestCart(tx: Tx, userId: string, guestLines: LocalCartItem[]): Promise<string[]> {
      if (guestLines.length === 0) return [];
      const errors: string[] = [];
      const ids = [...new Set(guestLines.map((l) => l.productId).filter((id) => UUID.test(id)))];
      const byId = new Map((await cartRepository.findProducts(tx, ids)).map((p) => [p.id, p]));
      const wanted = new Map<string, { productId: string; format: string; quantity: number }>();
      for (const line of guestLines) {
        const product = byId.get(line.productId);
        if (!isLive(product)) errors.push(SYNC_ERRORS.productNotFound(line.productId));
        else if (product.stockQuantity <= 0) errors.push(SYNC_ERRORS.outOfStock(product.name));
        else {
          const format = lineFormat(product, line.format ?? '');
          if (format === null) {
            errors.push(SYNC_ERRORS.formatRequired(product.name));
            continue;
          }
          const key = `${product.id}\u0000${format}`;
          const quantity = Math.min((wanted.get(key)?.quantity ?? 0) + line.quantity, QUANTITY_MAX);
          wanted.set(key, { productId: product.id, format, quantity });
        }
      }
      if (wanted.size > 0) {
        const cartId = await cartRepository.ensureCart(tx, userId, clock());
        for (const line of wanted.values()) await cartRepository.addToLine(tx, { cartId, ...line }, clock());
      }
      return [...new Set(errors)];
    },
  };

  async function onlyFormatInCart(ex: Db | Tx, userId: string, productId: string): Promise<string> {
    if (!UUID.test(productId)) return '';
    const formats = await cartRepository.formatsInCart(ex, userId, productId);
    if (formats.length > 1) throw new AppError('VALIDATION', MESSAGES.cart.selectFormat);
    return formats[0] ?? '';
  }
}
export type CartService = ReturnType<typeof createCartService>;
