/**
 * The checkout feature's public face: the place-order page's form, summary, totals, order placing and the
 * thank-you overlay. It may import the cart (declared in eslint.config.mjs).
 */
export { useCheckoutTotals } from './api/calculate-checkout';
export { CheckoutForm } from './components/checkout-form';
export { CheckoutSummary, checkoutTotals } from './components/checkout-summary';
export { ThankYouOverlay } from './components/thank-you-overlay';
export { usePlaceOrder } from './hooks/use-place-order';
