/**
 * The orders feature's public face.
 * - OrdersList: the signed-in customer's orders with their cards and dialogs (/orders and the account's tab).
 * - TrackOrderForm, TrackedOrderView, useTrackedOrder: an order's status page without an account
 *   (/track-order and the private link /track-order/:token).
 */
export { useTrackedOrder } from './api/track-order';
export { OrdersList } from './components/orders-list';
export { TrackOrderForm } from './components/track-order-form';
export { TrackedOrderView } from './components/tracked-order';
