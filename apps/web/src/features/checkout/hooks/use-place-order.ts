import { MESSAGES, type CartItem, type CheckoutForm, type CheckoutItem } from '@bookstore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { cartKeys, clearStoredCart, ordersKeys, readGuestCart, writeGuestCart } from '@/session';
import { errorMessage, isApiError } from '@/lib/api-client';
import { checkoutTotalsQueryOptions } from '../api/calculate-checkout';
import { placeGuestOrder, uploadGuestPaymentProof } from '../api/guest-order';
import { processCheckout } from '../api/process-checkout';
import { uploadPaymentProof } from '../api/upload-proof';

export type PlaceOrderPhase = 'idle' | 'placing' | 'placed';

/** A v4 UUID; plain-http hosts (not a secure context) lack randomUUID but always have getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The order just placed; a guest's carries the private token of its status page. */
export interface PlacedOrder {
  id: string;
  /** 'KG-10234'. */
  orderNumber: string;
  trackingToken: string | null;
}

/**
 * Places the order (spec 'Checkout'): fetches the totals first, empties the cart on screen and in local
 * and session storage, sends the order with one Idempotency-Key per attempt, uploads the proof of an
 * online payment, and restores the cart if the order fails. With no user it is a guest checkout: the
 * order goes to guest-create and the device's cart is the one ordered.
 */
export function usePlaceOrder(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [phase, setPhase] = useState<PlaceOrderPhase>('idle');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // the same key for a retry after a network failure, so the server never makes a second order
  const attemptKey = useRef<string | null>(null);
  const busy = useRef(false);

  const placeOrder = useCallback(
    async (form: CheckoutForm, items: CheckoutItem[], proof: File | null): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPhase('placing');
      const cartKey = userId ? cartKeys.user(userId) : null;
      attemptKey.current ??= newIdempotencyKey();

      try {
        await queryClient.fetchQuery({ ...checkoutTotalsQueryOptions(items), staleTime: 0 });
      } catch (error) {
        toast.error(errorMessage(error, MESSAGES.checkout.calculateFailed));
        busy.current = false;
        setPhase('idle');
        return false;
      }

      const previousGuestCart = readGuestCart();
      let previousCart: CartItem[] | undefined;
      if (cartKey) {
        await queryClient.cancelQueries({ queryKey: cartKey });
        previousCart = queryClient.getQueryData<CartItem[]>(cartKey);
        queryClient.setQueryData<CartItem[]>(cartKey, []);
      }
      clearStoredCart();

      let order: PlacedOrder;
      try {
        if (userId) {
          const answer = await processCheckout({ ...form, items }, attemptKey.current);
          order = { id: answer.order.id, orderNumber: answer.order.orderNumber, trackingToken: null };
        } else {
          const answer = await placeGuestOrder(form, items, attemptKey.current);
          order = { id: answer.order.id, orderNumber: answer.order.orderNumber, trackingToken: answer.order.trackingToken };
        }
      } catch (error) {
        if (cartKey) {
          queryClient.setQueryData<CartItem[]>(cartKey, previousCart ?? []);
          void queryClient.invalidateQueries({ queryKey: cartKey });
        } else {
          writeGuestCart(previousGuestCart);
        }
        // the server answered: the next attempt is a new one (a network failure keeps the key for the retry)
        if (isApiError(error) && error.status >= 400 && error.status < 500) attemptKey.current = null;
        toast.error(errorMessage(error, MESSAGES.checkout.placeFailed));
        busy.current = false;
        setPhase('idle');
        return false;
      }

      attemptKey.current = null;
      toast.success(MESSAGES.checkout.placed);
      if (form.paymentMethod === 'online' && proof) {
        try {
          const answer = userId ? await uploadPaymentProof(order.id, proof) : await uploadGuestPaymentProof(order.id, form.email, proof);
          toast.success(answer.message || MESSAGES.checkout.proofUploaded);
        } catch (error) {
          toast.error(errorMessage(error, MESSAGES.checkout.uploadProofFailed));
        }
      }
      if (cartKey) void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      setPlaced(order);
      setPhase('placed');
      busy.current = false;
      return true;
    },
    [queryClient, toast, userId],
  );

  return { placeOrder, phase, placed };
}
