import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroImages } from '../../db/schema';

export type HeroImageRow = typeof heroImages.$inferSelect;
export type NewHeroImage = Omit<typeof heroImages.$inferInsert, 'id'>;
export type HeroImageChanges = Partial<Pick<HeroImageRow, 'altText' | 'sortOrder' | 'isActive'>>;

/** The home page's banners as the back office sees them: active or not. Each call is one statement. */
export const adminHeroImagesRepository = {
  /** Position first, then the newest (a handful of rows: no page). */
  async list(db: Db): Promise<HeroImageRow[]> {
    return db.select().from(heroImages).orderBy(asc(heroImages.sortOrder), desc(heroImages.createdAt), desc(heroImages.id));
  },

  async insert(db: Db, values: NewHeroImage): Promise<HeroImageRow> {
    const [row] = await db.insert(heroImages).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, changes: HeroImageChanges): Promise<HeroImageRow | undefined> {
    const [row] = await db.update(heroImages).set(changes).where(eq(heroImages.id, id)).returning();
    return row;
  },

  async delete(db: Db, id: string): Promise<HeroImageRow | undefined> {
    const [row] = await db.delete(heroImages).where(eq(heroImages.id, id)).returning();
    return row;
  },
};
