import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import type { UserRow } from './user-mapper';

type Executor = Db | Tx;
export type NewUser = Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'name' | 'lastName'>;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'lastName'
    | 'mobileNumber'
    | 'address'
    | 'city'
    | 'postCode'
    | 'country'
    | 'shippingAddress'
    | 'profilePicture'
    | 'profilePictureKey'
    | 'passwordHash'
    | 'isAccountVerified'
  >
>;

/** Queries on users. Each takes the executor (the database or a transaction) it runs on. */
export const usersRepository = {
  /** By e-mail, case-insensitively (served by the unique index on lower(email)). */
  async findByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await ex
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  },

  async findById(ex: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
    const query = ex.select().from(users).where(eq(users.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  },

  async insert(ex: Executor, user: NewUser, now: Date): Promise<UserRow> {
    const [row] = await ex
      .insert(users)
      .values({ ...user, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  },

  /** Changes only the listed columns; e-mail, role and the like are never among them. */
  async update(ex: Executor, id: string, changes: UserChanges, now: Date): Promise<UserRow> {
    const [row] = await ex
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  /**
   * Deletes the account; the database removes its sessions, codes, cart, wishlist and reviews with it
   * (cascades) and detaches its orders (user id set null). The books it reviewed get their average and
   * count recomputed in the same transaction.
   */
  async deleteWithReviews(ex: Executor, id: string): Promise<void> {
    const reviewed = await ex.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, id));
    await ex.delete(users).where(eq(users.id, id));
    const productIds = reviewed.map((r) => r.productId);
    if (productIds.length === 0) return;
    await ex
      .update(products)
      .set({
        ratingAvg: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
        reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
      })
      .where(inArray(products.id, productIds));
  },
};
