import {
  CATEGORIES,
  formatBookCount,
  formatRupees,
  productsQuerySchema,
  SEO_TEXTS,
  seoTexts,
  type InfoPage,
  type StoreSettings,
} from '@bookstore/contracts';
import type { Db } from '../../db/client';
import type { CatalogueVersion } from '../../lib/http-cache/catalogue-version';
import { escapeHtml, type PageHead, type PageHeads } from '../../lib/page-head';
import { createCatalogReader, isProductId } from '../catalog';
import { bookJsonLd, bookStoreJsonLd, breadcrumbJsonLd, jsonLdScript } from './json-ld';
import { OG_CARD } from './og-card';
import { ogCardPath } from './og-card.router';
import { matchWebRoute } from './web-routes';

export interface SeoHeadsDeps {
  db: Db;
  version: CatalogueVersion;
  settings: () => Promise<StoreSettings>;
  /** PUBLIC_URL without a trailing slash: canonical and og: URLs are absolute. */
  publicUrl: string;
}

const INFO_PAGES = Object.keys(SEO_TEXTS.infoPages) as InfoPage[];
/** Meta descriptions past this are cut by search engines anyway. */
const DESCRIPTION_LENGTH = 200;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const shorten = (text: string, max = DESCRIPTION_LENGTH) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

interface Meta {
  title: string;
  description: string;
  /** Path (and query) of the page's canonical URL. */
  path: string;
  type: 'website' | 'product';
  image?: string;
  /** The image is a generated 1200×630 card. */
  card?: boolean;
  noindex?: boolean;
  jsonLd?: string[];
}

/**
 * Each storefront page's title, description, canonical link, Open Graph and Twitter tags and structured
 * data, so a search engine or a chat app's link preview (neither runs the app's scripts) sees the page.
 * A path the web app does not route, or a book that is not on sale, answers 404.
 */
export function seoPageHeads({ db, version, settings, publicUrl }: SeoHeadsDeps): PageHeads {
  const catalog = createCatalogReader(db, version);
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

  function tags(meta: Meta, store: StoreSettings): string {
    const url = absolute(meta.path);
    const image = absolute(meta.image ?? '/favicon.svg');
    const lines = [
      ['link', 'canonical', url],
      ...(meta.noindex ? [['meta-name', 'robots', 'noindex, follow']] : []),
      ['meta-property', 'og:site_name', store.identity.name],
      ['meta-property', 'og:type', meta.type],
      ['meta-property', 'og:title', meta.title],
      ['meta-property', 'og:description', meta.description],
      ['meta-property', 'og:url', url],
      ['meta-property', 'og:image', image],
      ...(meta.card
        ? [
            ['meta-property', 'og:image:type', OG_CARD.type],
            ['meta-property', 'og:image:width', String(OG_CARD.width)],
            ['meta-property', 'og:image:height', String(OG_CARD.height)],
          ]
        : []),
      ['meta-property', 'og:locale', 'en_PK'],
      ['meta-property', 'og:locale:alternate', 'ur_PK'],
      ['meta-name', 'twitter:card', meta.card ? 'summary_large_image' : 'summary'],
      ['meta-name', 'twitter:title', meta.title],
      ['meta-name', 'twitter:description', meta.description],
      ['meta-name', 'twitter:image', image],
    ].map(([kind, name, value]) =>
      kind === 'link'
        ? `    <link rel="${name}" href="${escapeHtml(value as string)}">`
        : `    <meta ${kind === 'meta-name' ? 'name' : 'property'}="${name}" content="${escapeHtml(value as string)}">`,
    );
    return [...lines, ...(meta.jsonLd ?? [])].join('\n');
  }

  /** The settings and the texts under the shop's name, read once per page. */
  type Shop = { store: StoreSettings; texts: ReturnType<typeof seoTexts> };

  const page = (meta: Meta, { store }: Shop, status = 200): PageHead => ({ title: meta.title, description: meta.description, head: tags(meta, store), status });

  async function product(id: string, shop: Shop): Promise<PageHead> {
    const { texts } = shop;
    const row = isProductId(id) ? await catalog.getProduct(id).catch((error: { status?: number }) => (error.status === 404 ? undefined : Promise.reject(error))) : undefined;
    if (!row) return { title: texts.pageTitle(texts.productNotFound), status: 404 };
    const path = `/product/${row.id}`;
    const image = row.image[0] ? absolute(row.image[0]) : undefined;
    const category = `/collections?${new URLSearchParams({ category: row.category })}`;
    return page({
      title: texts.pageTitle(row.name),
      description: shorten(oneLine(texts.bookDescription(row.name, row.author, formatRupees(row.price), row.description))),
      path,
      type: 'product',
      image: absolute(ogCardPath(row.id)),
      card: true,
      jsonLd: [
        jsonLdScript(bookJsonLd(row, absolute(path), image)),
        jsonLdScript(
          breadcrumbJsonLd([
            { name: texts.home, url: absolute('/') },
            { name: row.category, url: absolute(category) },
            { name: row.name, url: absolute(path) },
          ]),
        ),
      ],
    }, shop);
  }

  async function collections(category: string, subCategories: string[], search: string, shop: Shop): Promise<PageHead> {
    const { texts } = shop;
    const query = productsQuerySchema.parse({ category: category || undefined, subCategory: subCategories, search: search || undefined, limit: '1' });
    const { pagination } = await catalog.listProducts(query);
    const count = formatBookCount(pagination.total, pagination.totalIsLowerBound);
    const name = [category || texts.allCollections, ...subCategories].join(' – ');
    const params = new URLSearchParams();
    if (category) params.set('category', category);
    for (const sub of subCategories) params.append('subCategory', sub);
    const canonical = params.size ? `/collections?${params}` : '/collections';
    if (search) {
      return page({ title: texts.pageTitle(texts.searchTitle(search)), description: texts.searchDescription(search, count), path: canonical, type: 'website', noindex: true }, shop);
    }
    // a category the shop does not have lists nothing: worth no index entry
    const unknown = category !== '' && !(CATEGORIES as readonly string[]).includes(category);
    return page({ title: texts.pageTitle(name), description: texts.collectionDescription(name, count), path: canonical, type: 'website', noindex: unknown }, shop);
  }

  function home(withStore: boolean, shop: Shop, info?: InfoPage): PageHead {
    const { store, texts } = shop;
    const jsonLd = withStore ? [jsonLdScript(bookStoreJsonLd(store, publicUrl, absolute('/favicon.svg')))] : [];
    if (!info) return page({ title: texts.homeTitle, description: texts.homeDescription, path: '/', type: 'website', jsonLd }, shop);
    const text = texts.infoPages[info];
    return page({ title: texts.pageTitle(text.title), description: text.description, path: `/${info}`, type: 'website', jsonLd }, shop);
  }

  return {
    keyOf(urlPath, query) {
      const route = matchWebRoute(urlPath);
      if (route === null) return 'missing';
      if (route === '/') return 'home';
      if (route === '/product/:productId') return `product:${urlPath.split('/')[2]}`;
      if (route === '/collections') {
        const text = (value: string | null) => oneLine(value ?? '').slice(0, 200);
        const subs = [...new Set(query.getAll('subCategory').map(text).filter(Boolean))].sort().slice(0, 10);
        return `collections:${JSON.stringify([text(query.get('category')), subs, text(query.get('search'))])}`;
      }
      const info = INFO_PAGES.find((name) => route === `/${name}`);
      return info ? `info:${info}` : null;
    },
    async render(key) {
      const [kind, ...rest] = key.split(':');
      const value = rest.join(':');
      const store = await settings();
      const shop: Shop = { store, texts: seoTexts(store.identity.name) };
      if (kind === 'missing') return { title: shop.texts.pageTitle(shop.texts.pageNotFound), status: 404 };
      if (kind === 'home') return home(true, shop);
      if (kind === 'product') return product(value, shop);
      if (kind === 'info') return home(value === 'contact', shop, value as InfoPage);
      if (kind === 'collections') {
        const [category, subs, search] = JSON.parse(value) as [string, string[], string];
        return collections(category, subs, search, shop);
      }
      return '';
    },
  };
}
