import { CATALOG_TEXTS, QUANTITY_MIN, TIMINGS, type Product } from '@bookstore/contracts';
import { useEffect, useState } from 'react';
import { BagIcon } from '@/components/ui/icons';
import { useAddToCart } from '@/features/cart';
import { defaultFormat, FormatChips } from '../components/format-chips';
import { WishlistToggle } from '../components/wishlist-toggle';
import { QuantityStepper } from './quantity-stepper';

/** Format selector (when the book has formats), quantity 1..10, Add to Cart and the wishlist toggle. */
export function PurchasePanel({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const [format, setFormat] = useState(defaultFormat(product));
  const [quantity, setQuantity] = useState<number>(QUANTITY_MIN);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return undefined;
    const timer = window.setTimeout(() => setAdded(false), TIMINGS.addedBadgeMs);
    return () => window.clearTimeout(timer);
  }, [added]);

  const onAdd = async () => {
    setBusy(true);
    const ok = await addToCart({ product, format, quantity });
    setBusy(false);
    if (ok) setAdded(true);
  };

  return (
    <div className="purchase">
      {product.sizes.length > 0 && (
        <div className="purchase__row">
          <p className="purchase__label">Format</p>
          <FormatChips formats={product.sizes} value={format} onChange={setFormat} label="Format" size="regular" />
        </div>
      )}
      <div className="purchase__row">
        <p className="purchase__label">Quantity</p>
        <QuantityStepper value={quantity} onChange={setQuantity} />
      </div>
      <div className="purchase__buttons">
        <button
          type="button"
          className={`btn btn--primary purchase__add${added ? ' is-added' : ''}`}
          onClick={() => void onAdd()}
          disabled={busy || !product.inStock}
        >
          <BagIcon size={18} />
          {!product.inStock ? CATALOG_TEXTS.outOfStockButton : added ? 'Added!' : 'Add to Cart'}
        </button>
        <WishlistToggle product={product} variant="button" />
      </div>
    </div>
  );
}
