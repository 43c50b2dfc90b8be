import { ADMIN_STOCK_FILTERS, ADMIN_VISIBILITY_FILTERS, CATEGORIES, formatRupees, type AdminProduct } from '@bookstore/contracts';
import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PLACEHOLDER_COVER } from '@/components/product';
import { FilterSelect } from '../shared/filter-select';
import { type Column, DataTable } from '../shared/data-table';
import { SearchField } from '../shared/search-field';
import { Badge } from '../shared/status-badge';
import { useSearchInput, useUrlFilters } from '../shared/use-url-filters';
import { AVAILABILITY_LABELS, readProductFilters, stockState, VISIBILITY_LABELS } from './product-filters';
import { useAdminProducts } from './products-api';

const PRODUCT_COLUMNS: readonly Column<AdminProduct>[] = [
  {
    header: 'Book',
    cell: (product) => (
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
    ),
  },
  { header: 'Category', cell: (product) => product.category },
  {
    header: 'Price',
    className: 'admin-table__money',
    cell: (product) => (
      <>
        {formatRupees(product.price)}
        {product.originalPrice !== null && product.originalPrice > product.price && <s className="admin-table__sub">{formatRupees(product.originalPrice)}</s>}
      </>
    ),
  },
  {
    header: 'Stock',
    cell: (product) => {
      const stock = stockState(product);
      return <Badge tone={stock.tone}>{stock.label}</Badge>;
    },
  },
  {
    header: 'Shop',
    cell: (product) => (
      <span className="admin-badges">
        <Badge tone={product.isActive ? 'good' : 'muted'}>{product.isActive ? 'Shown' : 'Hidden'}</Badge>
        {product.bestseller && <Badge tone="info">Bestseller</Badge>}
      </span>
    ),
  },
  { header: 'Orders', cell: (product) => product.orderCount },
];

/** /admin/products: the catalogue, hidden books included, searchable and filtered by the address. */
export function ProductsPage() {
  const { params, update, clear } = useUrlFilters();
  const search = useSearchInput('search', update, params);
  const filters = readProductFilters(params);
  const products = useAdminProducts(filters);
  const data = products.data;
  const filtered = Boolean(filters.search || filters.category || filters.availability || filters.visibility);

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
          <FilterSelect label="Category" anyLabel="All categories" options={CATEGORIES} value={filters.category} onChange={(category) => update({ category })} />
          <FilterSelect label="Stock" anyLabel="Any stock" options={ADMIN_STOCK_FILTERS} labels={AVAILABILITY_LABELS} value={filters.availability} onChange={(availability) => update({ availability })} />
          <FilterSelect label="Visibility" anyLabel="Shown and hidden" options={ADMIN_VISIBILITY_FILTERS} labels={VISIBILITY_LABELS} value={filters.visibility} onChange={(visibility) => update({ visibility })} />
        </div>
        {filtered && (
          <div className="admin-filters__actions">
            <button type="button" className="btn btn--outline admin-btn--small" onClick={clear}>
              Clear filters
            </button>
          </div>
        )}
      </div>
      <DataTable
        caption="Books"
        className="admin-table--three"
        columns={PRODUCT_COLUMNS}
        rows={data?.products}
        rowKey={(product) => product.id}
        query={products}
        noun="books"
        onReset={filtered ? clear : undefined}
        empty={{
          message: filtered ? 'No book matches these filters.' : 'The catalogue is empty.',
          action: (
            <Link to="/admin/products/new" className="btn btn--primary">
              Add a book
            </Link>
          ),
        }}
        pagination={data?.pagination}
      />
    </>
  );
}
