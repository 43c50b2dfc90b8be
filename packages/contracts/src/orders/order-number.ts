import { STORE_NAME } from '../common/constants';
import { STORE_LINKS } from '../store/store-info';

/**
 * The number shoppers and the shop quote for an order ('KG-10234'): the store's prefix and a sequence
 * the database hands out from 10001 (migration 0013), at most 10 characters up to KG-9999999.
 */
export const ORDER_NUMBER_PREFIX = 'KG-';
export const FIRST_ORDER_NUMBER = 10001;
/** The largest sequence value that still fits 10 characters with the prefix. */
export const MAX_ORDER_SEQUENCE = 9_999_999;

/** 10234 -> 'KG-10234'. */
export function formatOrderNumber(sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}${sequence}`;
}

/**
 * What a person typed for an order number -> its sequence, or null: 'KG-10234', 'kg 10234', '#KG10234'
 * and '10234' all read 10234. Anything else (letters, other prefixes, out of range) is null.
 */
export function parseOrderNumber(input: string): number | null {
  if (input.length > 40) return null;
  const match = /^#?\s*(?:kg\s*-?\s*)?(\d{1,7})$/i.exec(input.trim());
  if (!match?.[1]) return null;
  const sequence = Number(match[1]);
  return sequence >= 1 && sequence <= MAX_ORDER_SEQUENCE ? sequence : null;
}

/** The WhatsApp chat with the shop, opened with a message that quotes the order's number. */
export function orderWhatsAppUrl(orderNumber: string): string {
  return `${STORE_LINKS.whatsapp}?text=${encodeURIComponent(orderWhatsAppText(orderNumber))}`;
}

export const orderWhatsAppText = (orderNumber: string) => `Hello ${STORE_NAME}, I have a question about my order ${orderNumber}.`;
