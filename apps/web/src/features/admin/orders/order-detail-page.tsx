import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { OrderLines, OrderTotals } from '@/components/order';
import { DocumentTitle } from '@/components/ui/document-title';
import { formatDateTime } from '../shared/format';
import { ErrorState, ListSkeleton } from '../shared/query-states';
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
      <DocumentTitle title={order.data ? `Order #${order.data.shortId}` : 'Order'} />
      <p className="admin-back">
        <Link to={back.to}>{back.label}</Link>
      </p>
      {order.isPending ? (
        <ListSkeleton rows={6} label="Loading the order…" />
      ) : order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} title="Could not load this order" />
      ) : (
        <>
          <header className="admin-order-head">
            <h1 className="admin-title">Order #{order.data.shortId}</h1>
            <div className="admin-order-head__badges">
              <StatusBadge status={order.data.status} />
              {order.data.proofWaiting && <Badge tone="warn">Proof waiting</Badge>}
            </div>
            <p className="admin-table__sub">
              Placed {formatDateTime(order.data.createdAt)} · <span className="admin-order-head__id">{order.data.id}</span>
            </p>
          </header>
          <div className="admin-detail">
            <div className="admin-detail__main">
              <Card title="Status">
                <StatusActions order={order.data} />
              </Card>
              <Card title="Payment">
                <ProofReview order={order.data} />
              </Card>
              <Card title="Shipping">
                <ShippingForm
                  key={`${order.data.shippingMethod}|${order.data.trackingId}|${order.data.estimatedDelivery}|${order.data.status}`}
                  order={order.data}
                />
              </Card>
              <Card title="Books">
                <OrderLines items={order.data.items} productHref={(productId) => `/admin/products/${encodeURIComponent(productId)}`} />
                <OrderTotals
                  className="admin-totals"
                  totals={{ subtotal: order.data.subtotal, taxes: order.data.tax, shippingFee: order.data.shippingFee, total: order.data.total }}
                />
              </Card>
            </div>
            <div className="admin-detail__side">
              <Card title="Customer">
                <CustomerCard order={order.data} />
              </Card>
              <Card title="Timeline">
                <OrderTimeline events={order.data.events} />
              </Card>
            </div>
          </div>
        </>
      )}
    </>
  );
}
