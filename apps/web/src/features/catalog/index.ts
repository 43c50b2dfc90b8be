/**
 * The catalogue feature's public face: the home page's carousel and strips, the collections page's filters
 * and controls, the product page's gallery, purchase panel, tabs and related books, and search suggestions.
 * Product cards themselves are the shared kit in components/product.
 */
export { useProductFacets } from './api/get-facets';
export { useHeroImages } from './api/get-hero-images';
export { useSearchSuggestions } from './api/search-suggestions';
export { CategoryBar } from './collections/category-bar';
export { ActiveFilters, Pagination, SortSelect } from './collections/collection-controls';
export { FilterPanel } from './collections/filter-panel';
export { clearedFilters, countActiveFilters, toProductsQuery } from './collections/filters';
export { useCollectionFilters } from './collections/use-collection-filters';
export { HeroCarousel } from './components/hero-carousel';
export { PoliciesStrip } from './components/policies-strip';
export { ProductGallery } from './product/product-gallery';
export { ProductTabs } from './product/product-tabs';
export { PurchasePanel } from './product/purchase-panel';
export { RelatedProducts } from './product/related-products';
export { useBelowTheFirstScreen } from './product/use-below-the-first-screen';
export { useNearView } from './product/use-near-view';
