import { REVENUE_EXCLUDED_STATUSES, type AdminCustomersQuery } from '@bookstore/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { likePattern } from '../../lib/db/like-pattern';

/** What the back office may see of an account: never the password hash (sessions and codes live elsewhere). */
export const customerColumns = {
  id: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  mobileNumber: users.mobileNumber,
  city: users.city,
  isAccountVerified: users.isAccountVerified,
  role: users.role,
  createdAt: users.createdAt,
};

export const customerDetailColumns = {
  ...customerColumns,
  address: users.address,
  postCode: users.postCode,
  country: users.country,
  shippingAddress: users.shippingAddress,
  profilePicture: users.profilePicture,
  updatedAt: users.updatedAt,
};

export type CustomerRow = { [K in keyof typeof customerColumns]: (typeof users.$inferSelect)[K] };
export type CustomerDetailRow = { [K in keyof typeof customerDetailColumns]: (typeof users.$inferSelect)[K] };

export interface CustomerStats {
  orderCount: number;
  spentPaisa: number;
}


function filtersOf(query: AdminCustomersQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.verified !== undefined) filters.push(eq(users.isAccountVerified, query.verified));
  if (query.search) {
    const like = likePattern(query.search.toLowerCase());
    const conditions = [sql`lower(${users.name} || ' ' || ${users.lastName}) like ${like}`, sql`lower(${users.email}) like ${like}`];
    const digits = query.search.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s()+-]+$/.test(query.search)) {
      conditions.push(sql`regexp_replace(${users.mobileNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
    filters.push(sql`(${sql.join(conditions, sql` or `)})`);
  }
  return filters;
}

const excluded = sql.join(
  REVENUE_EXCLUDED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Reads of the back office's customers. */
export const adminCustomersRepository = {
  /** A page, newest accounts first, with the filtered total (a window over the same scan). */
  async page(db: Db, query: AdminCustomersQuery): Promise<{ rows: CustomerRow[]; total: number | null }> {
    const rows = await db
      .select({ customer: customerColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .where(and(...filtersOf(query)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows: rows.map((r) => r.customer), total: rows[0]?.total ?? null };
  },

  async count(db: Db, query: AdminCustomersQuery): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(...filtersOf(query)));
    return row?.total ?? 0;
  },

  /** Order count and amount spent of several accounts in one grouped query (index on orders.user_id). */
  async statsOf(db: Db, userIds: string[]): Promise<Map<string, CustomerStats>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({
        userId: orders.userId,
        orderCount: sql<number>`count(*)`.mapWith(Number),
        spentPaisa: sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${orders.status} not in (${excluded})), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(inArray(orders.userId, userIds))
      .groupBy(orders.userId);
    return new Map(rows.map((row) => [row.userId!, { orderCount: row.orderCount, spentPaisa: row.spentPaisa }]));
  },

  async find(db: Db, userId: string): Promise<CustomerDetailRow | undefined> {
    const [row] = await db.select(customerDetailColumns).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },
};
