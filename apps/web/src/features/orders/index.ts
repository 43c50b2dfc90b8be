/**
 * The orders feature's public face.
 * - OrdersList: the signed-in customer's orders with their cards and dialogs (/orders and the account's tab).
 */
export { OrdersList } from './components/orders-list';
