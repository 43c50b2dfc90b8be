/**
 * The cart feature's public face. Routes (and checkout, the one feature allowed to) import from here only.
 * - useAddToCart(): (input: { product, format?, quantity? }) => Promise<boolean>; guests: localCart,
 *   signed in: POST /api/cart/add (optimistic, rolled back on failure); toasts 'Added to cart' etc.
 * - useCartCount(): number of books (quantities added up), guest or signed in.
 * - useCart(): { items, isLoading, isSignedIn }; useCartLineActions(): a row's stepper and remove.
 * - CartRow, CartSuggestions, LoginRequiredDialog, OrderSummary (+ cartTotals): the cart page's parts.
 */
export { useAddToCart, useCart, useCartCount, useCartLineActions, type AddToCartInput, type CartProductInput } from './hooks/use-cart';
export { CartRow } from './components/cart-row';
export { CartSuggestions } from './components/cart-suggestions';
export { LoginRequiredDialog } from './components/login-required-dialog';
export { cartTotals, OrderSummary } from './components/order-summary';
export type { CartLine } from '@/session';
