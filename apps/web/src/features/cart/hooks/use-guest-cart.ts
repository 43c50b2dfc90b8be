import { useMemo } from 'react';
import { useLocalStorageRaw } from '@/lib/local-storage';
import { GUEST_CART_KEY, parseGuestCart, type CartLine } from '../guest-cart';

/** The visitor's cart lines kept on this device. */
export function useGuestCart(): CartLine[] {
  const raw = useLocalStorageRaw(GUEST_CART_KEY);
  return useMemo(() => parseGuestCart(raw), [raw]);
}

/** Number of books in the visitor's cart (quantities added up). */
export function useGuestCartCount(): number {
  return countBooks(useGuestCart());
}

export function countBooks(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
