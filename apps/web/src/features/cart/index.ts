/**
 * The cart feature's public face. Other features import from here only.
 * - useAddToCart(): (input: { product, format?, quantity? }) => Promise<boolean>; guests: localCart,
 *   signed in: POST /api/cart/add (optimistic, rolled back on failure); toasts 'Added to cart' etc.
 * - useCartCount(): number of books (quantities added up), guest or signed in.
 * - useCart(): { items, isLoading, isSignedIn }.
 */
export { useAddToCart, useCart, useCartCount, type AddToCartInput, type CartProductInput } from './hooks/use-cart';
export type { CartLine } from '@/session';
