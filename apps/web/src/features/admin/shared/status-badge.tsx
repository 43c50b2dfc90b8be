import { ORDER_STATUS_TONES, orderStatusLabel, type OrderStatus } from '@bookstore/contracts';

/** An order status as a coloured pill; the colour follows the status's tone in contracts. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = Object.hasOwn(ORDER_STATUS_TONES, status) ? ORDER_STATUS_TONES[status] : 'waiting';
  return (
    <span className={`admin-badge admin-badge--${tone}`} data-testid="admin-status-badge">
      {orderStatusLabel(status)}
    </span>
  );
}

type Tone = 'good' | 'warn' | 'bad' | 'info' | 'muted';

/** Any other short state (stock, visibility, verification, payment). */
export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
