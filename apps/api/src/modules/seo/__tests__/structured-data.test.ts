import request from 'supertest';
import { signInAdmin } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { changed, saveOrFail } from '../../store-settings/__tests__/settings-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openingHours } from '../json-ld';
import { parseHead } from './parse-head';
import { BARE_INDEX_HTML, SITE, seoApp } from './seo-app';


let t: TestApp;
beforeEach(async () => {
  t = await seoApp(BARE_INDEX_HTML);
});
afterEach(() => t.close());

const jsonLdOf = async (url: string) => parseHead((await request(t.app).get(url)).text).jsonLd;
const URL_PATTERN = /^https:\/\/books\.example\.pk\//;

/** The shape search engines ask of a Book with an Offer (schema.org, Google's product snippet rules). */
function expectValidBook(book: Record<string, unknown>) {
  expect(book['@context']).toBe('https://schema.org');
  expect(book['@type']).toBe('Book');
  expect(typeof book.name).toBe('string');
  expect(book.url).toMatch(URL_PATTERN);
  expect(book.author).toEqual({ '@type': 'Person', name: expect.any(String) });
  const offer = book.offers as Record<string, unknown>;
  expect(offer['@type']).toBe('Offer');
  expect(offer.price).toMatch(/^\d+\.\d{2}$/);
  expect(offer.priceCurrency).toBe('PKR');
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offer.itemCondition).toMatch(/^https:\/\/schema\.org\/(NewCondition|UsedCondition)$/);
}

describe('the structured data (JSON-LD) in the head', () => {
  it("when a book's page is opened, then a Book with its Offer, author, ISBN and language, and a breadcrumb are there", async () => {
    const book = await insertProduct(t.db, {
      name: 'Raja Gidh',
      author: 'Bano Qudsia',
      isbn: '9789694940511',
      language: 'Urdu',
      pricePaisa: 950_50,
      stockQuantity: 0,
      condition: 'used',
      category: 'Urdu Novels',
    });
    const [bookLd, crumbs, ...rest] = await jsonLdOf(`/product/${book.id}`);
    expect(rest).toEqual([]);
    expectValidBook(bookLd!);
    expect(bookLd).toMatchObject({
      name: 'Raja Gidh',
      author: { name: 'Bano Qudsia' },
      isbn: '9789694940511',
      inLanguage: 'Urdu',
      offers: { price: '950.50', availability: 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/UsedCondition' },
    });
    expect(bookLd).not.toHaveProperty('aggregateRating');
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Urdu Novels', item: `${SITE}/collections?category=Urdu+Novels` },
        { '@type': 'ListItem', position: 3, name: 'Raja Gidh', item: `${SITE}/product/${book.id}` },
      ],
    });
  });

  it('when a book has reviews, then its aggregate rating is given; a new book in stock is offered as new and in stock', async () => {
    const book = await insertProduct(t.db, { ratingAvg: 4.25, reviewCount: 8, stockQuantity: 3, condition: 'new' });
    const [bookLd] = await jsonLdOf(`/product/${book.id}`);
    expectValidBook(bookLd!);
    expect(bookLd).toMatchObject({
      offers: { availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 8, bestRating: 5, worstRating: 1 },
    });
  });

  it('when a book name tries to close the script block, then the JSON-LD stays one block that reads back the same name', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const book = await insertProduct(t.db, { name });
    const html = (await request(t.app).get(`/product/${book.id}`)).text;
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script\\u003e');
    const [bookLd] = parseHead(html).jsonLd;
    expect(bookLd!.name).toBe(name);
  });

  it('when the home or contact page is opened, then the BookStore with its address and opening hours is there', async () => {
    for (const page of ['/', '/contact']) {
      const [store, ...rest] = await jsonLdOf(page);
      expect(rest).toEqual([]);
      expect(store).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BookStore',
        name: 'Kitab Ghar',
        url: `${SITE}/`,
        telephone: expect.any(String),
        address: { '@type': 'PostalAddress', streetAddress: 'Shop 12, Urdu Bazaar', addressLocality: 'Lahore', addressCountry: 'Pakistan' },
        openingHoursSpecification: { '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '18:00' },
      });
      expect((store!.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    }
    expect(await jsonLdOf('/about')).toEqual([]);
  });

  it("when the owner changes the shop's name, address and hours, then the next pages show the new details", async () => {
    // an http PUBLIC_URL: the admin's session cookie is then not Secure-only and supertest sends it
    await t.close();
    t = await createTestApp({ webDistDir: t.config.webDistDir });
    expect((await jsonLdOf('/'))[0]).toMatchObject({ name: 'Kitab Ghar' });
    const admin = await signInAdmin(t.app, t.db);
    await saveOrFail(
      admin,
      changed(t, (s) => {
        s.identity.name = 'Kitab Ghar Karachi';
        s.identity.address.city = 'Karachi';
        s.identity.hours = 'Mon-Sat 10am to 9pm';
      }),
    );
    const [store] = await jsonLdOf('/contact');
    expect(store).toMatchObject({ name: 'Kitab Ghar Karachi', address: { addressLocality: 'Karachi' }, openingHoursSpecification: { opens: '10:00', closes: '21:00' } });
    expect(parseHead((await request(t.app).get('/')).text).meta('og:site_name')).toEqual(['Kitab Ghar Karachi']);
  });

  it('when the hours are written in another shape, then they are read when clear and left out when not', () => {
    expect(openingHours('Mon-Sat 10:30am to 8pm')).toMatchObject({ opens: '10:30', closes: '20:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Saturday']) });
    expect(openingHours('Mon-Sat 10:30am to 8pm')!.dayOfWeek).toHaveLength(6);
    expect(openingHours('Fri-Mon 12pm - 12am')).toMatchObject({ opens: '12:00', closes: '00:00' });
    expect(openingHours('Fri-Mon 12pm - 12am')!.dayOfWeek).toHaveLength(4);
    for (const junk of ['Always open', '', 'Mon-Sun', `${'Mon-'.repeat(5000)}Sun 9am to 5pm`]) expect(openingHours(junk)).toBeUndefined();
  });
});
