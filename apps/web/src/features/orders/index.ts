/**
 * The orders feature's public face.
 * - OrdersList: the signed-in customer's orders with their cards and dialogs (the account's orders tab).
 */
export { OrdersList } from './components/orders-list';
