import type { Product, StoreSettings } from '@bookstore/contracts';
import type { Book, BookStore, BreadcrumbList, DayOfWeek, Thing, WithContext } from 'schema-dts';

/**
 * A <script type="application/ld+json"> block. `<` (and `>`, `&`, the JS line separators) become \u escapes,
 * so a book named `</script><script>…` cannot close the block: JSON reads them back as the same text.
 */
export function jsonLdScript(data: WithContext<Thing>): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `    <script type="application/ld+json">${json}</script>`;
}

export function bookJsonLd(row: Product, url: string, image: string | undefined): WithContext<Book> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': url,
    name: row.name,
    url,
    ...(image ? { image } : {}),
    description: row.description,
    author: { '@type': 'Person', name: row.author },
    ...(row.isbn ? { isbn: row.isbn } : {}),
    inLanguage: row.language,
    offers: {
      '@type': 'Offer',
      url,
      price: row.price.toFixed(2),
      priceCurrency: 'PKR',
      availability: row.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: row.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    },
    ...(row.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: row.rating.toFixed(1), reviewCount: row.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

const DAYS: Record<string, DayOfWeek> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};
const DAY_ORDER = Object.keys(DAYS);

/** "9am" -> "09:00", "6:30pm" -> "18:30". */
function clock(hour: string, minutes: string | undefined, half: string): string {
  const h = (Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
}

/**
 * The settings' free-text hours ("Mon-Sun 9am to 6pm", "Mon-Sat 10:00am - 8pm") as opening hours; an
 * hours text in another shape gives none rather than a wrong guess.
 */
export function openingHours(hours: string) {
  const m = /^\s*(mon|tue|wed|thu|fri|sat|sun)\w*\s*(?:-|to)\s*(mon|tue|wed|thu|fri|sat|sun)\w*[,:]?\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*(?:-|to)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*$/i.exec(hours);
  if (!m) return undefined;
  const [from, to] = [DAY_ORDER.indexOf(m[1]!.toLowerCase()), DAY_ORDER.indexOf(m[2]!.toLowerCase())];
  const days = from <= to ? DAY_ORDER.slice(from, to + 1) : [...DAY_ORDER.slice(from), ...DAY_ORDER.slice(0, to + 1)];
  return {
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: days.map((day) => DAYS[day]!),
    opens: clock(m[3]!, m[4], m[5]!),
    closes: clock(m[6]!, m[7], m[8]!),
  };
}

export function bookStoreJsonLd({ identity }: StoreSettings, siteUrl: string, logo: string): WithContext<BookStore> {
  const hours = openingHours(identity.hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'BookStore',
    '@id': `${siteUrl}/#store`,
    name: identity.name,
    url: `${siteUrl}/`,
    image: logo,
    telephone: identity.phone,
    email: identity.supportEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.address.street,
      addressLocality: identity.address.city,
      addressCountry: identity.address.country,
    },
    hasMap: identity.mapUrl,
    currenciesAccepted: 'PKR',
    ...(hours ? { openingHoursSpecification: hours } : {}),
  };
}
