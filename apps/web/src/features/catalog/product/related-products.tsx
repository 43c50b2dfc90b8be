import { MESSAGES, PAGE_SIZES } from '@bookstore/contracts';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid, ProductGridSkeleton } from '@/components/product';

/** Up to 5 other books of the same category, else 'No related products available.' */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  const products = related.data ?? [];
  return (
    <section className="section related" aria-labelledby="related-title">
      <div className="section-heading">
        <h2 id="related-title">Related Products</h2>
      </div>
      {related.isPending ? (
        <ProductGridSkeleton count={PAGE_SIZES.related} label="Loading related books…" />
      ) : products.length > 0 ? (
        <ProductGrid products={products.slice(0, PAGE_SIZES.related)} />
      ) : (
        <p className="related__empty">{MESSAGES.empty.noRelated}</p>
      )}
    </section>
  );
}
