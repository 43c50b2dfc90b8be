import type { Product } from '@bookstore/contracts';
import { startTransition, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { firstScreenCards } from './first-screen';
import { ProductCard } from './product-card';
import './product.css';

/**
 * Which cards the grid's first render draws: all of them; only those the first screen can show; or none
 * (a grid that starts below the first screen). The rest follow one row per task once the first screen has
 * painted: the first frame after React's first render then styles and lays out fewer cards (it was the
 * longest task of a phone's first load, issue 12), and each later frame lays out one row at most, so none
 * of them is a long task. Every card is there a few frames later.
 */
export type FirstRender = 'all' | 'first-screen' | 'none';

function useShownCount(firstRender: FirstRender, total: number): number {
  const [{ first, row }] = useState(() => (firstRender === 'all' ? { first: Number.POSITIVE_INFINITY, row: 0 } : firstScreenCards()));
  const [shown, setShown] = useState(firstRender === 'none' ? 0 : first);
  const more = shown < total;
  useEffect(() => {
    if (!more) return undefined;
    let timer = 0;
    // after the frame that paints what is shown, a task of its own for the next row
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown((count) => count + row)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [more, shown, row]);
  return shown;
}

/** 2 columns on phones, up to 5 on wide screens. */
export function ProductGrid({ products, eagerCount = 0, firstRender = 'all' }: { products: readonly Product[]; eagerCount?: number; firstRender?: FirstRender }) {
  const count = useShownCount(firstRender, products.length);
  const shown = count < products.length ? products.slice(0, count) : products;
  return (
    <ul className="product-grid">
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Cards standing in for books that are loading. `still`: nothing is being fetched yet (a section below
 * the screen waits until it nears it), so the blocks do not shimmer: an animation the shopper cannot see
 * would restyle them in every frame of the page's life. A still card is one element whose cover and lines
 * are drawn by its CSS, in the same box as a shimmering card: it sits in the first render of a book's page,
 * below the screen, whose first frame styles and lays out every element near it (issue 12: blocking time).
 */
export function ProductGridSkeleton({ count, label = 'Loading books…', still = false }: { count: number; label?: string; still?: boolean }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={still ? 'product-grid product-grid--still' : 'product-grid'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) =>
          still ? (
            <li key={index} className="product-card product-card--skeleton product-card--still" />
          ) : (
            <li key={index} className="product-card product-card--skeleton">
              <Skeleton className="product-card__media" />
              <div className="product-card__body">
                <Skeleton style={{ width: '40%', height: '0.75rem' }} />
                <Skeleton style={{ width: '90%', height: '1rem', marginTop: '0.5rem' }} />
                <Skeleton style={{ width: '55%', height: '1rem', marginTop: '0.5rem' }} />
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
