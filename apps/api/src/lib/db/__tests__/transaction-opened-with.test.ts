import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { transactionOpenedWith } from '../transaction-opened-with';

// the opening statement travels with its begin on PostgreSQL: the transaction must still be one transaction
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Read on a connection of its own on PostgreSQL: it sees only what was committed. */
async function committedStockOf(id: string): Promise<number> {
  if (!database.url) return stockOf(id);
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ stock: number }>('select stock_quantity as stock from products where id = $1', [id]);
    return rows[0]!.stock;
  } finally {
    await client.end();
  }
}
const openTransactions = async () =>
  Number(
    (await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`)).rows[0]!
      .n,
  );

const stockOf = async (id: string) => (await database.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock;
const opening = (id: string, divisor = 1) => ({
  name: 'test_opening_stock',
  text: 'select stock_quantity / $2::int as stock from products where id = $1 for no key update',
  values: [id, divisor],
});

describe('transactionOpenedWith', () => {
  it('when run again and again on the same connections, then each gets its opening rows and commits its work', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 50 });
    for (let i = 0; i < 12; i += 1) {
      const seen = await transactionOpenedWith(database.db, opening(book.id), async (tx, rows) => {
        await tx.update(products).set({ stockQuantity: Number(rows[0]!.stock) - 1 }).where(eq(products.id, book.id));
        return Number(rows[0]!.stock);
      });
      expect(seen).toBe(50 - i);
    }
    expect(await stockOf(book.id)).toBe(38);
  });

  it('when the work throws after writing, then its writes are rolled back and the next transaction runs normally', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 5 });
    for (let i = 0; i < 3; i += 1) {
      await expect(
        transactionOpenedWith(database.db, opening(book.id), async (tx) => {
          await tx.update(products).set({ stockQuantity: 0 }).where(eq(products.id, book.id));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect(await stockOf(book.id)).toBe(5);
    expect(await transactionOpenedWith(database.db, opening(book.id), async (_tx, rows) => rows)).toEqual([{ stock: 5 }]);
  });

  it('when the opening statement itself fails, then the error reaches the caller, the work never runs and the connection serves the next one', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 7 });
    let ran = false;
    for (let i = 0; i < 6; i += 1) {
      await expect(
        transactionOpenedWith(database.db, opening(book.id, 0), async () => {
          ran = true;
        }),
      ).rejects.toThrow(/division by zero/);
    }
    expect(ran).toBe(false);
    expect(await transactionOpenedWith(database.db, opening(book.id), async (_tx, rows) => rows)).toEqual([{ stock: 7 }]);
    expect(await stockOf(book.id)).toBe(7);
  });

  it('when the work names its last statement, then that statement answers and the whole transaction is committed, again and again', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 40 });
    for (let i = 0; i < 12; i += 1) {
      const answered = await transactionOpenedWith(database.db, opening(book.id), async (tx, rows, commitWithNext) => {
        await tx.update(products).set({ name: `read ${i}` }).where(eq(products.id, book.id));
        commitWithNext();
        return tx
          .update(products)
          .set({ stockQuantity: Number(rows[0]!.stock) - 2 })
          .where(eq(products.id, book.id))
          .returning({ stock: products.stockQuantity, name: products.name });
      });
      expect(answered).toEqual([{ stock: 40 - 2 * (i + 1), name: `read ${i}` }]);
      expect(await committedStockOf(book.id)).toBe(40 - 2 * (i + 1));
    }
    expect(await openTransactions()).toBe(0);
  });

  it('when the last statement has no values, then it is still committed and no connection is left in a transaction', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 9 });
    for (let i = 0; i < 6; i += 1) {
      await transactionOpenedWith(database.db, opening(book.id), async (tx, _rows, commitWithNext) => {
        commitWithNext();
        await tx.execute(sql.raw(`update products set stock_quantity = stock_quantity - 1 where id = '${book.id}'`));
      });
    }
    expect(await committedStockOf(book.id)).toBe(3);
    expect(await openTransactions()).toBe(0);
  });

  it('when the statement that carries the commit fails, then nothing of the transaction is kept and the connection serves the next one', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 8 });
    for (let i = 0; i < 6; i += 1) {
      await expect(
        transactionOpenedWith(database.db, opening(book.id), async (tx, _rows, commitWithNext) => {
          await tx.update(products).set({ stockQuantity: 1 }).where(eq(products.id, book.id));
          commitWithNext();
          await tx.execute(sql`update products set stock_quantity = stock_quantity / ${0}::int where id = ${book.id}`);
        }),
        // drizzle wraps the database's error
      ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    }
    expect(await committedStockOf(book.id)).toBe(8);
    expect(await transactionOpenedWith(database.db, opening(book.id), async (_tx, rows) => rows)).toEqual([{ stock: 8 }]);
    expect(await openTransactions()).toBe(0);
  });
});
