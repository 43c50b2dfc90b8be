import { useStoreName } from './store-name';

/** Sets the browser tab title under the shop's name (its settings); React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  const name = useStoreName();
  return <title>{title ? `${title} | ${name}` : `${name} | Urdu and English books`}</title>;
}
