import { parseJson, readJson, writeJson } from '@/lib/local-storage';

/** A visitor's wishlist: product ids kept on this device (spec section 3). */
export const GUEST_WISHLIST_KEY = 'localWishlist';

export function parseGuestWishlist(raw: string | null): string[] {
  return normalise(parseJson(raw));
}

function normalise(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(ids)];
}

export function readGuestWishlist(): string[] {
  return normalise(readJson(GUEST_WISHLIST_KEY));
}

export function writeGuestWishlist(ids: readonly string[]): void {
  writeJson(GUEST_WISHLIST_KEY, ids.length === 0 ? undefined : ids);
}
