import { checkoutPaths, type ProcessCheckoutInput } from '@bookstore/contracts';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/checkout/process. The Idempotency-Key (one per checkout attempt) makes a retried or
 * double-clicked submit return the order already placed instead of a second one.
 */
export function processCheckout(body: ProcessCheckoutInput, idempotencyKey: string) {
  return apiCall(checkoutPaths.process, {
    body: { ...body, idempotencyKey },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
