import { parse as parseQuery } from 'node:querystring';
import { catalogRoutes, productFacetsQuerySchema, productIdParamsSchema, productsQuerySchema, type ResponseOf } from '@bookstore/contracts';
import type { ValidInput } from '../../lib/route';
import type { CatalogService } from './catalog.service';

type Input<E> = ValidInput<E>;

/** The catalogue's answers as the API sends them: the router serves these, the served pages inline them. */
export function catalogAnswers(service: CatalogService) {
  return {
    listProducts: async ({ query }: Pick<Input<typeof catalogRoutes.listProducts>, 'query'>): Promise<ResponseOf<typeof catalogRoutes.listProducts>> => ({
      success: true,
      ...(await service.listProducts(query)),
    }),
    productFacets: async ({ query }: Pick<Input<typeof catalogRoutes.productFacets>, 'query'>): Promise<ResponseOf<typeof catalogRoutes.productFacets>> => ({
      success: true,
      facets: await service.getFacets(query.search),
    }),
    getProduct: async ({ params }: Pick<Input<typeof catalogRoutes.getProduct>, 'params'>): Promise<ResponseOf<typeof catalogRoutes.getProduct>> => ({
      success: true,
      product: await service.getProduct(params.productId),
    }),
    listHeroImages: async (): Promise<ResponseOf<typeof catalogRoutes.listHeroImages>> => ({ success: true, data: await service.listHeroImages() }),
  };
}

/** A path template's parameters in `path`, or undefined when it is not that template's (`/api/products/:productId`). */
function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(got[i] as string);
      } catch {
        return undefined;
      }
    } else if (part !== got[i]) return undefined;
  }
  return params;
}

/**
 * What GET `url` answers an anonymous visitor, for the catalogue reads a page first asks for; undefined for
 * any other URL and for a request the API would refuse or not find (the app then asks the API itself). The
 * input is parsed as the API parses it (Express's query parser is node's querystring; the contract schemas).
 */
export function catalogAnswerOf(service: CatalogService) {
  const answers = catalogAnswers(service);
  // the fixed paths before /api/products/:productId, as the router registers them
  const table = [
    { endpoint: catalogRoutes.listHeroImages, answer: () => answers.listHeroImages() },
    { endpoint: catalogRoutes.listProducts, answer: (_: unknown, query: unknown) => answers.listProducts({ query: productsQuerySchema.parse(query) }) },
    { endpoint: catalogRoutes.productFacets, answer: (_: unknown, query: unknown) => answers.productFacets({ query: productFacetsQuerySchema.parse(query) }) },
    { endpoint: catalogRoutes.getProduct, answer: (params: unknown) => answers.getProduct({ params: productIdParamsSchema.parse(params) }) },
  ];
  return async (url: string): Promise<unknown> => {
    const [path = '', search = ''] = url.split('?', 2);
    for (const { endpoint, answer } of table) {
      const params = matchPath(endpoint.path, path);
      if (!params) continue;
      try {
        return await answer(params, parseQuery(search));
      } catch {
        return undefined;
      }
    }
    return undefined;
  };
}
