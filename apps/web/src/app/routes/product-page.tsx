import { MESSAGES, POLICIES, TIMINGS, type Product } from '@bookstore/contracts';
import { useDeferredValue, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PackageIcon, ReturnIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/session';
import { ReviewsSection, Stars, useProductReviews } from '@/features/reviews';
import { isApiError } from '@/lib/api-client';
import { hasArabicScript, PriceLine, useProduct } from '@/components/product';
import { ProductGallery, ProductTabs, PurchasePanel, RelatedProducts, useBelowTheFirstScreen } from '@/features/catalog';
import { ShareButton } from '@/features/share';
import '@/features/catalog/catalog.css';
import '@/features/catalog/product/product.css';

const browseCollections = (
  <Link to="/collections" className="btn btn--primary">
    Browse Collections
  </Link>
);

function ProductSkeleton() {
  return (
    <div className="product-detail product-detail--loading" role="status" aria-live="polite">
      <span className="visually-hidden">Loading book…</span>
      <Skeleton className="gallery__stage gallery__stage--skeleton" />
      <div className="product-detail__info" aria-hidden="true">
        <Skeleton style={{ width: '30%', height: '0.9rem' }} />
        <Skeleton style={{ width: '80%', height: '2rem', marginTop: '0.75rem' }} />
        <Skeleton style={{ width: '45%', height: '1rem', marginTop: '0.75rem' }} />
        <Skeleton style={{ width: '35%', height: '1.6rem', marginTop: '1.5rem' }} />
        <Skeleton style={{ width: '100%', height: '5rem', marginTop: '1.5rem' }} />
      </div>
    </div>
  );
}

/**
 * The tabs with the Reviews tab's count: the list's own once loaded (it follows a new review), the
 * book's until then. Its own component, so the reviews' answer re-renders the tabs, not the whole page.
 */
function ProductTabsWithReviews({ product, isSignedIn }: { product: Product; isSignedIn: boolean }) {
  const reviews = useProductReviews(product.id);
  return (
    <ProductTabs
      product={product}
      reviewCount={reviews.data?.pages[0]?.pagination.total ?? product.reviewCount}
      reviews={<ReviewsSection productId={product.id} isSignedIn={isSignedIn} />}
    />
  );
}

function ProductDetail({ product, isSignedIn }: { product: Product; isSignedIn: boolean }) {
  const below = useBelowTheFirstScreen();
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/collections">Collections</Link>
          </li>
          <li aria-current="page">
            <span dir="auto">{product.name}</span>
          </li>
        </ol>
      </nav>

      <div className="product-detail">
        <ProductGallery product={product} />

        <div className="product-detail__info">
          <div className="product-detail__badges">
            {product.bestseller && <span className="badge">BESTSELLER</span>}
            {product.inStock ? <span className="badge badge--success">In stock</span> : <span className="badge badge--muted">Out of stock</span>}
          </div>
          <p className="product-detail__category">
            <Link to={`/collections?${new URLSearchParams({ category: product.category }).toString()}`}>{product.category}</Link>
            {product.subCategory && (
              <>
                {' · '}
                <span dir="auto">{product.subCategory}</span>
              </>
            )}
          </p>
          <h1 className={`product-detail__name${hasArabicScript(product.name) ? ' product-detail__name--urdu' : ''}`} dir="auto">
            {product.name}
          </h1>
          {product.author && (
            <p className="product-detail__author">
              by <span dir="auto">{product.author}</span>
            </p>
          )}
          <p className="product-detail__rating">
            <Stars rating={product.rating} /> <span className="product-detail__reviews">({product.reviewCount === 1 ? '1 review' : `${product.reviewCount} reviews`})</span>
          </p>

          <PriceLine
            className="product-detail__price"
            price={product.price}
            originalPrice={product.originalPrice}
            discount={product.discount}
            large
          />

          {/* before the description, so a phone shows price and 'Add to Cart' on its first screen */}
          <PurchasePanel key={product.id} product={product} />
          <ShareButton name={product.name} price={product.price} url={`${window.location.origin}/product/${encodeURIComponent(product.id)}`} />

          {product.description && (
            <p className="product-detail__description" dir="auto">
              {product.description}
            </p>
          )}

          <ul className="product-detail__perks">
            <li>
              <PackageIcon size={22} />
              <div>
                <strong>Free Delivery</strong>
                <span>Available for most locations. Delivery in {POLICIES.productDeliveryDays} business days.</span>
              </div>
            </li>
            <li>
              <ReturnIcon size={22} />
              <div>
                <strong>Easy Returns</strong>
                <span>{POLICIES.returnDays}-day return policy, no questions asked.</span>
              </div>
            </li>
          </ul>
        </div>
      </div>

      {below && (
        <>
          <ProductTabsWithReviews product={product} isSignedIn={isSignedIn} />
          <RelatedProducts productId={product.id} />
        </>
      )}
    </>
  );
}

export function ProductPage() {
  const { productId = '' } = useParams();
  const { data, isPending, error, refetch } = useProduct(productId);
  /*
   * The book renders in a transition, which React splits into short slices, instead of in the one long
   * synchronous render a resolved query triggers (the skeleton stays until it is ready). Another book's
   * page never shows the previous book meanwhile.
   */
  const deferred = useDeferredValue(data);
  const product = deferred !== undefined && deferred.id === data?.id ? deferred : undefined;
  const { isSignedIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const notFound = isApiError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION');

  // 'Product not found', then on to /collections once the toast has been read (spec section 8)
  useEffect(() => {
    if (!notFound) return undefined;
    toast.error(MESSAGES.product.notFound);
    const timer = window.setTimeout(() => navigate('/collections', { replace: true }), TIMINGS.toastMs);
    return () => window.clearTimeout(timer);
  }, [notFound, toast, navigate]);

  return (
    <div className="container page">
      <DocumentTitle title={data?.name ?? (notFound ? 'Product Not Found' : undefined)} />
      {product ? (
        <ProductDetail key={product.id} product={product} isSignedIn={isSignedIn} />
      ) : isPending || data !== undefined ? (
        <ProductSkeleton />
      ) : notFound ? (
        <Panel title="Product Not Found" level={1} actions={browseCollections}>
          This book is not in our store, or it has been removed. Taking you to our collections…
        </Panel>
      ) : (
        <Panel
          title={MESSAGES.product.fetchFailedRetry}
          level={1}
          tone="error"
          actions={
            <>
              <button type="button" className="btn btn--outline" onClick={() => void refetch()}>
                Try again
              </button>
              {browseCollections}
            </>
          }
        />
      )}
    </div>
  );
}
