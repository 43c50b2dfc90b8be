import { MESSAGES, PAGE_SIZES, type Product } from '@bookstore/contracts';
import { useDeferredValue, useRef } from 'react';
import { useRelatedProducts } from '../api/get-related-products';
import { useNearView } from './use-near-view';
import { ProductGrid, ProductGridSkeleton } from '@/components/product';

// one array for every failed answer (a fresh one each render would restart the deferred render)
const NONE: Product[] = [];

/**
 * Up to 5 other books of the same category, else 'No related products available.' Below the fold: asked
 * for only when the section nears the screen, so neither its request nor its cards compete with the
 * book's own first render; the cards render in a transition (deferred), in slices React can interrupt.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section);
  const related = useRelatedProducts(productId, near);
  const products = useDeferredValue(related.isError ? NONE : related.data);
  return (
    <section className="section related" aria-labelledby="related-title" ref={section}>
      <div className="section-heading">
        <h2 id="related-title">Related Products</h2>
      </div>
      {products === undefined ? (
        <ProductGridSkeleton count={PAGE_SIZES.related} label="Loading related books…" still={!near} />
      ) : products.length > 0 ? (
        <ProductGrid products={products.slice(0, PAGE_SIZES.related)} />
      ) : (
        <p className="related__empty">{MESSAGES.empty.noRelated}</p>
      )}
    </section>
  );
}
