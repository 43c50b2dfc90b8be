import { productsQuerySchema } from '@bookstore/contracts';
import type { Db } from '../../../db/client';
import { createCatalogRepository } from '../catalog.repository';

/** A statement as drizzle's session prepared it: its text, its values, and its name (none: sent unnamed). */
export interface SentStatement {
  sql: string;
  params: unknown[];
  name: string | undefined;
}
type Session = { prepareQuery: (query: { sql: string; params: unknown[] }, fields: unknown, name: string | undefined) => unknown };

/** What `work` gives, and every statement it sent to the database, in order. */
export async function statementsSent<T>(db: Db, work: () => PromiseLike<T>): Promise<{ answer: T; sent: SentStatement[] }> {
  const session = (db as unknown as { session: Session }).session;
  const spy = jest.spyOn(session, 'prepareQuery');
  try {
    const answer = await work();
    return { answer, sent: spy.mock.calls.map(([query, , name]) => ({ sql: query.sql, params: query.params, name })) };
  } finally {
    spy.mockRestore();
  }
}

/** The statement that reads a list's or a search's page (readPage). */
export const isPage = (statement: Pick<SentStatement, 'sql'>) => statement.sql.includes('page.found');

/**
 * The catalogue's answer to a list query asked a second time (the first has learnt what the repository
 * remembers: word classes, facts, anchors started), and the page statements that second asking sent.
 */
export async function pagesOfSecondAsking(db: Db, params: Record<string, string | number>) {
  const repository = createCatalogRepository(db);
  const query = productsQuerySchema.parse(params);
  await repository.listProducts(query);
  const { answer, sent } = await statementsSent(db, () => repository.listProducts(query));
  return { answer, pages: sent.filter(isPage) };
}
