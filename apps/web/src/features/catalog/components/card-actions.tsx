import { CATALOG_TEXTS, TIMINGS, type Product } from '@bookstore/contracts';
import { useEffect, useState } from 'react';
import { useAddToCart } from '@/features/cart';
import { defaultFormat, FormatChips } from './format-chips';

/**
 * Under a card: the format chips and 'Add to Cart', which reads 'Added!' for a second after a success.
 * The book's first (default) format is chosen from the start, so one tap adds it; another chip changes it.
 */
export function CardActions({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const [format, setFormat] = useState(defaultFormat(product));
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!added) return undefined;
    const timer = window.setTimeout(() => setAdded(false), TIMINGS.addedBadgeMs);
    return () => window.clearTimeout(timer);
  }, [added]);

  const onAdd = async () => {
    setBusy(true);
    const ok = await addToCart({ product, format, quantity: 1 });
    setBusy(false);
    if (ok) setAdded(true);
  };

  return (
    <div className="card-actions">
      <FormatChips formats={product.sizes} value={format} onChange={setFormat} label={`Format of ${product.name}`} />
      <button
        type="button"
        className={`btn btn--primary card-actions__add${added ? ' is-added' : ''}`}
        onClick={() => void onAdd()}
        disabled={busy || !product.inStock}
      >
        {!product.inStock ? CATALOG_TEXTS.outOfStockButton : added ? 'Added!' : 'Add to Cart'}
        <span className="visually-hidden">: {product.name}</span>
      </button>
    </div>
  );
}
