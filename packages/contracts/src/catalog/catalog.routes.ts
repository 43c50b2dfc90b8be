import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
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
    method: 'GET',
    path: '/api/products/get',
    query: productsQuerySchema,
    response: productsListResponseSchema,
  }),
  /** Counts per category and subcategory and the price range, for the collections sidebar. */
  productFacets: defineEndpoint({
    method: 'GET',
    path: '/api/products/facets',
    query: productFacetsQuerySchema,
    response: productFacetsResponseSchema,
  }),
  getProduct: defineEndpoint({
    method: 'GET',
    path: '/api/products/:productId',
    params: productIdParamsSchema,
    response: productResponseSchema,
  }),
  relatedProducts: defineEndpoint({
    method: 'GET',
    path: '/api/products/:productId/related',
    params: productIdParamsSchema,
    response: relatedProductsResponseSchema,
  }),
  listHeroImages: defineEndpoint({
    method: 'GET',
    path: '/api/hero/',
    query: z.object({}),
    response: heroImagesResponseSchema,
  }),
};
