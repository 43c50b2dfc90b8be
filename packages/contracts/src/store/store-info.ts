import { STORE_NAME } from '../common/constants';

/**
 * The shop's contact details, in one place: the storefront (header, footer, contact, delivery and privacy
 * pages, the WhatsApp button) and the API's mails read this object. The values are placeholders for the
 * open-source demo and the defaults of the store settings (docs/store-settings.md), which an admin changes
 * at /admin/settings without touching the code.
 */
export const STORE_INFO = {
  name: STORE_NAME,
  /** Shown as written; tel: links use the digits. */
  phone: '+92 300 1234567',
  /** International number, digits only (wa.me links). */
  whatsappNumber: '923001234567',
  email: 'support@kitabghar.example',
  /** The physical shop (spec section 1: a bazaar in a city in Pakistan). */
  address: {
    street: 'Shop 12, Urdu Bazaar',
    city: 'Lahore',
    country: 'Pakistan',
  },
  hours: 'Mon-Sun 9am to 6pm',
  /** Opens the shop's location in a map app. */
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Urdu%20Bazaar%2C%20Lahore%2C%20Pakistan',
  /** Manual online payment accounts (spec section 9). Placeholders until the shop opens its accounts. */
  payments: {
    jazzCash: { accountTitle: STORE_NAME, accountNumber: '0300 1234567' },
    easyPaisa: { accountTitle: STORE_NAME, accountNumber: '0345 1234567' },
    bankTransfer: {
      bankName: 'Meezan Bank',
      accountTitle: STORE_NAME,
      iban: 'PK93 MEZN 0000 0012 3456 7890',
    },
  },
} as const;
export type StoreInfo = typeof STORE_INFO;

/** The shop's address on one line: "Shop 12, Urdu Bazaar, Lahore, Pakistan". */
export const STORE_ADDRESS_LINE = `${STORE_INFO.address.street}, ${STORE_INFO.address.city}, ${STORE_INFO.address.country}`;

/** Links built from STORE_INFO, so no page assembles them by hand. */
export const STORE_LINKS = {
  whatsapp: `https://wa.me/${STORE_INFO.whatsappNumber}`,
  phone: `tel:${STORE_INFO.phone.replace(/[^\d+]/g, '')}`,
  email: `mailto:${STORE_INFO.email}`,
  directions: STORE_INFO.mapUrl,
} as const;

/**
 * A `mailto:` link to the shop with a subject and body, as the missing-book and contact forms open it.
 * Spaces are %20 (not '+'), which every mail app reads.
 */
export function storeMailto(subject: string, body: string, email: string = STORE_INFO.email): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A mail draft the shopper's own mail app opens (no server call). */
export interface MailDraft {
  subject: string;
  body: string;
}

/** Spec section 2, Collections: the missing-book request. */
export function missingBookDraft({ name, description }: { name: string; description: string }): MailDraft {
  return {
    subject: `Missing Book Request: ${name}`,
    body: `Book name: ${name}\n\nDescription: ${description}\n\nPlease add this book to the store.`,
  };
}

/** Spec section 2, Contact: the subject as typed, the body 'Message from: {name}' and the message. */
export function contactDraft({ name, subject, message }: { name: string; subject: string; message: string }): MailDraft {
  return { subject, body: `Message from: ${name}\n\n${message}` };
}

/** `email`: the shop's support address in its settings (the compiled one by default). */
export const draftMailto = (draft: MailDraft, email?: string): string => storeMailto(draft.subject, draft.body, email);

/**
 * The delivery page's 'Shipping Costs' (spec section 2), in the spec's words. The spec's "flat 100 PKR"
 * contradicted the Rs. 99 checkout charged; the page now states the fee and free-shipping threshold of
 * the store settings, the amounts checkout charges (`fee`, `threshold`: formatted, 'Rs. 99.00').
 */
export const DELIVERY_PAGE = {
  flatFee: (fee: string) => `We charge a flat shipping fee of ${fee} per order, wherever you are in Pakistan.`,
  noFee: 'Shipping is free on every order, wherever you are in Pakistan.',
  freeFrom: (threshold: string) => `Orders of ${threshold} or more ship free.`,
} as const;
