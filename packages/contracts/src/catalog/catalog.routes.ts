import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { catalogSpecs } from './catalog.paths';
import {
  heroImagesResponseSchema,
  productFacetsQuerySchema,
  productFacetsResponseSchema,
  productIdParamsSchema,
  productResponseSchema,
  productSuggestionsQuerySchema,
  productSuggestionsResponseSchema,
  productsListResponseSchema,
  productsQuerySchema,
  relatedProductsResponseSchema,
} from './catalog.schemas';

export const catalogRoutes = {
  listProducts: defineEndpoint({
    ...catalogSpecs.listProducts,
    query: productsQuerySchema,
    response: productsListResponseSchema,
  }),
  /** Counts per category and subcategory and the price range, for the collections sidebar. */
  productFacets: defineEndpoint({
    ...catalogSpecs.productFacets,
    query: productFacetsQuerySchema,
    response: productFacetsResponseSchema,
  }),
  /** The header's suggestions while typing: at most 5 books, title and author matches first; no count. */
  productSuggestions: defineEndpoint({
    ...catalogSpecs.productSuggestions,
    query: productSuggestionsQuerySchema,
    response: productSuggestionsResponseSchema,
  }),
  getProduct: defineEndpoint({ ...catalogSpecs.getProduct, params: productIdParamsSchema, response: productResponseSchema }),
  relatedProducts: defineEndpoint({
    ...catalogSpecs.relatedProducts,
    params: productIdParamsSchema,
    response: relatedProductsResponseSchema,
  }),
  listHeroImages: defineEndpoint({ ...catalogSpecs.listHeroImages, query: z.object({}), response: heroImagesResponseSchema }),
};
