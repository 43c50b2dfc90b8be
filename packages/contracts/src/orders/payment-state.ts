import { POLICIES } from '../common/constants';
import type { PaymentMethod, PaymentStatus } from '../checkout/payments';

export type PaymentStateTone = 'waiting' | 'review' | 'done' | 'stopped';

/** An online order's payment as the shopper reads it: a badge, a sentence, and whether a new proof is taken. */
export interface PaymentState {
  status: PaymentStatus;
  tone: PaymentStateTone;
  /** The badge, upper case like the status badge. */
  label: string;
  sentence: string;
  /** The shop takes a (new) screenshot: none sent yet, or the last one was refused. */
  canUploadProof: boolean;
}

const STATES: Record<Exclude<PaymentStatus, 'not_required'>, Omit<PaymentState, 'status' | 'sentence'> & { sentence: string }> = {
  awaiting_proof: {
    tone: 'waiting',
    label: 'PROOF AWAITED',
    sentence: 'We are waiting for your payment proof. Please upload a screenshot of your payment.',
    canUploadProof: true,
  },
  pending_review: {
    tone: 'review',
    label: 'PROOF UNDER REVIEW',
    sentence: `We have received your payment proof and are reviewing it. We verify payments within ${POLICIES.paymentVerificationHours} hours.`,
    canUploadProof: false,
  },
  verified: { tone: 'done', label: 'PAYMENT APPROVED', sentence: 'Your payment has been approved.', canUploadProof: false },
  rejected: {
    tone: 'stopped',
    label: 'PROOF REJECTED',
    sentence: 'Your payment proof was rejected. Please upload a new screenshot of your payment.',
    canUploadProof: true,
  },
};

/** What the shop said when it refused the proof, as the shopper reads it. */
export const paymentRejectReasonText = (reason: string) => `Reason: ${reason}`;

/**
 * The payment state of an order for the shopper's cards and status page; null for cash on delivery
 * (nothing to prove) or an unknown state.
 */
export function shopperPaymentState(order: { paymentMethod: PaymentMethod | string; paymentStatus: PaymentStatus | string }): PaymentState | null {
  if (order.paymentMethod !== 'online' || !Object.hasOwn(STATES, order.paymentStatus)) return null;
  const status = order.paymentStatus as keyof typeof STATES;
  return { status, ...STATES[status] };
}
