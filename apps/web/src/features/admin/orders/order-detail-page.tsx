import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { OrderLines, OrderTotals } from '@/components/order';
import { DocumentTitle } from '@/session/document-title';
import { formatDateTime } from '../shared/format';
import { Loaded } from '../shared/query-states';
import { Badge, StatusBadge } from '../shared/status-badge';
import { CustomerCard } from './detail/customer-card';
import { OrderTimeline } from './detail/order-timeline';
import { ProofReview } from './detail/proof-review';
import { ShippingForm } from './detail/shipping-form';
import { StatusActions } from './detail/status-actions';
import { useAdminOrder } from './orders-api';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={`admin-card ${className}`.trim()} aria-labelledby={id}>
      <h2 id={id} className="admin-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the admin came from (the filtered list, or a customer's page), else the plain orders list. */
function useBackLink(): { to: string; label: string } {
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' ? state.from : '';
  if (from.startsWith('/admin/customers/')) return { to: from, label: '← Back to the customer' };
  return { to: from.startsWith('/admin/orders') ? from : '/admin/orders', label: '← All orders' };
}

/** /admin/orders/:orderId: one order, its payment proof, status moves, shipping and timeline. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const back = useBackLink();

  return (
    <>
      <DocumentTitle title={order.data ? `Order ${order.data.orderNumber}` : 'Order'} />
      <p className="admin-back">
        <Link to={back.to}>{back.label}</Link>
      </p>
      <Loaded query={order} rows={6} loadingLabel="Loading the order…" errorTitle="Could not load this order">
        {(data) => (
          <>
            <header className="admin-order-head">
              <h1 className="admin-title">Order {data.orderNumber}</h1>
              <div className="admin-order-head__badges">
                <StatusBadge status={data.status} />
                {data.proofWaiting && <Badge tone="warn">Proof waiting</Badge>}
              </div>
              <p className="admin-table__sub">
                Placed {formatDateTime(data.createdAt)} · <span className="admin-order-head__id">{data.id}</span>
              </p>
            </header>
            <div className="admin-detail">
              <div className="admin-detail__main">
                <Card title="Status">
                  <StatusActions order={data} />
                </Card>
                <Card title="Payment">
                  <ProofReview order={data} />
                </Card>
                <Card title="Shipping">
                  <ShippingForm
                    key={`${data.shippingMethod}|${data.trackingId}|${data.estimatedDelivery}|${data.status}`}
                    order={data}
                  />
                </Card>
                <Card title="Books">
                  <OrderLines items={data.items} productHref={(productId) => `/admin/products/${encodeURIComponent(productId)}`} />
                  <OrderTotals
                    className="admin-totals"
                    totals={{ subtotal: data.subtotal, taxes: data.tax, shippingFee: data.shippingFee, total: data.total }}
                  />
                </Card>
              </div>
              <div className="admin-detail__side">
                <Card title="Customer">
                  <CustomerCard order={data} />
                </Card>
                <Card title="Timeline">
                  <OrderTimeline events={data.events} />
                </Card>
              </div>
            </div>
          </>
        )}
      </Loaded>
    </>
  );
}
