import { GUEST_WISHLIST_MAX, MESSAGES, type Product, type WishlistItem } from '@bookstore/contracts';
import { useCallback, useMemo } from 'react';
import { useToast } from '@/components/ui/toast';
import { readGuestWishlist, useGuestWishlist, useShopperSession, writeGuestWishlist } from '@/session';
import { useServerWishlist } from '../api/get-wishlist';
import { useToggleServerWishlist } from '../api/wishlist-mutations';

export interface WishlistState {
  /** Saved product ids, oldest first. */
  productIds: string[];
  /** The server's items with their products (signed in); empty for guests, whose products load by id. */
  items: WishlistItem[];
  isLoading: boolean;
  isSignedIn: boolean;
}

/** The shopper's wishlist: `localWishlist` for guests, the server's for signed-in users. */
export function useWishlist(): WishlistState {
  const session = useShopperSession();
  const guestIds = useGuestWishlist();
  const server = useServerWishlist(session.userId);
  const serverIds = useMemo(() => server.items.map((item) => item.productId), [server.items]);
  if (session.isLoading) return { productIds: [], items: [], isLoading: true, isSignedIn: false };
  return session.isSignedIn
    ? { productIds: serverIds, items: server.items, isLoading: server.isLoading, isSignedIn: true }
    : { productIds: guestIds, items: [], isLoading: false, isSignedIn: false };
}

export function useWishlistCount(): number {
  return useWishlist().productIds.length;
}

export function useIsWishlisted(productId: string): boolean {
  return useWishlist().productIds.includes(productId);
}

/**
 * `const toggle = useToggleWishlist(); toggle(product)` adds the book or, when saved, removes it.
 * Guests keep at most GUEST_WISHLIST_MAX ('Wishlist is full'). Resolves true when the change was made.
 */
export function useToggleWishlist(): (product: Product) => Promise<boolean> {
  const session = useShopperSession();
  const { productIds } = useWishlist();
  const { mutateAsync } = useToggleServerWishlist(session.userId);
  const toast = useToast();

  return useCallback(
    async (product) => {
      if (session.isSignedIn) {
        return mutateAsync({ product, add: !productIds.includes(product.id) }).then(
          () => true,
          () => false,
        );
      }
      const ids = readGuestWishlist();
      if (ids.includes(product.id)) {
        writeGuestWishlist(ids.filter((id) => id !== product.id));
        toast.success(MESSAGES.wishlist.removed);
        return true;
      }
      if (ids.length >= GUEST_WISHLIST_MAX) {
        toast.error(MESSAGES.wishlist.full);
        return false;
      }
      writeGuestWishlist([...ids, product.id]);
      return true;
    },
    [session.isSignedIn, productIds, mutateAsync, toast],
  );
}
