import { MESSAGES, SERVER_WISHLIST_MAX, SYNC_ERRORS, type WishlistItem } from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { toProduct } from '../catalog/product-mapper';
import { wishlistRepository } from './wishlist.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createWishlistService(db: Db, clock: () => Date) {
  const items = async (ex: Db | Tx, userId: string): Promise<{ items: WishlistItem[] }> => ({
    items: (await wishlistRepository.list(ex, userId)).map((row) => ({ productId: row.id, product: toProduct(row) })),
  });

  return {
    getWishlist: (userId: string) => items(db, userId),

    /** Adds a book (once); 'Product not found' for unknown or hidden books, 409 'Wishlist is full' at the cap. */
    async add(userId: string, productId: string) {
      return db.transaction(async (tx) => {
        const [product] = UUID.test(productId) ? await wishlistRepository.findLiveProducts(tx, [productId]) : [];
        if (!product) throw notFound(MESSAGES.product.notFound);
        const held = (await wishlistRepository.heldOf(tx, userId, [product.id])).size > 0;
        if (!held) {
          if ((await wishlistRepository.count(tx, userId)) >= SERVER_WISHLIST_MAX) throw new AppError('CONFLICT', MESSAGES.wishlist.full);
          await wishlistRepository.add(tx, userId, [product.id], clock());
        }
        return items(tx, userId);
      });
    },

    /** Removes a book; removing one that is not there is fine. */
    async remove(userId: string, productId: string) {
      if (UUID.test(productId)) await wishlistRepository.remove(db, userId, productId);
      return items(db, userId);
    },

    /** For login: takes the guest wishlist over inside the login transaction; unknown books are reported. */
    async mergeGuestWishlist(tx: Tx, userId: string, productIds: string[]): Promise<string[]> {
      if (productIds.length === 0) return [];
      const unique = [...new Set(productIds)];
      const live = new Set((await wishlistRepository.findLiveProducts(tx, unique.filter((id) => UUID.test(id)))).map((p) => p.id));
      const errors = unique.filter((id) => !live.has(id)).map(SYNC_ERRORS.productNotFound);
      const held = await wishlistRepository.heldOf(tx, userId, [...live]);
      const fresh = unique.filter((id) => live.has(id) && !held.has(id));
      const room = Math.max(SERVER_WISHLIST_MAX - (await wishlistRepository.count(tx, userId)), 0);
      await wishlistRepository.add(tx, userId, fresh.slice(0, room), clock());
      errors.push(...fresh.slice(room).map(SYNC_ERRORS.wishlistFull));
      return errors;
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
