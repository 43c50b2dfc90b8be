import type { User } from '@bookstore/contracts';
import { writeGuestCart } from './guest-cart';
import { writeGuestWishlist } from './guest-wishlist';
import { parseJson, readJson, writeJson } from '@/lib/local-storage';

/** Local storage keys of spec section 3: the signed-in user, and the token kept after verification. */
export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

function isStoredUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && user.id !== '' && typeof user.email === 'string';
}

/** The stored user, or null when none (or something unreadable) is stored. */
export function parseStoredUser(raw: string | null): User | null {
  const value = parseJson(raw);
  return isStoredUser(value) ? value : null;
}

export function readStoredUser(): User | null {
  const value = readJson(USER_KEY);
  return isStoredUser(value) ? value : null;
}

export function writeStoredUser(user: User): void {
  writeJson(USER_KEY, user);
}

/** Kept as the plain string (not JSON), as other clients of this storage expect. */
export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // storage disabled: the session cookie still carries the session
  }
}

/** A local logout: the stored user and token, and the local cart and wishlist, are gone (spec section 4). */
export function clearStoredSession(): void {
  writeJson(USER_KEY, undefined);
  writeJson(TOKEN_KEY, undefined);
  writeGuestCart([]);
  writeGuestWishlist([]);
}
