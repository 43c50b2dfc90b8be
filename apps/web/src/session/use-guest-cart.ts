import { useMemo } from 'react';
import { useLocalStorageRaw } from '@/lib/local-storage';
import { GUEST_CART_KEY, parseGuestCart, type CartLine } from './guest-cart';

/** The visitor's cart lines kept on this device. */
export function useGuestCart(): CartLine[] {
  const raw = useLocalStorageRaw(GUEST_CART_KEY);
  return useMemo(() => parseGuestCart(raw), [raw]);
}

export function countBooks(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
