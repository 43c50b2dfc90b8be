export { seoPageHeads } from './seo-heads';
export { sitemapRouter, SITEMAP_PAGE_SIZE } from './sitemap.router';
export { ogCardRouter } from './og-card.router';
