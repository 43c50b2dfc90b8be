import type { AdminOrderEvent } from '@bookstore/contracts';
import { formatDateTime } from '../../shared/format';
import { StatusBadge } from '../../shared/status-badge';

function Change({ event }: { event: AdminOrderEvent }) {
  if (!event.toStatus) return null;
  if (!event.fromStatus) {
    return (
      <span className="admin-timeline__change">
        Placed as <StatusBadge status={event.toStatus} />
      </span>
    );
  }
  return (
    <span className="admin-timeline__change">
      <StatusBadge status={event.fromStatus} />
      <span aria-label="to">→</span>
      <StatusBadge status={event.toStatus} />
    </span>
  );
}

/** Every change of the order, oldest first: who, when, from -> to, and the note. */
export function OrderTimeline({ events }: { events: readonly AdminOrderEvent[] }) {
  if (events.length === 0) return <p className="admin-muted">Nothing has happened to this order yet.</p>;
  return (
    <ol className="admin-timeline">
      {events.map((event) => (
        <li key={event.id} className="admin-timeline__item">
          <p className="admin-timeline__meta">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {' · '}
            {event.actor ? event.actor.name : 'Customer'}
          </p>
          <Change event={event} />
          {event.note && <p className="admin-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
