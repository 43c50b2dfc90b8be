/**
 * The shared product kit: everything that shows a book, wherever it is shown (catalogue, cart suggestions,
 * wishlist, orders, the header's search, the back office). It imports no feature: adding to the cart and
 * the wishlist come through ProductActionsProvider, which the app composes.
 */
export { AddToCartButton } from './add-to-cart-button';
export { CardActions } from './card-actions';
export { defaultFormat, FormatChips } from './format-chips';
export { productQueryOptions, useProduct } from './get-product';
export { productKeys, productsQueryOptions, useProducts } from './get-products';
export { ProductActionsProvider, useProductActions, type ProductActions } from './product-actions';
export { ProductCard } from './product-card';
export { PriceLine } from './price-line';
export { ProductGrid, ProductGridSkeleton } from './product-grid';
export * from './product-image';
export { hasArabicScript } from './script';
export { useAddToCart } from './use-add-to-cart';
export { WishlistToggle } from './wishlist-toggle';
