import type { StoreSettingChange } from '@bookstore/contracts';

type Leaf = string | number | boolean | null;

/** { money: { shippingFee: 99 } } -> { 'money.shippingFee': 99 } */
function flatten(value: unknown, prefix: string, into: Map<string, Leaf>): Map<string, Leaf> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, (value ?? null) as Leaf);
  }
  return into;
}

/** Each setting whose value differs, with its old and new value, in the order of the new settings. */
export function settingsChanges(before: unknown, after: unknown): StoreSettingChange[] {
  const old = flatten(before, '', new Map());
  return [...flatten(after, '', new Map())]
    .filter(([field, to]) => old.get(field) !== to)
    .map(([field, to]) => ({ field, from: old.get(field) ?? null, to }));
}
