import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { openPreparedDatabase } from '../prepared-database';

describe('opening the database the store serves from', () => {
  it('when it is embedded, then it is prepared and analyzed on an instance closed before the served one opens, which finds the rows and the statistics', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'prepared-db-'));
    let preparedOn: Database | undefined;
    const served = await openPreparedDatabase(
      () => openDatabase({ dataDir }),
      async (database) => {
        preparedOn = database;
        await database.db.execute(sql`create table shelf (id int primary key, title text)`);
        await database.db.execute(sql`insert into shelf select n, 'book ' || n from generate_series(1, 2000) n`);
      },
    );
    try {
      expect(preparedOn).toBeDefined();
      expect(served).not.toBe(preparedOn);
      await expect(preparedOn!.ping()).rejects.toThrow();
      const rows = await served.db.execute<{ count: number }>(sql`select count(*)::int as count from shelf`);
      expect(rows.rows[0]?.count).toBe(2000);
      const stats = await served.db.execute<{ count: number }>(sql`select count(*)::int as count from pg_stats where tablename = 'shelf'`);
      expect(stats.rows[0]?.count).toBe(2);
    } finally {
      await served.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when it is a PostgreSQL server, then it is opened once and served as prepared (its autovacuum keeps the statistics)', async () => {
    const statements: string[] = [];
    const server = { driver: 'postgres', db: { execute: async (s: unknown) => void statements.push(String(s)) } } as unknown as Database;
    let opened = 0;
    let prepared = 0;
    const served = await openPreparedDatabase(
      async () => {
        opened += 1;
        return server;
      },
      async () => {
        prepared += 1;
      },
    );
    expect(served).toBe(server);
    expect([opened, prepared, statements.length]).toEqual([1, 1, 0]);
  });

  it('when the preparation fails, then opening fails with its error and no second instance is opened', async () => {
    let opened = 0;
    const embedded = { driver: 'pglite', close: async () => {} } as unknown as Database;
    await expect(
      openPreparedDatabase(
        async () => {
          opened += 1;
          return embedded;
        },
        async () => {
          throw new Error('migration 0022 failed');
        },
      ),
    ).rejects.toThrow('migration 0022 failed');
    expect(opened).toBe(1);
  });
});
