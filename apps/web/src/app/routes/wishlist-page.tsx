import { MESSAGES } from '@bookstore/contracts';
import { useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon, HeartIcon } from '@/components/ui/icons';
import { DocumentTitle } from '@/session/document-title';
import { Panel } from '@/components/ui/panel';
import { ProductGridSkeleton } from '@/components/product';
import { useToggleWishlist, useWishlistProducts, WishlistCard } from '@/features/wishlist';
import '@/features/wishlist/wishlist.css';

const SKELETON_CARDS = 4;

/** /wishlist (spec 'Wishlist'): 'MY WISHLIST', Back, loading, empty state, or the saved books. */
export function WishlistPage() {
  const navigate = useNavigate();
  // opened directly (no earlier page of ours): Back goes to the collections instead of leaving the site
  const canGoBack = useLocation().key !== 'default';
  const { products, isLoading, expected } = useWishlistProducts();
  const toggle = useToggleWishlist();

  return (
    <div className="container page">
      <DocumentTitle title="My Wishlist" />
      <button type="button" className="btn btn--outline wishlist-back" onClick={() => (canGoBack ? navigate(-1) : navigate('/collections'))}>
        <ChevronLeftIcon size={18} /> Back
      </button>
      <h1 className="page-title">MY WISHLIST</h1>
      {isLoading ? (
        <ProductGridSkeleton count={Math.min(Math.max(expected, 1), SKELETON_CARDS)} label="Loading your wishlist…" />
      ) : products.length === 0 ? (
        <Panel
          title={MESSAGES.empty.emptyWishlist}
          icon={<HeartIcon size={40} />}
          links={[{ to: '/collections', label: 'Browse Collections' }]}
        >
          Books you save will appear here.
        </Panel>
      ) : (
        <ul className="product-grid" aria-label="Saved books">
          {products.map((product, index) => (
            <li key={product.id}>
              <WishlistCard product={product} eager={index < SKELETON_CARDS} onRemove={() => void toggle(product)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
