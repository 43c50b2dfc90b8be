import { formatRupees } from '@bookstore/contracts';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { OrdersTable } from '../orders/orders-table';
import { formatDate } from '../shared/format';
import { ErrorState, ListSkeleton } from '../shared/query-states';
import { Badge } from '../shared/status-badge';
import { useAdminCustomer } from './customers-api';

/** /admin/customers/:userId: the account (never a password or code) and its latest orders. */
export function CustomerDetailPage() {
  const { userId = '' } = useParams();
  const answer = useAdminCustomer(userId);
  const customer = answer.data?.customer;
  const fullName = customer ? `${customer.name} ${customer.lastName}`.trim() : '';

  return (
    <>
      <DocumentTitle title={fullName || 'Customer'} />
      <p className="admin-back">
        <Link to="/admin/customers">← All customers</Link>
      </p>
      {answer.isPending ? (
        <ListSkeleton rows={4} label="Loading the customer…" />
      ) : answer.isError ? (
        <ErrorState error={answer.error} onRetry={() => void answer.refetch()} title="Could not load this customer" />
      ) : (
        <>
          <header className="admin-order-head">
            <h1 className="admin-title">
              <bdi>{fullName}</bdi>
            </h1>
            <div className="admin-order-head__badges">
              <Badge tone={answer.data.customer.isAccountVerified ? 'good' : 'warn'}>
                {answer.data.customer.isAccountVerified ? 'Verified' : 'Not verified'}
              </Badge>
              {answer.data.customer.role === 'admin' && <Badge tone="info">Admin</Badge>}
            </div>
          </header>
          <div className="admin-detail">
            <section className="admin-card admin-detail__side" aria-labelledby="customer-account">
              <h2 id="customer-account" className="admin-card__title">
                Account
              </h2>
              <dl className="admin-facts admin-facts--stacked">
                <div>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${answer.data.customer.email}`}>{answer.data.customer.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>{answer.data.customer.mobileNumber || '—'}</dd>
                </div>
                <div>
                  <dt>Address</dt>
                  <dd>
                    <bdi>{[answer.data.customer.address, answer.data.customer.city, answer.data.customer.postCode].filter(Boolean).join(', ') || '—'}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>Country</dt>
                  <dd>{answer.data.customer.country || '—'}</dd>
                </div>
                <div>
                  <dt>Joined</dt>
                  <dd>{formatDate(answer.data.customer.createdAt)}</dd>
                </div>
                <div>
                  <dt>Orders</dt>
                  <dd>{answer.data.customer.orderCount}</dd>
                </div>
                <div>
                  <dt>Total spent</dt>
                  <dd>{formatRupees(answer.data.customer.totalSpent)}</dd>
                </div>
              </dl>
            </section>
            <section className="admin-detail__main" aria-labelledby="customer-orders">
              <h2 id="customer-orders" className="admin-section__title">
                Orders
              </h2>
              <OrdersTable
                orders={answer.data.orders}
                caption={`Orders of ${fullName}`}
                empty={{ title: 'No orders yet', message: 'This customer has not placed an order.' }}
              />
            </section>
          </div>
        </>
      )}
    </>
  );
}
