import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { successResponse } from '../common/envelope';
import type { OrderStatus } from '../orders/order-status';

/** The back office's front page: sales, work waiting and stock running out. */

/** Active books with at most this many copies count as low stock (0 counts as out of stock too). */
export const LOW_STOCK_THRESHOLD = 5;

/** Rows of the dashboard's low-stock list (fewest copies first). */
export const DASHBOARD_LOW_STOCK_LIMIT = 10;

/** Days of the dashboard's daily series, today included. */
export const DASHBOARD_DAYS = 30;

/** Orders in these statuses bring no revenue (and do not count in a customer's total spent). */
export const REVENUE_EXCLUDED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** Orders placed in a period and their revenue (rupees). */
export const dashboardPeriodSchema = z.object({ orders: z.number().int(), revenue: z.number() });
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardLowStockItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  stockQuantity: z.number().int(),
});
export type DashboardLowStockItem = z.infer<typeof dashboardLowStockItemSchema>;

/** One day of the shop's calendar (Pakistan time). */
export const dashboardDaySchema = z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  today: dashboardPeriodSchema,
  /** Today and the 6 days before it. */
  last7Days: dashboardPeriodSchema,
  /** Today and the 29 days before it. */
  last30Days: dashboardPeriodSchema,
  pendingOrders: z.number().int(),
  proofsWaiting: z.number().int(),
  lowStockCount: z.number().int(),
  outOfStockCount: z.number().int(),
  lowStock: z.array(dashboardLowStockItemSchema),
  /** The last DASHBOARD_DAYS days, oldest first, every day present. */
  daily: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = successResponse({ dashboard: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const adminDashboardRoutes = {
  get: defineEndpoint({ method: 'GET', path: '/api/admin/dashboard', response: dashboardResponseSchema }),
};
