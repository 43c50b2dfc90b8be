import { STORE_ADDRESS_LINE, STORE_INFO, STORE_LINKS } from '@bookstore/contracts';

/**
 * The shop's contact details live once, in @bookstore/contracts (STORE_INFO, STORE_LINKS), where the
 * API's mails read them too. These names remain for code written before the move; new code imports
 * from the contracts.
 */
export const WHATSAPP_NUMBER = STORE_INFO.whatsappNumber;

export const CONTACT = {
  email: STORE_INFO.email,
  phone: STORE_INFO.phone,
  shopAddress: STORE_ADDRESS_LINE,
  shopHours: STORE_INFO.hours,
} as const;

export const whatsappUrl = STORE_LINKS.whatsapp;
export const phoneUrl = STORE_LINKS.phone;
export const emailUrl = STORE_LINKS.email;
export const directionsUrl = STORE_LINKS.directions;
