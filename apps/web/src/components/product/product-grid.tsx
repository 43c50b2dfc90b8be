import type { Product } from '@bookstore/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';
import './product.css';

/** 2 columns on phones, up to 5 on wide screens. */
export function ProductGrid({ products, eagerCount = 0 }: { products: readonly Product[]; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
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
 * would restyle them in every frame of the page's life.
 */
export function ProductGridSkeleton({ count, label = 'Loading books…', still = false }: { count: number; label?: string; still?: boolean }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={still ? 'product-grid product-grid--still' : 'product-grid'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-card product-card--skeleton">
            <Skeleton className="product-card__media" />
            <div className="product-card__body">
              <Skeleton style={{ width: '40%', height: '0.75rem' }} />
              <Skeleton style={{ width: '90%', height: '1rem', marginTop: '0.5rem' }} />
              <Skeleton style={{ width: '55%', height: '1rem', marginTop: '0.5rem' }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
