import type { Query, SQL } from 'drizzle-orm';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type * as StatementText from '../statement-text';
import type { Dialect } from '../statement-text';

/** Every statement the catalogue writes while this file runs, as written and as drizzle writes it. */
const mockWritten: { ours: Query; drizzle: Query }[] = [];
jest.mock('../statement-text', () => {
  const actual = jest.requireActual<typeof StatementText>('../statement-text');
  return {
    ...actual,
    statementWriter: (dialect: Dialect) => {
      const write = actual.statementWriter(dialect);
      return (statement: SQL) => {
        const ours = write(statement);
        mockWritten.push({ ours, drizzle: dialect.sqlToQuery(statement) });
        return ours;
      };
    },
  };
});

/** What the drivers send (drizzle's `typings` serve only drivers this store does not use). */
const sent = ({ sql: text, params }: Query) => ({ text, params });

const dialect = new PgDialect({ casing: 'snake_case' }) as unknown as Dialect;
const write = (statement: SQL) => jest.requireActual<typeof StatementText>('../statement-text').statementWriter(dialect)(statement);

describe('a statement written without drizzle', () => {
  it('when it holds text, columns, tables, values with and without a column to encode them, names, placeholders and lists, then it is drizzle\'s text and values', () => {
    const statements = [
      sql`select ${products.id}, ${products.pricePaisa} from ${products} where ${and(eq(products.category, 'Novels'), gte(products.pricePaisa, 100))}`,
      sql`${products.subCategoryKeys} && ${sql.param(['a,b', 'quote "q"'])}::text[] and ${products.images} = ${sql.param(['x'], products.images)}`,
      sql`${products.publishedAt} < ${sql.param(new Date('2020-01-02T03:04:05.006Z'), products.publishedAt)} and ${sql.identifier('products')}.name = ${sql.placeholder('name')}`,
      sql`${inArray(products.id, ['a', 'b', 'c'])} and ${sql.raw('1 = 1')} and ${null} is null and ${undefined} ${sql`nested ${sql`${42} ${'text'}`}`}`,
      sql`select ${[1, sql`two`, products.name]}`,
    ];
    for (const statement of statements) expect(sent(write(statement))).toEqual(sent(dialect.sqlToQuery(statement)));
  });

  it('when it holds what only drizzle writes (a subquery, an alias, inlined values), then drizzle writes it', () => {
    const sub = sql`select 1 as one`.as('one');
    const statements = [sql`select ${sub}`, sql`select ${sql`${'x'}`.inlineParams()} and ${products.id} = ${'y'}`];
    for (const statement of statements) expect(sent(write(statement))).toEqual(sent(dialect.sqlToQuery(statement)));
  });
});

describe('the catalogue\'s statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogueCache: false });
    for (let i = 0; i < 30; i += 1) {
      await insertProduct(t.db, {
        name: `Written Novel ${i}`,
        category: i % 2 ? 'English Novels' : 'Urdu Poetry',
        subCategories: [i % 3 ? 'New Books' : 'Classics'],
        pricePaisa: 100_00 + i * 7_00,
        originalPricePaisa: i % 4 ? null : 400_00,
        bestseller: i % 5 === 0,
        stockQuantity: i % 6,
        publishedAt: i % 7 ? new Date(Date.UTC(2000 + i, 1, 2)) : null,
        isbn: `97800000000${String(i).padStart(2, '0')}`,
        description: i % 2 ? 'غالب کی غزلیں' : 'a novel of the sea',
      });
    }
  });
  afterAll(() => t.close());

  it('when lists, pages, sorts, filters, searches and suggestions are read, then every statement is written as drizzle writes it', async () => {
    const lists = [
      {},
      { page: 2, limit: 12 },
      { page: 40 },
      { sort: 'price-low', page: 2, limit: 12 },
      { sort: 'newest' },
      { sort: 'rating', category: 'English Novels' },
      { category: 'Urdu Poetry', subCategory: 'classics' },
      { availability: 'in-stock', minPrice: 150, maxPrice: 250 },
      { availability: 'bestseller', rating: 1 },
      { search: 'novel' },
      { search: 'novel', page: 2, limit: 12 },
      { search: 'written novel', sort: 'price-high' },
      { search: 'غالب' },
      { search: '978-0000-0000-07' },
      { search: 'wr' },
      { search: 'novle' },
      { search: 'zzzz' },
    ];
    mockWritten.length = 0;
    for (const query of lists) expect((await request(t.app).get('/api/products/get').query(query)).status).toBe(200);
    for (const search of ['nov', 'غالب', 'wri', 'novle']) expect((await request(t.app).get('/api/products/suggestions').query({ search })).status).toBe(200);
    expect(mockWritten.length).toBeGreaterThan(lists.length);
    for (const { ours, drizzle } of mockWritten) expect(sent(ours)).toEqual(sent(drizzle));
  });
});
