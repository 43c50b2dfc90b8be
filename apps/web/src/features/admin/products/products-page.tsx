import { ADMIN_STOCK_FILTERS, ADMIN_VISIBILITY_FILTERS, CATEGORIES, formatRupees } from '@bookstore/contracts';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { SelectField } from '@/components/ui/form';
import { PLACEHOLDER_COVER } from '@/components/product';
import { Pagination } from '../shared/pagination';
import { EmptyState, ErrorState, ListSkeleton } from '../shared/query-states';
import { SearchField } from '../shared/search-field';
import { Badge } from '../shared/status-badge';
import { useSearchInput, useUrlFilters } from '../shared/use-url-filters';
import { AVAILABILITY_LABELS, readProductFilters, stockState, VISIBILITY_LABELS } from './product-filters';
import { useAdminProducts } from './products-api';

/** /admin/products: the catalogue, hidden books included, searchable and filtered by the address. */
export function ProductsPage() {
  const { params, update, clear } = useUrlFilters();
  const search = useSearchInput('search', update, params);
  const filters = readProductFilters(params);
  const products = useAdminProducts(filters);
  const data = products.data;
  const filtered = Boolean(filters.search || filters.category || filters.availability || filters.visibility);

  let body;
  if (products.isPending && !data) {
    body = <ListSkeleton label="Loading books…" />;
  } else if (products.isError && !data) {
    body = <ErrorState error={products.error} onRetry={() => void products.refetch()} title="Could not load the books" />;
  } else if (!data || data.products.length === 0) {
    body = (
      <EmptyState
        title="No books found"
        actions={
          filtered ? (
            <button type="button" className="btn btn--outline" onClick={clear}>
              Show all books
            </button>
          ) : (
            <Link to="/admin/products/new" className="btn btn--primary">
              Add a book
            </Link>
          )
        }
      >
        {filtered ? 'No book matches these filters.' : 'The catalogue is empty.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <table className="admin-table admin-table--cards admin-table--three">
          <caption className="visually-hidden">Books</caption>
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
              <th scope="col">Shop</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((product) => {
              const stock = stockState(product);
              return (
                <tr key={product.id}>
                  <th scope="row" className="admin-table__main">
                    <span className="admin-product-cell">
                      <img className="admin-thumb" src={product.thumbnails[0] || product.image[0] || PLACEHOLDER_COVER} alt="" width={40} height={53} loading="lazy" />
                      <span>
                        <Link to={`/admin/products/${encodeURIComponent(product.id)}`} className="admin-table__link">
                          <bdi>{product.name}</bdi>
                        </Link>
                        <span className="admin-table__sub">
                          <bdi>{product.author || 'Unknown author'}</bdi>
                          {product.condition === 'used' ? ' · Used' : ''}
                        </span>
                      </span>
                    </span>
                  </th>
                  <td data-label="Category">{product.category}</td>
                  <td data-label="Price" className="admin-table__money">
                    {formatRupees(product.price)}
                    {product.originalPrice !== null && product.originalPrice > product.price && (
                      <s className="admin-table__sub">{formatRupees(product.originalPrice)}</s>
                    )}
                  </td>
                  <td data-label="Stock">
                    <Badge tone={stock.tone}>{stock.label}</Badge>
                  </td>
                  <td data-label="Shop">
                    <span className="admin-badges">
                      <Badge tone={product.isActive ? 'good' : 'muted'}>{product.isActive ? 'Shown' : 'Hidden'}</Badge>
                      {product.bestseller && <Badge tone="info">Bestseller</Badge>}
                    </span>
                  </td>
                  <td data-label="Orders">{product.orderCount}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Pagination pagination={data.pagination} label="Books" />
      </>
    );
  }

  return (
    <>
      <DocumentTitle title="Products" />
      <div className="admin-head-row">
        <h1 className="admin-title">Products</h1>
        <Link to="/admin/products/new" className="btn btn--primary">
          Add a book
        </Link>
      </div>
      <div className="admin-filters">
        <SearchField label="Search books" placeholder="Title, author or ISBN" value={search.text} onChange={search.onChange} onSubmit={search.flush} />
        <div className="admin-filters__row">
          <SelectField label="Category" placeholder="All categories" options={CATEGORIES} value={filters.category ?? ''} onChange={(event) => update({ category: event.target.value })} />
          <SelectField
            label="Stock"
           
            placeholder="Any stock"
            options={ADMIN_STOCK_FILTERS.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
            value={filters.availability ?? ''}
            onChange={(event) => update({ availability: event.target.value })}
          />
          <SelectField
            label="Visibility"
           
            placeholder="Shown and hidden"
            options={ADMIN_VISIBILITY_FILTERS.map((value) => ({ value, label: VISIBILITY_LABELS[value] }))}
            value={filters.visibility ?? ''}
            onChange={(event) => update({ visibility: event.target.value })}
          />
        </div>
        {filtered && (
          <div className="admin-filters__actions">
            <button type="button" className="btn btn--outline admin-btn--small" onClick={clear}>
              Clear filters
            </button>
          </div>
        )}
      </div>
      <div className={`admin-list${products.isFetching && data ? ' is-refreshing' : ''}`} aria-busy={products.isFetching}>
        {body}
      </div>
    </>
  );
}
