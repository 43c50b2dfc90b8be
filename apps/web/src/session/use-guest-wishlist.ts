import { useMemo } from 'react';
import { useLocalStorageRaw } from '@/lib/local-storage';
import { GUEST_WISHLIST_KEY, parseGuestWishlist } from './guest-wishlist';

/** Product ids the visitor saved on this device. */
export function useGuestWishlist(): string[] {
  const raw = useLocalStorageRaw(GUEST_WISHLIST_KEY);
  return useMemo(() => parseGuestWishlist(raw), [raw]);
}
