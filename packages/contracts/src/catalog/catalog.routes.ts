import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { catalogSpecs } from './catalog.paths';
import {
  heroImagesResponseSchema,
  productFacetsQuerySchema,
  productFacetsResponseSchema,
  productIdParamsSchema,
  productResponseSchema,
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
  getProduct: defineEndpoint({ ...catalogSpecs.getProduct, params: productIdParamsSchema, response: productResponseSchema }),
  relatedProducts: defineEndpoint({
    ...catalogSpecs.relatedProducts,
    params: productIdParamsSchema,
    response: relatedProductsResponseSchema,
  }),
  listHeroImages: defineEndpoint({ ...catalogSpecs.listHeroImages, query: z.object({}), response: heroImagesResponseSchema }),
};
