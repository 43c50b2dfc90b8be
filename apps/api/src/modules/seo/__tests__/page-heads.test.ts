import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { parseHead } from './parse-head';
import { SITE, seoApp } from './seo-app';

/** index.html as the web build writes it: a title and a description that every page replaces. */
const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Kitab Ghar: Urdu and English books, new and used, delivered across Pakistan. Cash on delivery."
    />
    <title>Kitab Ghar | Urdu and English books</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
beforeEach(async () => {
  t = await seoApp(HTML);
});
afterEach(() => t.close());

const open = async (url: string) => {
  const res = await request(t.app).get(url).set('User-Agent', 'WhatsApp/2.23.20.0');
  return { status: res.status, head: parseHead(res.text), text: res.text };
};

describe('the head the server writes for each page', () => {
  it("when a book's page is opened, then its title, description, canonical, Open Graph and Twitter tags describe the book", async () => {
    const book = await insertProduct(t.db, {
      name: 'Aag Ka Darya',
      author: 'Qurratulain Hyder',
      pricePaisa: 1_234_00,
      description: 'A novel that spans  two thousand years\nof the subcontinent.',
      images: ['/uploads/covers/aag.webp'],
    });
    const { status, head } = await open(`/product/${book.id}`);
    expect(status).toBe(200);
    expect(head.title).toEqual(['Aag Ka Darya | Kitab Ghar']);
    expect(head.description).toEqual(['Aag Ka Darya by Qurratulain Hyder, Rs. 1,234.00. A novel that spans two thousand years of the subcontinent.']);
    expect(head.canonical).toEqual([`${SITE}/product/${book.id}`]);
    expect(head.meta('og:title')).toEqual(['Aag Ka Darya | Kitab Ghar']);
    expect(head.meta('og:description')).toEqual(head.description);
    expect(head.meta('og:url')).toEqual([`${SITE}/product/${book.id}`]);
    expect(head.meta('og:image')).toEqual([`${SITE}/og/product/${book.id}.jpg`]);
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual([['1200'], ['630']]);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:site_name')).toEqual(['Kitab Ghar']);
    expect(head.meta('og:locale')).toEqual(['en_PK']);
    expect(head.meta('og:locale:alternate')).toEqual(['ur_PK']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:title')).toEqual(['Aag Ka Darya | Kitab Ghar']);
  });

  it('when a book has an Urdu title, then the tags carry it as written', async () => {
    const book = await insertProduct(t.db, { name: 'آگ کا دریا', author: 'قرۃالعین حیدر', language: 'Urdu' });
    const { head } = await open(`/product/${book.id}`);
    expect(head.title).toEqual(['آگ کا دریا | Kitab Ghar']);
    expect(head.meta('og:title')).toEqual(['آگ کا دریا | Kitab Ghar']);
    expect(head.description[0]).toMatch(/^آگ کا دریا by قرۃالعین حیدر, Rs\. 500\.00\./);
  });

  it('when a book name holds markup and quotes, then it is escaped text everywhere and no script is added', async () => {
    const name = `<script>alert(1)</script> "Quoted" & 'single' $& $1`;
    const book = await insertProduct(t.db, { name, author: '</script><script>alert(2)</script>', description: '"><img src=x onerror=alert(3)>' });
    const { head, text } = await open(`/product/${book.id}`);
    expect(text).not.toMatch(/<script>alert|<img src=x/);
    expect(head.scripts).toBe(0);
    expect(head.title).toEqual([`${name} | Kitab Ghar`]);
    expect(head.meta('og:title')).toEqual([`${name} | Kitab Ghar`]);
    expect(head.description[0]).toContain('"><img src=x onerror=alert(3)>');
    const [bookLd] = head.jsonLd;
    expect(bookLd).toMatchObject({ name, author: { name: '</script><script>alert(2)</script>' } });
  });

  it('when a category is opened, then the title names it and the description counts its books, with its canonical URL', async () => {
    for (let i = 0; i < 3; i += 1) await insertProduct(t.db, { category: 'Urdu Poetry', subCategories: ['Ghazal'] });
    await insertProduct(t.db, { category: 'Urdu Poetry', subCategories: ['Nazm'] });
    await insertProduct(t.db, { category: 'History' });
    const category = await open('/collections?category=Urdu+Poetry&page=2&sort=price-low');
    expect(category.status).toBe(200);
    expect(category.head.title).toEqual(['Urdu Poetry | Kitab Ghar']);
    expect(category.head.description[0]).toMatch(/^Urdu Poetry: 4 books at Kitab Ghar\./);
    expect(category.head.canonical).toEqual([`${SITE}/collections?category=Urdu+Poetry`]);
    const sub = await open('/collections?category=Urdu%20Poetry&subCategory=Ghazal');
    expect(sub.head.description[0]).toMatch(/^Urdu Poetry – Ghazal: 3 books/);
    expect(sub.head.canonical).toEqual([`${SITE}/collections?category=Urdu+Poetry&subCategory=Ghazal`]);
    const all = await open('/collections');
    expect(all.head.title).toEqual(['All Collections | Kitab Ghar']);
    expect(all.head.description[0]).toMatch(/^All Collections: 5 books/);
  });

  it('when a search is opened, then the page says so and asks not to be indexed', async () => {
    await insertProduct(t.db, { name: 'Raja Gidh' });
    const { status, head } = await open('/collections?search=<b>gidh</b>');
    expect(status).toBe(200);
    expect(head.title).toEqual(['Search: <b>gidh</b> | Kitab Ghar']);
    expect(head.meta('robots')).toEqual(['noindex, follow']);
  });

  it('when an info page or the home page is opened, then each has its own title, description and canonical', async () => {
    const home = await open('/');
    expect(home.head.title).toEqual(['Kitab Ghar | Urdu and English books']);
    expect(home.head.canonical).toEqual([`${SITE}/`]);
    const seen = new Set<string>();
    for (const [page, title] of [['/about', 'About Us'], ['/contact', 'Contact Us'], ['/delivery', 'Delivery Information'], ['/privacy-policy', 'Privacy Policy']]) {
      const { status, head } = await open(page!);
      expect(status).toBe(200);
      expect(head.title).toEqual([`${title} | Kitab Ghar`]);
      expect(head.canonical).toEqual([`${SITE}${page}`]);
      seen.add(head.description[0]!);
    }
    expect(seen.size).toBe(4);
  });

  it('when a book changes, then its page shows the change at once', async () => {
    const book = await insertProduct(t.db, { name: 'Old Name' });
    expect((await open(`/product/${book.id}`)).head.title).toEqual(['Old Name | Kitab Ghar']);
    await t.db.update(products).set({ name: 'New Name', updatedAt: new Date() }).where(eq(products.id, book.id));
    expect((await open(`/product/${book.id}`)).head.title).toEqual(['New Name | Kitab Ghar']);
  });
});

describe('the status the server answers a page with', () => {
  it('when a book id is malformed, missing or the book is hidden, then the page answers 404 with the app to show its not-found page', async () => {
    const hidden = await insertProduct(t.db, { isActive: false });
    for (const url of ['/product/not-a-uuid', '/product/123e4567-e89b-12d3-a456-426614174000', `/product/${hidden.id}`, `/product/${'x'.repeat(5000)}`]) {
      const res = await request(t.app).get(url);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
      expect(parseHead(res.text).title).toEqual(['Product Not Found | Kitab Ghar']);
    }
  });

  it('when a path the app does not route is opened, then it answers 404; the routes it has answer 200', async () => {
    for (const url of ['/nope', '/product/a/b', '/collections/x', '/about/us', '/%E0%A4%A', '/wp-login.php']) expect((await request(t.app).get(url)).status).toBe(404);
    const book = await insertProduct(t.db);
    for (const url of ['/', '/collections', '/About', '/contact/', `/product/${book.id}`, '/cart', '/wishlist', '/orders', '/track-order', '/track-order/abc', '/place-order', '/login', '/register', '/reset-password', '/verify-otp', '/account', '/admin', '/admin/orders/1']) {
      expect([url, (await request(t.app).get(url)).status]).toEqual([url, 200]);
    }
  });
});
