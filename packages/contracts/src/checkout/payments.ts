/** Payment methods of spec sections 3 and 9. */
export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  online: 'Online Payment',
  card: 'Credit/Debit Card',
};

export const ONLINE_PAYMENT_OPTIONS = ['JazzCash', 'EasyPaisa', 'BankTransfer'] as const;
export type OnlinePaymentOption = (typeof ONLINE_PAYMENT_OPTIONS)[number];

export const PAYMENT_STATUSES = ['not_required', 'awaiting_proof', 'pending_review', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PROOF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  not_required: 'Pay on delivery',
  awaiting_proof: 'Awaiting proof',
  pending_review: 'Proof waiting',
  verified: 'Payment verified',
  rejected: 'Proof rejected',
};

/** 'awaiting_proof' -> 'Awaiting proof' (the back office and the order status page). */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status.replace(/_/g, ' ');
}
