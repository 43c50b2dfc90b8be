import type { DashboardDay } from '@bookstore/contracts';
import { useId } from 'react';
import { formatDay, plural } from '../shared/format';

const WIDTH = 300;
const HEIGHT = 100;
const GAP = 0.25;

/**
 * Orders per day as bars, drawn with plain SVG. The labels are HTML around it so they keep their size on
 * a phone; the summary is the chart's accessible name and each bar has its own tooltip.
 */
export function DailyChart({ days }: { days: readonly DashboardDay[] }) {
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  const max = Math.max(1, ...days.map((day) => day.orders));
  const busiest = days.reduce<DashboardDay | null>((best, day) => (!best || day.orders > best.orders ? day : best), null);
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    busiest && busiest.orders > 0
      ? `${plural(total, 'order')} in ${days.length} days; the busiest day was ${formatDay(busiest.date)} with ${plural(busiest.orders, 'order')}.`
      : `No orders in the last ${days.length} days.`;

  return (
    <figure className="admin-chart">
      <div className="admin-chart__plot">
        <span className="admin-chart__max" aria-hidden="true">
          {max}
        </span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} className="admin-chart__svg">
          <title id={titleId}>{summary}</title>
          <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="admin-chart__axis" />
          {days.map((day, index) => {
            const height = day.orders === 0 ? 0 : Math.max(2, (day.orders / max) * (HEIGHT - 4));
            return (
              <rect
                key={day.date}
                x={index * slot + (slot * GAP) / 2}
                y={HEIGHT - height}
                width={slot * (1 - GAP)}
                height={height}
                rx="1"
                className="admin-chart__bar"
              >
                <title>{`${formatDay(day.date)}: ${plural(day.orders, 'order')}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div className="admin-chart__days" aria-hidden="true">
          <span>{formatDay(first.date, { short: true })}</span>
          <span>{formatDay(last.date, { short: true })}</span>
        </div>
      )}
      <figcaption className="admin-chart__caption">{summary}</figcaption>
    </figure>
  );
}
