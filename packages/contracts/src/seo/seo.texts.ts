import { STORE_NAME } from '../common/constants';

/** What search engines and link previews read about the storefront's pages (the server writes it into <head>). */
export const SEO_TEXTS = {
  homeTitle: `${STORE_NAME} | Urdu and English books`,
  homeDescription: `${STORE_NAME}: Urdu and English books, new and used, delivered across Pakistan. Cash on delivery.`,
  /** A page's title as the browser tab shows it: "About Us | Kitab Ghar". */
  pageTitle: (title: string) => `${title} | ${STORE_NAME}`,
  allCollections: 'All Collections',
  searchTitle: (search: string) => `Search: ${search}`,
  collectionDescription: (name: string, count: string) => `${name}: ${count} at ${STORE_NAME}. New and used books delivered across Pakistan, cash on delivery.`,
  searchDescription: (search: string, count: string) => `${count} for "${search}" at ${STORE_NAME}.`,
  bookDescription: (name: string, author: string, price: string, about: string) => `${name} by ${author}, ${price}. ${about}`.trim(),
  productNotFound: 'Product Not Found',
  pageNotFound: 'Page Not Found',
  home: 'Home',
  infoPages: {
    about: { title: 'About Us', description: `About ${STORE_NAME}: a bookshop in the bazaar selling Urdu and English books, new and used.` },
    contact: { title: 'Contact Us', description: `Call, WhatsApp, mail or visit ${STORE_NAME}: address, opening hours and contact details.` },
    delivery: { title: 'Delivery Information', description: `How ${STORE_NAME} delivers across Pakistan: charges, times and cash on delivery.` },
    'privacy-policy': { title: 'Privacy Policy', description: `How ${STORE_NAME} collects, uses and protects your personal information.` },
  },
} as const;

export type InfoPage = keyof typeof SEO_TEXTS.infoPages;
