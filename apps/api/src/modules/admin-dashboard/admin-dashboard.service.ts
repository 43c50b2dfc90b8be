import { DASHBOARD_DAYS, DASHBOARD_LOW_STOCK_LIMIT, storeDate, toRupees, type Dashboard, type DashboardPeriod } from '@bookstore/contracts';
import type { Db } from '../../db/client';
import { adminDashboardRepository as repo, type DayRow } from './admin-dashboard.repository';

/** 'YYYY-MM-DD' `days` before `day` (calendar arithmetic in UTC, so no clock shift gets in). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function periodOf(days: DayRow[]): DashboardPeriod {
  return { orders: days.reduce((sum, day) => sum + day.orders, 0), revenue: toRupees(days.reduce((sum, day) => sum + day.paisa, 0)) };
}

/** The dashboard: today, 7 and 30 days come from the daily series, so the numbers always agree. */
export function createAdminDashboardService(db: Db, clock: () => Date) {
  return {
    async get(): Promise<Dashboard> {
      const today = storeDate(clock());
      const [days, waiting, stock] = await Promise.all([
        repo.daily(db, daysBefore(today, DASHBOARD_DAYS - 1), today),
        repo.waiting(db),
        repo.lowStock(db, DASHBOARD_LOW_STOCK_LIMIT),
      ]);
      return {
        today: periodOf(days.slice(-1)),
        last7Days: periodOf(days.slice(-7)),
        last30Days: periodOf(days),
        pendingOrders: waiting.pendingOrders,
        proofsWaiting: waiting.proofsWaiting,
        lowStockCount: stock.lowStockCount,
        outOfStockCount: stock.outOfStockCount,
        lowStock: stock.items,
        daily: days.map((day) => ({ date: day.date, orders: day.orders, revenue: toRupees(day.paisa) })),
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
