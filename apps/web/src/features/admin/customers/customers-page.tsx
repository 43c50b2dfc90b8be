import { formatRupees, type AdminCustomerSummary } from '@bookstore/contracts';
import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { FilterSelect } from '../shared/filter-select';
import { formatDate } from '../shared/format';
import { type Column, DataTable } from '../shared/data-table';
import { SearchField } from '../shared/search-field';
import { Badge } from '../shared/status-badge';
import { pageParam, useSearchInput, useUrlFilters } from '../shared/use-url-filters';
import { useAdminCustomers } from './customers-api';

const VERIFICATION = ['true', 'false'] as const;
const VERIFICATION_LABELS = { true: 'Verified', false: 'Not verified' };

const CUSTOMER_COLUMNS: readonly Column<AdminCustomerSummary>[] = [
  {
    header: 'Customer',
    cell: (customer) => (
      <>
        <Link to={`/admin/customers/${customer.id}`} className="admin-table__link">
          <bdi>{`${customer.name} ${customer.lastName}`.trim()}</bdi>
        </Link>
        <span className="admin-table__sub">{customer.email}</span>
      </>
    ),
  },
  { header: 'Phone', cell: (customer) => customer.mobileNumber || '—' },
  { header: 'City', cell: (customer) => customer.city || '—' },
  { header: 'Joined', cell: (customer) => formatDate(customer.createdAt) },
  { header: 'Orders', cell: (customer) => customer.orderCount },
  { header: 'Spent', cell: (customer) => formatRupees(customer.totalSpent), className: 'admin-table__money' },
  {
    header: 'State',
    cell: (customer) => (
      <span className="admin-badges">
        <Badge tone={customer.isAccountVerified ? 'good' : 'warn'}>{customer.isAccountVerified ? 'Verified' : 'Not verified'}</Badge>
        {customer.role === 'admin' && <Badge tone="info">Admin</Badge>}
      </span>
    ),
  },
];

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

  return (
    <>
      <DocumentTitle title="Customers" />
      <h1 className="admin-title">Customers</h1>
      <div className="admin-filters">
        <SearchField label="Search customers" placeholder="Name, e-mail or phone" value={search.text} onChange={search.onChange} onSubmit={search.flush} />
        <div className="admin-filters__row">
          <FilterSelect label="Verification" anyLabel="All accounts" options={VERIFICATION} labels={VERIFICATION_LABELS} value={verified} onChange={(value) => update({ verified: value })} />
        </div>
      </div>
      <DataTable
        caption="Customers"
        columns={CUSTOMER_COLUMNS}
        rows={data?.customers}
        rowKey={(customer) => customer.id}
        query={customers}
        noun="customers"
        empty={{ message: filtered ? 'No account matches this search.' : 'Accounts appear here as soon as shoppers sign up.' }}
        onReset={filtered ? clear : undefined}
        pagination={data?.pagination}
      />
    </>
  );
}
