import { MESSAGES, type CartItem, type CheckoutForm, type CheckoutItem } from '@bookstore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { cartKeys, clearStoredCart, ordersKeys } from '@/session';
import { errorMessage, isApiError } from '@/lib/api-client';
import { checkoutTotalsQueryOptions } from '../api/calculate-checkout';
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

/**
 * Places the order (spec 'Checkout'): fetches the totals first, empties the cart on screen and in local
 * and session storage, sends the order with one Idempotency-Key per attempt, uploads the proof of an
 * online payment, and restores the cart if the order fails.
 */
export function usePlaceOrder(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [phase, setPhase] = useState<PlaceOrderPhase>('idle');
  const [orderId, setOrderId] = useState<string | null>(null);
  // the same key for a retry after a network failure, so the server never makes a second order
  const attemptKey = useRef<string | null>(null);
  const busy = useRef(false);

  const placeOrder = useCallback(
    async (form: CheckoutForm, items: CheckoutItem[], proof: File | null): Promise<boolean> => {
      if (busy.current || !userId) return false;
      busy.current = true;
      setPhase('placing');
      const cartKey = cartKeys.user(userId);
      attemptKey.current ??= newIdempotencyKey();

      try {
        await queryClient.fetchQuery({ ...checkoutTotalsQueryOptions(items), staleTime: 0 });
      } catch (error) {
        toast.error(errorMessage(error, MESSAGES.checkout.calculateFailed));
        busy.current = false;
        setPhase('idle');
        return false;
      }

      await queryClient.cancelQueries({ queryKey: cartKey });
      const previousCart = queryClient.getQueryData<CartItem[]>(cartKey);
      queryClient.setQueryData<CartItem[]>(cartKey, []);
      clearStoredCart();

      let placedId: string;
      try {
        const answer = await processCheckout({ ...form, items }, attemptKey.current);
        placedId = answer.order.id;
      } catch (error) {
        queryClient.setQueryData<CartItem[]>(cartKey, previousCart ?? []);
        void queryClient.invalidateQueries({ queryKey: cartKey });
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
          const answer = await uploadPaymentProof(placedId, proof);
          toast.success(answer.message || MESSAGES.checkout.proofUploaded);
        } catch (error) {
          toast.error(errorMessage(error, MESSAGES.checkout.uploadProofFailed));
        }
      }
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      setOrderId(placedId);
      setPhase('placed');
      busy.current = false;
      return true;
    },
    [queryClient, toast, userId],
  );

  return { placeOrder, phase, orderId };
}
