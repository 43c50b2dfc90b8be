import { formatRupees, type Dashboard, type DashboardPeriod } from '@bookstore/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PLACEHOLDER_COVER } from '@/components/product';
import { Loaded } from '../shared/query-states';
import { plural } from '../shared/format';
import { DailyChart } from './daily-chart';
import { useDashboard } from './get-dashboard';

function SalesCard({ label, period }: { label: string; period: DashboardPeriod }) {
  return (
    <div className="admin-stat">
      <p className="admin-stat__label">{label}</p>
      <p className="admin-stat__value">{plural(period.orders, 'order')}</p>
      <p className="admin-stat__sub">{formatRupees(period.revenue)} revenue</p>
    </div>
  );
}

function WorkCard({ label, count, to, tone, children }: { label: string; count: number; to: string; tone: 'warn' | 'bad' | 'ok'; children: ReactNode }) {
  return (
    <Link to={to} className={`admin-stat admin-stat--link admin-stat--${count > 0 ? tone : 'ok'}`}>
      <p className="admin-stat__label">{label}</p>
      <p className="admin-stat__value">{count}</p>
      <p className="admin-stat__sub">{children}</p>
    </Link>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <section aria-labelledby="sales-heading" className="admin-section">
        <h2 id="sales-heading" className="admin-section__title">
          Sales
        </h2>
        <div className="admin-stats admin-stats--sales">
          <SalesCard label="Today" period={dashboard.today} />
          <SalesCard label="Last 7 days" period={dashboard.last7Days} />
          <SalesCard label="Last 30 days" period={dashboard.last30Days} />
        </div>
      </section>

      <section aria-labelledby="work-heading" className="admin-section">
        <h2 id="work-heading" className="admin-section__title">
          Waiting for you
        </h2>
        <div className="admin-stats">
          <WorkCard label="Orders waiting" count={dashboard.pendingOrders} to="/admin/orders?status=pending" tone="warn">
            to confirm
          </WorkCard>
          <WorkCard label="Proofs waiting" count={dashboard.proofsWaiting} to="/admin/orders?proof=waiting" tone="warn">
            payment screenshots to review
          </WorkCard>
          <WorkCard label="Low stock" count={dashboard.lowStockCount} to="/admin/products?availability=low-stock" tone="warn">
            books with few copies left
          </WorkCard>
          <WorkCard label="Out of stock" count={dashboard.outOfStockCount} to="/admin/products?availability=out-of-stock" tone="bad">
            books nobody can buy
          </WorkCard>
        </div>
      </section>

      <div className="admin-columns">
        <section aria-labelledby="daily-heading" className="admin-card">
          <h2 id="daily-heading" className="admin-card__title">
            Daily orders
          </h2>
          <DailyChart days={dashboard.daily} />
        </section>

        <section aria-labelledby="low-stock-heading" className="admin-card">
          <h2 id="low-stock-heading" className="admin-card__title">
            Running low
          </h2>
          {dashboard.lowStock.length === 0 ? (
            <p className="admin-muted">Every book has plenty of copies.</p>
          ) : (
            <ul className="admin-stock-list">
              {dashboard.lowStock.map((item) => (
                <li key={item.id}>
                  <img src={item.image || PLACEHOLDER_COVER} alt="" width={36} height={48} loading="lazy" />
                  <Link to={`/admin/products/${encodeURIComponent(item.id)}`} className="admin-stock-list__name">
                    <bdi>{item.name}</bdi>
                  </Link>
                  <span className={`admin-stock-list__count${item.stockQuantity === 0 ? ' is-out' : ''}`}>
                    {item.stockQuantity === 0 ? 'Out of stock' : `${item.stockQuantity} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** /admin: the shop at a glance. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <DocumentTitle title="Dashboard" />
      <h1 className="admin-title">Dashboard</h1>
      <Loaded query={dashboard} rows={6} loadingLabel="Loading the dashboard…">
        {(data) => <DashboardBody dashboard={data} />}
      </Loaded>
    </>
  );
}
