import { CATEGORIES, SEO_TEXTS } from '@bookstore/contracts';
import { Router, type Response } from 'express';
import type { Db } from '../../db/client';
import type { CatalogueVersion } from '../../lib/http-cache/catalogue-version';
import { createSitemapRepository } from './sitemap.repository';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Kept out of search engines: private pages and the API. */
const DISALLOWED = ['/admin', '/account', '/cart', '/orders', '/place-order', '/api/'];

export interface SitemapDeps {
  db: Db;
  version: CatalogueVersion;
  publicUrl: string;
  /** When the shop's settings (its info pages' details) last changed; null while never saved. */
  settingsChangedAt: () => Promise<Date | null>;
}

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (date: Date) => date.toISOString();

/** Two files built per catalogue version at most (each product page can be ~6 MB of XML). */
const MAX_CACHED = 4;

/**
 * /robots.txt, /sitemap.xml (an index) and its files: /sitemaps/pages.xml (home, collections, categories,
 * info pages) and /sitemaps/products-N.xml (at most 50,000 books each, read by id from each page's first id).
 */
export function sitemapRouter({ db, version, publicUrl, settingsChangedAt }: SitemapDeps): Router {
  const repository = createSitemapRepository(db);
  const startedAt = new Date();
  const cache = new Map<string, { version: number; xml: Promise<string> }>();

  async function cached(key: string, build: () => Promise<string>): Promise<string> {
    const current = await version();
    const hit = cache.get(key);
    if (hit && hit.version === current) return hit.xml;
    const xml = build();
    xml.catch(() => cache.delete(key));
    cache.delete(key);
    cache.set(key, { version: current, xml });
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return xml;
  }

  const pages = () => cached('index', async () => JSON.stringify(await repository.pages(SITEMAP_PAGE_SIZE)));
  const url = (loc: string, lastmod: Date) => `<url><loc>${xmlEscape(`${publicUrl}${loc}`)}</loc><lastmod>${day(lastmod)}</lastmod></url>`;
  const urlset = (urls: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

  const send = (res: Response, xml: string) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(xml);
  };

  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=86400')
      .send(`User-agent: *\n${DISALLOWED.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const productPages = JSON.parse(await pages()) as { lastmod: string }[];
    const newest = productPages.reduce((latest, page) => (page.lastmod > latest ? page.lastmod : latest), startedAt.toISOString());
    const entries = [
      { loc: '/sitemaps/pages.xml', lastmod: newest },
      ...productPages.map((page, i) => ({ loc: `/sitemaps/products-${i + 1}.xml`, lastmod: new Date(page.lastmod).toISOString() })),
    ];
    send(
      res,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
        .map((entry) => `<sitemap><loc>${xmlEscape(`${publicUrl}${entry.loc}`)}</loc><lastmod>${entry.lastmod}</lastmod></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`,
    );
  });

  router.get('/sitemaps/pages.xml', async (_req, res) => {
    const categories = await repository.categories();
    const counted = new Map(categories.map((row) => [row.category, row]));
    const newest = categories.reduce((latest, row) => (row.lastmod && row.lastmod > latest ? row.lastmod : latest), startedAt);
    const infoChanged = (await settingsChangedAt()) ?? startedAt;
    const urls = [
      url('/', newest),
      url('/collections', newest),
      // the shop's own categories with books on sale, in its order
      ...CATEGORIES.filter((name) => counted.has(name)).map((name) => url(`/collections?${new URLSearchParams({ category: name })}`, counted.get(name)?.lastmod ?? newest)),
      ...Object.keys(SEO_TEXTS.infoPages).map((page) => url(`/${page}`, infoChanged)),
    ];
    send(res, urlset(urls));
  });

  router.get('/sitemaps/:file', async (req, res, next) => {
    const asked = /^products-([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    if (!asked) return next();
    const number = Number(asked[1]);
    const page = (JSON.parse(await pages()) as { firstId: string }[])[number - 1];
    if (!page) return next();
    const xml = await cached(`products-${number}`, async () =>
      urlset((await repository.page(page.firstId, SITEMAP_PAGE_SIZE)).map((row) => url(`/product/${row.id}`, row.updatedAt))),
    );
    send(res, xml);
  });

  return router;
}
