import { STORE_NAME } from '../common/constants';

/**
 * What search engines and link previews read about the storefront's pages (the server writes it into
 * <head>), for a shop of the given name (its settings' name).
 */
export const seoTexts = (storeName: string) => ({
  homeTitle: `${storeName} | Urdu and English books`,
  homeDescription: `${storeName}: Urdu and English books, new and used, delivered across Pakistan. Cash on delivery.`,
  /** A page's title as the browser tab shows it: "About Us | Kitab Ghar". */
  pageTitle: (title: string) => `${title} | ${storeName}`,
  allCollections: 'All Collections',
  searchTitle: (search: string) => `Search: ${search}`,
  collectionDescription: (name: string, count: string) => `${name}: ${count} at ${storeName}. New and used books delivered across Pakistan, cash on delivery.`,
  searchDescription: (search: string, count: string) => `${count} for "${search}" at ${storeName}.`,
  bookDescription: (name: string, author: string, price: string, about: string) => `${name} by ${author}, ${price}. ${about}`.trim(),
  productNotFound: 'Product Not Found',
  pageNotFound: 'Page Not Found',
  home: 'Home',
  infoPages: {
    about: { title: 'About Us', description: `About ${storeName}: a bookshop in the bazaar selling Urdu and English books, new and used.` },
    contact: { title: 'Contact Us', description: `Call, WhatsApp, mail or visit ${storeName}: address, opening hours and contact details.` },
    delivery: { title: 'Delivery Information', description: `How ${storeName} delivers across Pakistan: charges, times and cash on delivery.` },
    'privacy-policy': { title: 'Privacy Policy', description: `How ${storeName} collects, uses and protects your personal information.` },
  },
});

/** The texts under the compiled name (the page keys, and the defaults until the settings are read). */
export const SEO_TEXTS = seoTexts(STORE_NAME);

export type InfoPage = keyof typeof SEO_TEXTS.infoPages;
