import { formatRupees } from '@bookstore/contracts';

interface PriceLineProps {
  /** The paragraph's own class (layout differs per place: card, page, buy bar, cart row). */
  className: string;
  /** Sale price in paisa. */
  price: number;
  /** Price before the sale in paisa; shown struck through only when above the sale price. */
  originalPrice: number | null;
  /** Percent off, shown as a badge beside a struck price (the product page). */
  discount?: number | null;
  large?: boolean;
  /** Screen-reader labels ('Price:', 'Original price:'); off where the row already says what it is. */
  labelled?: boolean;
}

/** A book's price: the sale price, the original struck through, and optionally the discount badge. */
export function PriceLine({ className, price, originalPrice, discount = null, large = false, labelled = true }: PriceLineProps) {
  const showOriginal = originalPrice !== null && originalPrice > price;
  return (
    <p className={className}>
      {labelled && <span className="visually-hidden">Price: </span>}
      <span className={large ? 'price price--large' : 'price'}>{formatRupees(price)}</span>
      {showOriginal && (
        <del className="price price--original">
          {labelled && <span className="visually-hidden">Original price: </span>}
          {formatRupees(originalPrice)}
        </del>
      )}
      {showOriginal && discount !== null && <span className="badge badge--discount">{discount}% OFF</span>}
    </p>
  );
}
