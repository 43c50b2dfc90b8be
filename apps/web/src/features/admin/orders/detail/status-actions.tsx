import { ADMIN_ORDER_MESSAGES, type AdminOrderDetail, type OrderStatus } from '@bookstore/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { Field } from '../../shared/field';
import { useChangeOrderStatus } from '../orders-api';

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  confirmed: 'Confirm order',
  processing: 'Start processing',
  ready_for_shipment: 'Ready for shipment',
  shipped: 'Mark as shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
  refunded: 'Mark as refunded',
  partially_refunded: 'Mark as partially refunded',
};

/** Moves that end the order: asked again before they are made. */
const CONFIRM_TEXT: Partial<Record<OrderStatus, { title: string; text: string }>> = {
  cancelled: {
    title: 'Cancel this order?',
    text: 'The books go back into stock and the customer is e-mailed. A cancelled order cannot be reopened.',
  },
  refunded: { title: 'Mark as refunded?', text: 'The order is closed as refunded and the customer is e-mailed. This cannot be undone.' },
  partially_refunded: {
    title: 'Mark as partially refunded?',
    text: 'The order is closed as partially refunded and the customer is e-mailed. This cannot be undone.',
  },
};

const NOTE_MAX = 500;

/** The next steps the transition table allows from this order's status, with an optional note for the timeline. */
export function StatusActions({ order }: { order: AdminOrderDetail }) {
  const change = useChangeOrderStatus(order.id);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const noteError = note.trim().length > NOTE_MAX ? ADMIN_ORDER_MESSAGES.noteTooLong : null;

  if (order.allowedStatuses.length === 0) {
    return <p className="admin-muted">This order is closed: its status cannot change any more.</p>;
  }

  const apply = (status: OrderStatus) => {
    if (noteError) return;
    change.mutate(
      { status, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          setAsking(null);
        },
      },
    );
  };
  const confirm = asking ? CONFIRM_TEXT[asking] : undefined;

  return (
    <div className="admin-status-actions">
      {order.proofWaiting && <p className="admin-hint">A payment proof is waiting: approve or reject it under Payment.</p>}
      <Field label="Note for the timeline (optional)" error={noteError ?? undefined}>
        {(control) => <textarea {...control} className="input admin-textarea" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <div className="btn-row">
        {order.allowedStatuses.map((status) => {
          const dangerous = Boolean(CONFIRM_TEXT[status]);
          return (
            <button
              key={status}
              type="button"
              className={`btn ${dangerous ? 'admin-btn--danger-outline' : 'btn--primary'}`}
              disabled={change.isPending}
              onClick={() => (dangerous ? setAsking(status) : apply(status))}
            >
              {ACTION_LABELS[status]}
            </button>
          );
        })}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={confirm?.title ?? ''}
        confirmLabel={asking ? ACTION_LABELS[asking] : ''}
        danger
        pending={change.isPending}
        onConfirm={() => asking && apply(asking)}
        onClose={() => setAsking(null)}
      >
        <p>{confirm?.text}</p>
        {note.trim() && (
          <p>
            Note: <q>{note.trim()}</q>
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
