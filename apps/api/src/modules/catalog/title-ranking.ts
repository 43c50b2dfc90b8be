import { RESULT_COUNT_CAP } from '@bookstore/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { perRun, type Writing } from './kept-plans';
import { relevanceOrder, type SearchTerms, type singleQueryWord } from './search';

type SingleWord = NonNullable<ReturnType<typeof singleQueryWord>>;

export const walkable = (terms: SearchTerms, single: SingleWord | null | undefined): single is SingleWord =>
  !!single && terms.words.length === 1 && terms.phrase === single.token;

/** The words of active books that start with `word` and are longer (product_word_counts, migration 0020). */
const longerWords = (word: string, w: Writing = perRun) =>
  sql`select 1 from product_word_counts where word > ${w.text(word)}::text and word < ${w.text(word)}::text || chr(1114111) and word ^@ ${w.text(word)}::text and books > 0`;

/** How many words wordFacts remembers before it starts afresh. */
const REMEMBERED_WORDS = 10_000;

export interface WordFacts {
  /** The word starts another word of the catalogue ("novel": novels, novella). */
  startsOthers: boolean;
}

/**
 * What a one-word search's word was seen to be (null for other searches): whether it starts another word
 * of the catalogue, which its page cannot be walked for (such a search then sends the general statement
 * alone, not planning the walk beside it). Asked once per word (one small query) and remembered: a word
 * that stops starting others only keeps the general statement, as right if slower; one that starts to is
 * caught by the walk's own check in the statement. How many books hold it: word-classes.ts.
 */
export function wordFacts(db: Db): (terms: SearchTerms, single: SingleWord | null | undefined) => Promise<WordFacts | null> {
  const seen = new Map<string, WordFacts>();
  return async (terms, single) => {
    if (!walkable(terms, single)) return null;
    const key = `${single.prefix ? '*' : '='}${single.token}`;
    let facts = seen.get(key);
    if (facts === undefined) {
      const { rows } = single.prefix ? await db.execute<{ starts: boolean }>(sql`select exists (${longerWords(single.token)}) as starts`) : { rows: [] };
      facts = { startsOthers: rows[0]?.starts === true };
      if (seen.size >= REMEMBERED_WORDS) seen.clear();
      seen.set(key, facts);
    }
    return facts;
  };
}

/**
 * A one-word query's title or author matches (the books whose title_vector holds it), newest first, at most
 * `limit`, from product_title_words (one row per word of an active book's title and author, migration
 * 0022): an index-only walk of the word's rows, where GIN would fetch every matching book's wide row to
 * sort them ("the": 13,156 titles). `exact` holds when PostgreSQL reads the query as that one word (as
 * titleRankedIds checks); otherwise the caller's own title condition must answer.
 */
export function newestTitleWords(single: SingleWord, limit: number, w: Writing = perRun): { exact: SQL; ids: SQL } {
  const token = w.text(single.token);
  const word = single.prefix ? sql`word >= ${token}::text and word < ${token}::text || chr(1114111) and word ^@ ${token}::text` : sql`word = ${token}::text`;
  const exact = sql`(querytree(to_tsquery('simple', ${w.text(single.tsquery)})) = ${w.text(single.tsquery)})`;
  // a book holding several words that start with the token has a row for each
  const ids = sql`select id, created_at from product_title_words where ${exact} and ${word} group by created_at, id order by created_at desc, id limit ${w.int(limit)}`;
  return { exact, ids };
}

/** Ranks below this are the title and author matches (see relevanceOrder); 3 is every other match. */
const TITLE_RANKS = [0, 1, 2] as const;

/**
 * The ids of a one-word search's page, in the 'featured' order, walking only what the page needs
 * (migration 0022), or null when the search is not one whole word typed as is.
 *
 * The page ranks, like the general statement (catalog.repository.ts), the newest `offset + size` matches
 * with the newest RESULT_COUNT_CAP title or author matches, by relevance, then newest. Here the matches
 * of a title or author are read per rank from product_title_words (each book's rank for that word,
 * known when the book was written), at most `offset + size` per rank and never older than the cap's
 * last title match; the rank-3 ones can be left out: one older than the newest `offset + size` matches
 * comes after all of them. The newest matches are walked in product_words by date (narrow rows).
 *
 * That holds while the query is exactly one catalogue word: the text is the word itself (so the kept
 * ranks are the ones relevanceOrder would give), PostgreSQL reads it as that word, and no other word of
 * the active books starts with it (so the title matches are that word's). Otherwise `fallback` (the
 * general statement's ids) answers, decided in the statement.
 */
export function titleRankedIds(
  terms: SearchTerms,
  single: ReturnType<typeof singleQueryWord> | undefined,
  offset: number,
  size: number,
  fallback: SQL,
  w: Writing = perRun,
): SQL | null {
  if (!walkable(terms, single)) return null;
  const word = w.text(single.token);
  const newest = w.depth(offset + size);
  const cap = w.int(RESULT_COUNT_CAP);
  // the only word it matches: itself, and (a prefix) no longer word held by an active book
  const otherWords = single.prefix ? longerWords(single.token, w) : sql`select 1 where false`;
  const exact = sql`(querytree(to_tsquery('simple', ${w.text(single.tsquery)})) = ${w.text(single.tsquery)} and not exists (${otherWords}))`;
  // the oldest title match the general statement would rank (the cap's last), if there are more
  const byRank = [...TITLE_RANKS, 3].map(
    (rank) =>
      sql`(select created_at, id from product_title_words where word = ${word}::text and rank = ${w.int(rank)} order by created_at desc, id limit ${cap})`,
  );
  const last = sql`(select created_at, id from (${sql.join(byRank, sql` union all `)}) as t order by created_at desc, id offset ${w.int(RESULT_COUNT_CAP - 1)} limit 1)`;
  const titled = TITLE_RANKS.map(
    (rank) => sql`(select t.id, t.rank, t.created_at from product_title_words as t, last
      where t.word = ${word}::text and t.rank = ${w.int(rank)} and t.created_at >= coalesce(last.created_at, '-infinity')
        and (last.id is null or t.created_at > last.created_at or t.id <= last.id)
      order by t.created_at desc, t.id limit ${newest})`,
  );
  const matches = sql`(select ${products.id} as id, ${relevanceOrder(terms)} as rank, ${products.createdAt} as created_at
    from (select id from product_words where ${w.matches(sql`words`, single.tsquery, true)} order by created_at desc, id limit ${newest}) as w
    join ${products} on ${products.id} = w.id)`;
  const ranked = sql`
    with last as (select l.created_at, l.id from (select 1) as one left join ${last} as l on true)
    select c.id from (${sql.join([...titled, matches], sql` union `)}) as c
    order by c.rank, c.created_at desc, c.id limit ${w.int(size)} offset ${w.depth(offset)}`;
  return sql`case when ${exact} then array(${ranked}) else array(${fallback}) end`;
}
