import { ORDER_STATUSES, type AdminOrderCounts, type OrderStatus } from '@bookstore/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { statusTitle } from './order-filters';

/** 'All' and one tab per status, each with its count over the other filters; the tab is `?status=`. */
export function StatusTabs({ active, counts }: { active?: OrderStatus; counts?: AdminOrderCounts }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hrefFor = (status?: OrderStatus) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (status) next.set('status', status);
    else next.delete('status');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const tabs: { status?: OrderStatus; label: string; count?: number }[] = [
    { label: 'All', count: counts?.all },
    ...ORDER_STATUSES.map((status) => ({ status, label: statusTitle(status), count: counts?.[status] })),
  ];

  return (
    <nav className="admin-tabs" aria-label="Order status">
      <ul>
        {tabs.map(({ status, label, count }) => {
          const current = status === active;
          return (
            <li key={status ?? 'all'}>
              <Link
                to={hrefFor(status)}
                className={`admin-tabs__tab${current ? ' is-active' : ''}${count === 0 ? ' is-empty' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {label}
                {count !== undefined && <span className="admin-tabs__count">{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
