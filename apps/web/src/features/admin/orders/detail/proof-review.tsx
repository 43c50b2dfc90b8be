import { adminProofRejectBodySchema, type AdminOrderDetail, type AdminProof } from '@bookstore/contracts';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form';
import { Facts } from '../../shared/facts';
import { formatDateTime, paymentLabel, paymentStatusLabel } from '../../shared/format';
import { Badge } from '../../shared/status-badge';
import { useApproveProof, useRejectProof } from '../orders-api';

const PROOF_TONES = { pending: 'warn', approved: 'good', rejected: 'bad' } as const;
const PROOF_LABELS = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' } as const;

function RejectDialog({ orderId, proof, onClose }: { orderId: string; proof: AdminProof; onClose: () => void }) {
  const reject = useRejectProof(orderId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  const submit = () => {
    const parsed = adminProofRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reject.mutate({ proofId: proof.id, reason: parsed.data.reason }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reject payment proof"
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={reject.isPending}>
            Keep waiting
          </button>
          <button type="submit" form={`${fieldId}-form`} className="btn admin-btn--danger" disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting…' : 'Reject proof'}
          </button>
        </>
      }
    >
      <form
        id={`${fieldId}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>The order is cancelled, its books go back into stock, and the customer is e-mailed the reason with a refund note.</p>
        <TextAreaField
          label="Reason (shown to the customer)"
          className="admin-field"
          controlClassName="admin-textarea"
          error={error ?? undefined}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

/** Payment method and option, and each screenshot sent: view it large, approve it or reject it with a reason. */
export function ProofReview({ order }: { order: AdminOrderDetail }) {
  const approve = useApproveProof(order.id);
  const [viewing, setViewing] = useState<AdminProof | null>(null);
  const [rejecting, setRejecting] = useState<AdminProof | null>(null);

  return (
    <div className="admin-proofs">
      <Facts
        facts={[
          ['Method', paymentLabel(order.paymentMethod, order.onlinePaymentOption)],
          ['Payment', paymentStatusLabel(order.paymentStatus)],
        ]}
      />

      {order.paymentMethod === 'online' && order.proofs.length === 0 && <p className="admin-muted">No payment proof has been uploaded yet.</p>}

      {order.proofs.length > 0 && (
        <ul className="admin-proofs__list">
          {order.proofs.map((proof, index) => {
            const reviewable = proof.status === 'pending' && order.proofWaiting;
            return (
              <li key={proof.id} className="admin-proof">
                <button type="button" className="admin-proof__thumb" onClick={() => setViewing(proof)} aria-label={`View payment proof ${index + 1} large`}>
                  <img src={proof.url} alt={`Payment proof ${index + 1}`} loading="lazy" />
                </button>
                <div className="admin-proof__info">
                  <Badge tone={PROOF_TONES[proof.status]}>{PROOF_LABELS[proof.status]}</Badge>
                  <p className="admin-table__sub">Uploaded {formatDateTime(proof.createdAt)}</p>
                  {proof.reviewedAt && (
                    <p className="admin-table__sub">
                      Reviewed {formatDateTime(proof.reviewedAt)}
                      {proof.reviewedBy ? ` by ${proof.reviewedBy.name}` : ''}
                    </p>
                  )}
                  {proof.rejectReason && <p className="admin-proof__reason">Reason: {proof.rejectReason}</p>}
                  {reviewable && (
                    <div className="btn-row">
                      <button type="button" className="btn btn--primary" disabled={approve.isPending} onClick={() => approve.mutate(proof.id)}>
                        {approve.isPending ? 'Approving…' : 'Approve'}
                      </button>
                      <button type="button" className="btn admin-btn--danger-outline" disabled={approve.isPending} onClick={() => setRejecting(proof)}>
                        Reject
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {viewing && (
        <Dialog open onClose={() => setViewing(null)} title="Payment proof" size="large">
          <img src={viewing.url} alt="Payment proof, full size" className="admin-proof__large" />
          <p>
            <a href={viewing.url} target="_blank" rel="noopener noreferrer">
              Open the original<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </Dialog>
      )}
      {rejecting && <RejectDialog orderId={order.id} proof={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}
