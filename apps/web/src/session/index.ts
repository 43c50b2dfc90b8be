/**
 * The session layer: who is shopping, and what a guest keeps on this device. Features, routes and the
 * layout read it; it imports no feature.
 * - AuthProvider: mounted once in app/providers.tsx (inside the query client and toasts).
 * - useAuth(): { user, isSignedIn, isLoading, login, logout, refresh, signIn, setUser, clearSession }
 * - useShopperSession(): the narrowed view the cart, wishlist, checkout and orders features need.
 * - guest cart and wishlist storage (localCart, localWishlist) and their hooks.
 * - localDataForSignIn(): what a sign-in hands the server to take over.
 * - useStoreSettings(): the shop's public settings (contact details, payment options, money rules).
 */
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthApi, GuestDataSynced, LoginResult } from './auth-context';
export { useShopperSession, type ShopperSession } from './shopper';
export { localDataForSignIn } from './api/login';
export * from './guest-cart';
export * from './guest-wishlist';
export { countBooks, useGuestCart } from './use-guest-cart';
export { useGuestWishlist } from './use-guest-wishlist';
export { cartKeys, ordersKeys, storeSettingsKeys, wishlistKeys } from './query-keys';
export { useStoreLogo, useStoreName } from './store-name';
export { useStoreSettings } from './store-settings';
