import type { User } from '@bookstore/contracts';
import { useAuth } from './use-auth';

/**
 * Who is shopping, as the cart, wishlist, checkout and orders features need it. The session itself
 * belongs to the auth feature (useAuth); this only narrows it.
 */
export interface ShopperSession {
  user: User | null;
  /** The signed-in user's id, or null for a guest. */
  userId: string | null;
  isSignedIn: boolean;
  /** True while the stored session is being checked on start. */
  isLoading: boolean;
}

export function useShopperSession(): ShopperSession {
  const { user, isSignedIn, isLoading } = useAuth();
  // a stored user is trusted while its session is checked: a 401 from any call signs it out
  return { user, userId: user?.id ?? null, isSignedIn: isSignedIn && user !== null, isLoading: isLoading && user === null };
}
