import { FILE_LIMITS, MESSAGES, paymentRejectReasonText, shopperPaymentState, validateProofFile, type Order } from '@bookstore/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';

interface PaymentStateProps {
  order: Pick<Order, 'id' | 'paymentMethod' | 'paymentStatus' | 'paymentRejectReason'>;
  /** Sends a new screenshot; absent where the page cannot send one. Resolves once the order is re-read. */
  upload?: (file: File) => Promise<unknown>;
}

const ACCEPT = FILE_LIMITS.imageMimeTypes.join(',');

/**
 * An online order's payment in words and a badge: proof awaited, under review, approved or rejected
 * (with the shop's reason). While the shop takes a new screenshot, a file picker sends one.
 */
export function PaymentState({ order, upload }: PaymentStateProps) {
  const state = shopperPaymentState(order);
  const toast = useToast();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state) return null;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !upload) return;
    const problem = validateProofFile(file);
    setError(problem);
    if (problem) {
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      await upload(file);
      toast.success(MESSAGES.checkout.proofUploaded);
    } catch (failure) {
      toast.error(errorMessage(failure, MESSAGES.checkout.uploadProofFailed));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  return (
    <section className={`payment-state payment-state--${state.tone}`} aria-label="Payment">
      <p className="payment-state__line">
        <span className="payment-badge" data-testid="payment-state-badge">
          {state.label}
        </span>{' '}
        <span className="payment-state__sentence">{state.sentence}</span>
      </p>
      {state.status === 'rejected' && order.paymentRejectReason && <p className="payment-state__reason">{paymentRejectReasonText(order.paymentRejectReason)}</p>}
      {state.canUploadProof && upload && (
        <div className="payment-state__upload">
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            disabled={busy}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => void send(event)}
          />
          <label htmlFor={inputId} className={`btn btn--outline payment-state__pick${busy ? ' is-busy' : ''}`}>
            {busy ? 'Uploading…' : state.status === 'rejected' ? 'Upload a new payment proof' : 'Upload payment proof'}
          </label>
          {error && (
            <p id={`${inputId}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
