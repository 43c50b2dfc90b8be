/**
 * The shared order kit: what the cart, checkout, the shopper's orders and the back office all show of an order.
 * - OrderTotals: Subtotal, Tax, Shipping, Total (rupees or paisa).
 * - OrderLines: the books as sold (cover, title, format, quantity × price, line total).
 */
export { OrderLines } from './order-lines';
export { OrderTotals, type OrderAmounts } from './order-totals';
