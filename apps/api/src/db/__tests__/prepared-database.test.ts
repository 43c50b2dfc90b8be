import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { prepareEmbeddedDatabase } from '../prepared-database';

describe('preparing the embedded database', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'prepared-db-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when it is prepared, then it is vacuumed, analyzed and closed, and the next instance finds the rows, the statistics and no dead rows', async () => {
    let preparedOn: Database | undefined;
    await prepareEmbeddedDatabase(
      () => openDatabase({ dataDir }),
      async (database) => {
        preparedOn = database;
        await database.db.execute(sql`create table shelf (id int primary key, title text)`);
        await database.db.execute(sql`insert into shelf select n, 'book ' || n from generate_series(1, 3000) n`);
        await database.db.execute(sql`delete from shelf where id > 2000`);
      },
    );
    await expect(preparedOn!.ping()).rejects.toThrow();
    const served = await openDatabase({ dataDir });
    try {
      const rows = await served.db.execute<{ count: number }>(sql`select count(*)::int as count from shelf`);
      expect(rows.rows[0]?.count).toBe(2000);
      const stats = await served.db.execute<{ count: number }>(sql`select count(*)::int as count from pg_stats where tablename = 'shelf'`);
      expect(stats.rows[0]?.count).toBe(2);
      // vacuum sets the visibility map (analyze alone leaves it empty): every page is all-visible, the dead rows gone
      const pages = await served.db.execute<{ pages: number; visible: number }>(
        sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'shelf'`,
      );
      expect(pages.rows[0]?.pages).toBeGreaterThan(0);
      expect(pages.rows[0]?.visible).toBe(pages.rows[0]?.pages);
    } finally {
      await served.close();
    }
  });

  it('when the preparation fails, then it fails with its own error and the database is closed all the same', async () => {
    let preparedOn: Database | undefined;
    await expect(
      prepareEmbeddedDatabase(
        () => openDatabase({ dataDir }),
        async (database) => {
          preparedOn = database;
          throw new Error('migration 0022 failed');
        },
      ),
    ).rejects.toThrow('migration 0022 failed');
    await expect(preparedOn!.ping()).rejects.toThrow();
  });
});
