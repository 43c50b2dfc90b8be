import type { Db } from '../../db/client';
import { escapeHtml, type PageHeads } from '../../lib/page-head';
import { createCatalogRepository } from './catalog.repository';

/**
 * The storefront pages' own <head> additions. Home: its largest paint is the first active hero banner,
 * so the browser fetches it with the HTML instead of after the scripts have run and asked the API.
 */
export function catalogPageHeads(db: Db): PageHeads {
  const repository = createCatalogRepository(db);
  return {
    keyOf: (urlPath) => (urlPath === '/' ? 'home' : null),
    async render(key) {
      if (key !== 'home') return '';
      const [hero] = await repository.listHeroImages();
      if (!hero) return '';
      return `    <link rel="preload" as="image" href="${escapeHtml(hero.imageUrl)}" fetchpriority="high">`;
    },
  };
}
