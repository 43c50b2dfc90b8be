import { authPaths, type LocalCartItem, type LoginFormValues, type LoginResponse } from '@bookstore/contracts';
import { readGuestCart } from '@/features/cart/guest-cart';
import { readGuestWishlist } from '@/features/wishlist/guest-wishlist';
import { apiCall } from '@/lib/api-client';

/** The guest cart as login sends it: product, format and quantity of each line. */
function localCartForLogin(): LocalCartItem[] {
  return readGuestCart().map(({ productId, format, quantity }) => ({ productId, format, quantity }));
}

/** POST /api/auth/login with this device's guest cart and wishlist, to be merged into the account's. */
export function loginWithLocalData({ email, password }: LoginFormValues): Promise<LoginResponse> {
  return apiCall(authPaths.login, {
    body: { email, password, localCart: localCartForLogin(), localWishlist: readGuestWishlist() },
  });
}
