import { mkdir, mkdtemp, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { migrationsFolder, runMigrations } from '../migrate';

let dir = '';
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before order numbers (every entry up to 0012). */
async function migrationsBeforeOrderNumbers(): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0013');
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const insertOldOrder = (db: Database['db'], email: string, createdAt: string) =>
  db.execute(sql`insert into orders (payment_method, first_name, last_name, email, mobile_number, address, city, post_code, country,
    subtotal_paisa, tax_paisa, shipping_fee_paisa, total_paisa, created_at, updated_at)
    values ('cod', 'Old', 'Order', ${email}, '03001234567', 'House 1', 'Lahore', '54000', 'Pakistan', 100, 2, 99, 201, ${createdAt}::timestamptz, ${createdAt}::timestamptz)`);

describe('migration 0013 (order numbers)', () => {
  it('when orders exist before it, then they are numbered from 10001 in the order they were placed, and new orders continue after them', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'order-numbers-'));
    await mkdir(path.join(dir, 'data'), { recursive: true });
    database = await openDatabase({ dataDir: path.join(dir, 'data') });
    await runMigrations(database, await migrationsBeforeOrderNumbers());
    // inserted out of the order they were placed in
    await insertOldOrder(database.db, 'second@example.com', '2025-02-01T10:00:00Z');
    await insertOldOrder(database.db, 'first@example.com', '2025-01-01T10:00:00Z');
    await insertOldOrder(database.db, 'third@example.com', '2025-03-01T10:00:00Z');

    await runMigrations(database);
    await insertOldOrder(database.db, 'new@example.com', '2026-01-01T10:00:00Z');

    const { rows } = await database.db.execute<{ email: string; order_number: number }>(sql`select email, order_number from orders order by order_number`);
    expect(rows.map((row) => [row.email, Number(row.order_number)])).toEqual([
      ['first@example.com', 10001],
      ['second@example.com', 10002],
      ['third@example.com', 10003],
      ['new@example.com', 10004],
    ]);
    await expect(database.db.execute(sql`update orders set order_number = 10001 where email = 'new@example.com'`)).rejects.toThrow();
  });
});
