import { formatRupees } from '@bookstore/contracts';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { OrdersTable } from '../orders/orders-table';
import { Facts } from '../shared/facts';
import { formatDate } from '../shared/format';
import { Loaded } from '../shared/query-states';
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
      <Loaded query={answer} rows={4} loadingLabel="Loading the customer…" errorTitle="Could not load this customer">
        {(data) => (
          <>
            <header className="admin-order-head">
              <h1 className="admin-title">
                <bdi>{fullName}</bdi>
              </h1>
              <div className="admin-order-head__badges">
                <Badge tone={data.customer.isAccountVerified ? 'good' : 'warn'}>
                  {data.customer.isAccountVerified ? 'Verified' : 'Not verified'}
                </Badge>
                {data.customer.role === 'admin' && <Badge tone="info">Admin</Badge>}
              </div>
            </header>
            <div className="admin-detail">
              <section className="admin-card admin-detail__side" aria-labelledby="customer-account">
                <h2 id="customer-account" className="admin-card__title">
                  Account
                </h2>
                <Facts
                  stacked
                  facts={[
                    ['E-mail', <a href={`mailto:${data.customer.email}`}>{data.customer.email}</a>],
                    ['Phone', data.customer.mobileNumber || '—'],
                    ['Address', <bdi>{[data.customer.address, data.customer.city, data.customer.postCode].filter(Boolean).join(', ') || '—'}</bdi>],
                    ['Country', data.customer.country || '—'],
                    ['Joined', formatDate(data.customer.createdAt)],
                    ['Orders', data.customer.orderCount],
                    ['Total spent', formatRupees(data.customer.totalSpent)],
                  ]}
                />
              </section>
              <section className="admin-detail__main" aria-labelledby="customer-orders">
                <h2 id="customer-orders" className="admin-section__title">
                  Orders
                </h2>
                <OrdersTable
                  orders={data.orders}
                  caption={`Orders of ${fullName}`}
                  empty={{ title: 'No orders yet', message: 'This customer has not placed an order.' }}
                />
              </section>
            </div>
          </>
        )}
      </Loaded>
    </>
  );
}
