import { TIMINGS, type Product } from '@bookstore/contracts';
import { useEffect, useState } from 'react';
import { defaultFormat } from './format-chips';
import { useProductActions } from './product-actions';

/**
 * The state behind an 'Add to Cart' button: the chosen format (the book's first from the start, so one tap
 * adds it), busy while adding, and 'added' for a moment after a success.
 */
export function useAddToCart(product: Product) {
  const { addToCart } = useProductActions();
  const [format, setFormat] = useState(defaultFormat(product));
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!added) return undefined;
    const timer = window.setTimeout(() => setAdded(false), TIMINGS.addedBadgeMs);
    return () => window.clearTimeout(timer);
  }, [added]);

  const add = async (quantity: number) => {
    setBusy(true);
    const ok = await addToCart({ product, format, quantity });
    setBusy(false);
    if (ok) setAdded(true);
  };

  return { format, setFormat, added, busy, add };
}
