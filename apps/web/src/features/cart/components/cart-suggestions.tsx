import { PAGE_SIZES } from '@bookstore/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProductCard, ProductGridSkeleton, productsQueryOptions } from '@/components/product';

/** Enough books that 4 remain after leaving out those in the cart; steps of a page keep the query stable. */
function suggestionLimit(cartLines: number): number {
  const step = PAGE_SIZES.productsDefault;
  return Math.min(PAGE_SIZES.productsMax, Math.ceil((cartLines + PAGE_SIZES.cartSuggestions) / step) * step);
}

/**
 * 'You Might Also Like': 4 books in stock and not in the cart, as catalogue cards (formats, Add to Cart,
 * wishlist heart). Nothing shows if the list fails.
 */
export function CartSuggestions({ cartProductIds }: { cartProductIds: readonly string[] }) {
  const query = useQuery({
    ...productsQueryOptions({ limit: suggestionLimit(cartProductIds.length) }),
    placeholderData: keepPreviousData,
  });
  const inCart = new Set(cartProductIds);
  const products = (query.data?.products ?? [])
    .filter((product) => product.inStock && !inCart.has(product.id))
    .slice(0, PAGE_SIZES.cartSuggestions);

  if (!query.isPending && products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="cart-suggestions-title">
      <div className="section-heading">
        <h2 id="cart-suggestions-title">You Might Also Like</h2>
      </div>
      {query.isPending ? (
        <ProductGridSkeleton count={PAGE_SIZES.cartSuggestions} label="Loading suggestions…" />
      ) : (
        <ul className="product-grid cart-suggestions">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
