import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryWords, type SearchTerms } from './search';

/** How many words wordBooks remembers before it starts afresh. */
const REMEMBERED_WORDS = 10_000;

/**
 * How many books hold the rarest word of a full-text search (kept-plans.ts: its class), from
 * product_word_counts (migration 0020); a word typed as a prefix counts as the commonest word it starts
 * (the books of all of them added up made "978", an ISBN's start, common: its matches walked by date cost
 * 25% more than read from GIN). Asked once per word (one small query) and remembered: a count grown old
 * only picks a slower plan, never another answer.
 */
export function rarestWordBooks(db: Db): (terms: SearchTerms) => Promise<number> {
  const seen = new Map<string, number>();
  const booksOf = async (token: string, prefix: boolean) => {
    const key = `${prefix ? '*' : '='}${token}`;
    let books = seen.get(key);
    if (books === undefined) {
      const matched = prefix
        ? sql`word >= ${token}::text and word < ${token}::text || chr(1114111) and word ^@ ${token}::text`
        : sql`word = ${token}::text`;
      const { rows } = await db.execute<{ books: number }>(sql`select coalesce(max(books), 0)::int as books from product_word_counts where ${matched}`);
      books = Number(rows[0]?.books ?? 0);
      if (seen.size >= REMEMBERED_WORDS) seen.clear();
      seen.set(key, books);
    }
    return books;
  };
  return async (terms) => {
    let rarest = Number.POSITIVE_INFINITY;
    for (const { token, prefix } of queryWords(terms)) rarest = Math.min(rarest, await booksOf(token, prefix));
    return Number.isFinite(rarest) ? rarest : 0;
  };
}
