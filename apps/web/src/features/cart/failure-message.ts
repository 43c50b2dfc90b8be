import { isApiError } from '@/lib/api-client';

/**
 * Spec section 8: the server's message when it sent one, otherwise the action's own fallback
 * ('Failed to add to cart', ...), never the general text of a network failure.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.body || typeof error.body !== 'object') return fallback;
  const sent = (error.body as { message?: unknown }).message;
  return typeof sent === 'string' && sent.trim() ? error.message : fallback;
}
