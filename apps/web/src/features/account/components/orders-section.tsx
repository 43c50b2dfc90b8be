import { OrdersList } from '@/features/orders';

/** Account > My Orders: the same list as /orders, loaded when the tab is opened. */
export function OrdersSection() {
  return (
    <section className="account-section" aria-labelledby="orders-heading">
      <div className="account-section__head">
        <h2 id="orders-heading">My Orders</h2>
      </div>
      <OrdersList />
    </section>
  );
}
