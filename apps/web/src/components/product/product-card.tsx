import type { Product } from '@bookstore/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CardActions } from './card-actions';
import { PriceLine } from './price-line';
import { hasArabicScript } from './script';
import { CARD_COVER_SIZES, cardCoverOf, coverSrcSet, COVER_SIZE, PLACEHOLDER_COVER } from './product-image';
import { WishlistToggle } from './wishlist-toggle';
import './product.css';

interface ProductCardProps {
  product: Product;
  /**
   * Controls under the card; by default the format chips and 'Add to Cart'. Cards elsewhere (wishlist,
   * cart suggestions) pass their own and then show no heart unless `heart` says so.
   */
  actions?: ReactNode;
  /** The wishlist heart on the cover (default: when the card has its default actions). */
  heart?: boolean;
  /** The first cards on a page may load their covers eagerly. */
  eager?: boolean;
}

/**
 * A book in a grid (spec section 2): cover, category, name, price with the original struck through, the
 * Bestseller badge, the wishlist heart, format chips and 'Add to Cart'. Cover and text link to its page.
 */
export function ProductCard({ product, actions, heart = actions === undefined, eager = false }: ProductCardProps) {
  const [coverFailed, setCoverFailed] = useState(false);
  const cover = coverFailed ? PLACEHOLDER_COVER : cardCoverOf(product);
  const srcSet = coverFailed ? undefined : coverSrcSet(product);
  const ownActions = actions ?? null;

  return (
    <article className="product-card">
      <Link to={`/product/${encodeURIComponent(product.id)}`} className="product-card__link">
        <div className="product-card__media">
          <img
            src={cover}
            srcSet={srcSet}
            sizes={srcSet && CARD_COVER_SIZES}
            alt={product.name}
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            onError={() => setCoverFailed(true)}
          />
          {(product.bestseller || !product.inStock) && (
            <div className="product-card__badges">
              {product.bestseller && <span className="badge">Bestseller</span>}
              {!product.inStock && <span className="badge badge--muted">Out of stock</span>}
            </div>
          )}
        </div>
        <div className="product-card__body">
          <p className="product-card__category">{product.category}</p>
          <h3 className={`product-card__name${hasArabicScript(product.name) ? ' product-card__name--urdu' : ''}`} dir="auto">
            {product.name}
          </h3>
          <PriceLine className="product-card__price" price={product.price} originalPrice={product.originalPrice} />
        </div>
      </Link>
      {heart && <WishlistToggle product={product} className="product-card__heart" />}
      {/* one box for the default actions (a card's layout is most of the first frame after React's render, issue 12) */}
      {ownActions === null ? <CardActions product={product} className="product-card__actions" /> : <div className="product-card__actions">{ownActions}</div>}
    </article>
  );
}
