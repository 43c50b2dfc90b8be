import { formatRupees } from '@bookstore/contracts';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { SelectField } from '@/components/ui/form';
import { formatDate } from '../shared/format';
import { Pagination } from '../shared/pagination';
import { EmptyState, ErrorState, ListSkeleton } from '../shared/query-states';
import { SearchField } from '../shared/search-field';
import { Badge } from '../shared/status-badge';
import { pageParam, useSearchInput, useUrlFilters } from '../shared/use-url-filters';
import { useAdminCustomers } from './customers-api';

/** /admin/customers: every account, searchable by name, e-mail or phone, filtered by verification. */
export function CustomersPage() {
  const { params, update, clear } = useUrlFilters();
  const search = useSearchInput('search', update, params);
  const verifiedParam = params.get('verified');
  const verified = verifiedParam === 'true' || verifiedParam === 'false' ? verifiedParam : undefined;
  const query = { search: params.get('search')?.trim() || undefined, verified, page: pageParam(params) };
  const customers = useAdminCustomers(query);
  const data = customers.data;
  const filtered = Boolean(query.search || verified);

  let body;
  if (customers.isPending && !data) {
    body = <ListSkeleton label="Loading customers…" />;
  } else if (customers.isError && !data) {
    body = <ErrorState error={customers.error} onRetry={() => void customers.refetch()} title="Could not load the customers" />;
  } else if (!data || data.customers.length === 0) {
    body = (
      <EmptyState
        title="No customers found"
        actions={
          filtered ? (
            <button type="button" className="btn btn--outline" onClick={clear}>
              Show all customers
            </button>
          ) : undefined
        }
      >
        {filtered ? 'No account matches this search.' : 'Accounts appear here as soon as shoppers sign up.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <table className="admin-table admin-table--cards">
          <caption className="visually-hidden">Customers</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Phone</th>
              <th scope="col">City</th>
              <th scope="col">Joined</th>
              <th scope="col">Orders</th>
              <th scope="col">Spent</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {data.customers.map((customer) => (
              <tr key={customer.id}>
                <th scope="row" className="admin-table__main">
                  <Link to={`/admin/customers/${customer.id}`} className="admin-table__link">
                    <bdi>{`${customer.name} ${customer.lastName}`.trim()}</bdi>
                  </Link>
                  <span className="admin-table__sub">{customer.email}</span>
                </th>
                <td data-label="Phone">{customer.mobileNumber || '—'}</td>
                <td data-label="City">{customer.city || '—'}</td>
                <td data-label="Joined">{formatDate(customer.createdAt)}</td>
                <td data-label="Orders">{customer.orderCount}</td>
                <td data-label="Spent" className="admin-table__money">
                  {formatRupees(customer.totalSpent)}
                </td>
                <td data-label="State">
                  <span className="admin-badges">
                    <Badge tone={customer.isAccountVerified ? 'good' : 'warn'}>{customer.isAccountVerified ? 'Verified' : 'Not verified'}</Badge>
                    {customer.role === 'admin' && <Badge tone="info">Admin</Badge>}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination pagination={data.pagination} label="Customers" />
      </>
    );
  }

  return (
    <>
      <DocumentTitle title="Customers" />
      <h1 className="admin-title">Customers</h1>
      <div className="admin-filters">
        <SearchField label="Search customers" placeholder="Name, e-mail or phone" value={search.text} onChange={search.onChange} onSubmit={search.flush} />
        <div className="admin-filters__row">
          <SelectField label="Verification" placeholder="All accounts" value={verified ?? ''} onChange={(event) => update({ verified: event.target.value })}>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </SelectField>
        </div>
      </div>
      <div className={`admin-list${customers.isFetching && data ? ' is-refreshing' : ''}`} aria-busy={customers.isFetching}>
        {body}
      </div>
    </>
  );
}
