import { eq } from 'drizzle-orm';
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
});
