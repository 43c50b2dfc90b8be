import { ADMIN_CUSTOMER_MESSAGES } from './admin/customers';
import { ADMIN_HERO_MESSAGES } from './admin/hero-images';
import { ADMIN_ORDER_MESSAGES } from './admin/orders';
import { ADMIN_PRODUCT_MESSAGES } from './admin/products';
import { MESSAGES } from './common/messages';
import { STORE_SETTINGS_MESSAGES } from './store/store-settings.messages';

function textsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

const CATALOGUE = [MESSAGES, ADMIN_ORDER_MESSAGES, ADMIN_CUSTOMER_MESSAGES, ADMIN_PRODUCT_MESSAGES, ADMIN_HERO_MESSAGES, STORE_SETTINGS_MESSAGES].reduce(
  (all, messages) => textsOf(messages, all),
  new Set<string>(),
);

/**
 * True when `text` is one of the product's own messages (the spec's catalogue and the back office's).
 * A validation failure whose schema carries no message of its own would otherwise show zod's English
 * ("Too big: expected number to be <=120") to a shopper; the API answers the general message instead.
 */
export const isCatalogueMessage = (text: string | undefined): text is string => text !== undefined && CATALOGUE.has(text);
