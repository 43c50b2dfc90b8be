import { authPaths, type LocalCartItem, type LoginFormValues, type LoginResponse } from '@bookstore/contracts';
import { readGuestCart } from '../guest-cart';
import { readGuestWishlist } from '../guest-wishlist';
import { apiCall } from '@/lib/api-client';

/** The guest cart as login and verification send it: product, format and quantity of each line. */
function localCartForLogin(): LocalCartItem[] {
  return readGuestCart().map(({ productId, format, quantity }) => ({ productId, format, quantity }));
}

/** This device's guest cart and wishlist, for the server to take over when the shopper signs in. */
export function localDataForSignIn(): { localCart: LocalCartItem[]; localWishlist: string[] } {
  return { localCart: localCartForLogin(), localWishlist: readGuestWishlist() };
}

/** POST /api/auth/login with this device's guest cart and wishlist, to be merged into the account's. */
export function loginWithLocalData({ email, password }: LoginFormValues): Promise<LoginResponse> {
  return apiCall(authPaths.login, {
    body: { email, password, ...localDataForSignIn() },
  });
}
