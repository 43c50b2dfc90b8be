import type { AdminProduct } from '@bookstore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { useAdminQueryRoot } from '../layout/admin-session';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { ErrorState, ListSkeleton } from '../shared/query-states';
import { Badge } from '../shared/status-badge';
import { CoverManager } from './cover-manager';
import { stockState } from './product-filters';
import { ProductForm } from './product-form';
import { adminProductsKeys, useAdminProduct, useCreateProduct, useDeleteProduct, useUpdateProduct } from './products-api';

function NewProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct((product) => navigate(`/admin/products/${encodeURIComponent(product.id)}`, { replace: true }));
  return (
    <>
      <DocumentTitle title="New book" />
      <h1 className="admin-title">New book</h1>
      <p className="admin-muted admin-lead">Add its cover below; more pictures can be added once it is saved.</p>
      <ProductForm pending={create.isPending} onSubmit={(values, cover) => create.mutateAsync({ values, cover })} />
    </>
  );
}

function DeleteProduct({ product, onHidden }: { product: AdminProduct; onHidden: () => void }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteProduct(product.id, (answer) => {
    setAsking(false);
    if (answer.hidden) onHidden();
    else navigate('/admin/products', { replace: true });
  });
  const ordered = product.orderCount > 0;

  return (
    <section className="admin-card" aria-labelledby="product-delete">
      <h2 id="product-delete" className="admin-card__title">
        {ordered ? 'Take out of the shop' : 'Delete'}
      </h2>
      <p className="admin-muted">
        {ordered
          ? `This book is in ${product.orderCount} order${product.orderCount === 1 ? '' : 's'}, so it is kept for their records and hidden from the shop instead.`
          : 'Nobody has ordered this book: it is deleted with its pictures.'}
      </p>
      <div className="btn-row admin-spaced">
        <button type="button" className="btn admin-btn--danger-outline" onClick={() => setAsking(true)} disabled={ordered && !product.isActive}>
          {ordered ? (product.isActive ? 'Hide this book' : 'Already hidden') : 'Delete this book'}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={ordered ? 'Hide this book?' : 'Delete this book?'}
        confirmLabel={ordered ? 'Hide' : 'Delete'}
        danger
        pending={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>
          <bdi>{product.name}</bdi>{' '}
          {ordered ? 'leaves the shop; you can show it again by ticking "Shown in the shop".' : 'is deleted for good. This cannot be undone.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function EditProduct({ productId }: { productId: string }) {
  const root = useAdminQueryRoot();
  const queryClient = useQueryClient();
  const product = useAdminProduct(productId);
  // the form starts again from the saved book after a save (not after a cover upload, which keeps edits)
  const [version, setVersion] = useState(0);
  const update = useUpdateProduct(productId, () => setVersion((value) => value + 1));

  if (product.isPending) return <ListSkeleton rows={6} label="Loading the book…" />;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} title="Could not load this book" />;

  const book = product.data;
  const stock = stockState(book);
  const onHidden = () => {
    queryClient.setQueryData<AdminProduct>(adminProductsKeys.detail(root, productId), (current) => (current ? { ...current, isActive: false } : current));
    setVersion((value) => value + 1);
  };

  return (
    <>
      <DocumentTitle title={book.name} />
      <header className="admin-order-head">
        <h1 className="admin-title">
          <bdi>{book.name}</bdi>
        </h1>
        <div className="admin-order-head__badges">
          <Badge tone={book.isActive ? 'good' : 'muted'}>{book.isActive ? 'Shown' : 'Hidden'}</Badge>
          <Badge tone={stock.tone}>{stock.label}</Badge>
          {book.isActive && (
            <Link to={`/product/${encodeURIComponent(book.id)}`} className="admin-table__sub" target="_blank" rel="noopener noreferrer">
              View in the shop<span className="visually-hidden"> (opens in a new tab)</span>
            </Link>
          )}
        </div>
      </header>
      <div className="admin-detail admin-detail--product">
        <div className="admin-detail__main">
          <ProductForm key={`${book.id}-${version}`} product={book} pending={update.isPending} onSubmit={(values) => update.mutateAsync(values)} />
        </div>
        <div className="admin-detail__side">
          <CoverManager product={book} />
          <DeleteProduct product={book} onHidden={onHidden} />
        </div>
      </div>
    </>
  );
}

/** /admin/products/new and /admin/products/:productId: every field of a book, its pictures, and deleting it. */
export function ProductEditPage() {
  const { productId } = useParams();
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/products">← All books</Link>
      </p>
      {productId ? <EditProduct productId={productId} /> : <NewProduct />}
    </>
  );
}
