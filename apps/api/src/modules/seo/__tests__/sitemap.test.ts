import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { SITE, seoApp } from './seo-app';

let t: TestApp;
beforeEach(async () => {
  t = await seoApp();
});
afterEach(() => t.close());

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** Fetches an XML file, checks it is well-formed and served as XML, and returns it parsed. */
async function xml(url: string) {
  const res = await request(t.app).get(url).buffer(true).parse((r, done) => {
    let body = '';
    r.on('data', (chunk: Buffer) => (body += chunk.toString()));
    r.on('end', () => done(null, body));
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const text = res.body as string;
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as {
    sitemapindex?: { sitemap: { loc: string; lastmod: string }[] };
    urlset?: { url: { loc: string; lastmod: string }[] };
  };
}

const isDate = (value: string) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);

describe('the sitemap', () => {
  it('when a crawler reads the index, then it lists the pages file and one products file, each with lastmod, and they list the shop', async () => {
    const book = await insertProduct(t.db, { category: 'Urdu Poetry' });
    await insertProduct(t.db, { category: 'History' });
    const hidden = await insertProduct(t.db, { isActive: false });
    const index = await xml('/sitemap.xml');
    const files = index.sitemapindex!.sitemap;
    expect(files.map((f) => f.loc)).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/products-1.xml`]);
    expect(files.every((f) => isDate(f.lastmod))).toBe(true);

    const productUrls = (await xml('/sitemaps/products-1.xml')).urlset!.url;
    expect(productUrls).toHaveLength(2);
    expect(productUrls.map((u) => u.loc)).toContain(`${SITE}/product/${book.id}`);
    expect(productUrls.map((u) => u.loc)).not.toContain(`${SITE}/product/${hidden.id}`);
    expect(productUrls.every((u) => isDate(u.lastmod))).toBe(true);

    const pageUrls = (await xml('/sitemaps/pages.xml')).urlset!.url.map((u) => u.loc);
    expect(pageUrls).toEqual([
      `${SITE}/`,
      `${SITE}/collections`,
      `${SITE}/collections?category=Urdu+Poetry`,
      `${SITE}/collections?category=History`,
      `${SITE}/about`,
      `${SITE}/contact`,
      `${SITE}/delivery`,
      `${SITE}/privacy-policy`,
    ]);
  });

  it('when the shop holds 100,000 books, then the index lists 2 products files of 50,000 and 50,000 books, all different', async () => {
    // the search triggers (text, vocabulary) are off for the bulk insert: the sitemap never reads what they
    // fill, and on the embedded database they made this test outlast its time on a busy CI machine
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into products (name, description, details, price_paisa, images, category, sub_categories, sizes, author, language, stock_quantity)
        select 'Book ' || n, 'A book.', '', 10000 + n, array['/uploads/covers/b.svg'], 'History', array['New Books'], array['Paperback'], 'Author', 'English', 1
        from generate_series(1, 100000) as n`);
      await tx.execute(sql`set local session_replication_role = origin`);
      await tx.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
    });
    const index = await xml('/sitemap.xml');
    expect(index.sitemapindex!.sitemap.map((f) => f.loc)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/products-2.xml`,
    ]);
    const first = (await xml('/sitemaps/products-1.xml')).urlset!.url.map((u) => u.loc);
    const second = (await xml('/sitemaps/products-2.xml')).urlset!.url.map((u) => u.loc);
    expect([first.length, second.length]).toEqual([50_000, 50_000]);
    expect(new Set([...first, ...second]).size).toBe(100_000);
    expect((await request(t.app).get('/sitemaps/products-3.xml')).status).toBe(404);
  }, 600_000);

  it('when a products file past the last, or a junk name, is asked for, then it is not found', async () => {
    await insertProduct(t.db);
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/products-99999999999.xml', '/sitemaps/products-1.xml.bak', '/sitemaps/../sitemap.xml.gz']) {
      expect([url, (await request(t.app).get(url)).status]).toEqual([url, 404]);
    }
  });
});

describe('robots.txt', () => {
  it('when a crawler reads robots.txt, then it points to the sitemap and keeps private pages and the API out', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/account', '/cart', '/orders', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});
