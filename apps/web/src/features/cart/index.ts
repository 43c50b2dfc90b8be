/**
 * The cart feature's public face. Other features import from here only.
 * - useAddToCart(): (input: { product, format?, quantity? }) => Promise<boolean>; guests: localCart,
 *   signed in: POST /api/cart/add (optimistic, rolled back on failure); toasts 'Added to cart' etc.
 * - useCartCount(): number of books (quantities added up), guest or signed in.
 * - useCart(): { items, isLoading, isSignedIn }.
 * - QuantityStepper: minus / value / plus within 1..10.
 */
export { useAddToCart, useCart, useCartCount, type AddToCartInput, type CartProductInput } from './hooks/use-cart';
export { QuantityStepper } from './components/quantity-stepper';
export type { CartLine } from './guest-cart';
