import { STORE_NAME } from '@bookstore/contracts';

/** Sets the browser tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${STORE_NAME}` : `${STORE_NAME} | Urdu and English books`}</title>;
}
