import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchWords } from '../../db/schema';
import { likePattern } from '../../lib/db/like-pattern';

/**
 * Catalogue search. Every word must match, in any order, as a substring of `products.search_text`
 * (lower-cased name, author, ISBN, category, subcategories and description, kept by a trigger; GIN
 * trigram index), Urdu script included.
 *
 * When that finds nothing, the words are corrected: each word of FUZZY_MIN_LENGTH letters or more may
 * also be one of its closest words in `search_words` (the catalogue's vocabulary, trigram similarity,
 * the pg_trgm way to suggest spellings), and the search runs again: "galib", "ghaleb" and "gaalib" find
 * "ghalib". Comparing a few thousand short words is fast; comparing every description would not be.
 *
 * A text of only one- or two-letter words (someone starting to type) has no trigram to look up: it finds
 * the books whose title or author starts with it, through btree prefix indexes, instead of scanning
 * every description for two letters.
 */

/** Shorter words have too few trigrams for a useful similarity: they must appear as typed. */
export const FUZZY_MIN_LENGTH = 4;
/** Words shorter than this have no trigram: a text made only of them is a title/author prefix. */
export const SUBSTRING_MIN_LENGTH = 3;
/** How many close spellings of a word are tried. */
export const CORRECTIONS_PER_WORD = 3;
const MAX_WORDS = 8;

/** An ISBN typed with dashes or spaces is looked up by its digits. */
const ISBN_LIKE = /^\d[\d\s-]{8,}[\dxX]$/;

export interface SearchTerms {
  /** The whole text, lower-cased, single spaces (for relevance). */
  phrase: string;
  words: string[];
  /** Some word is long enough to be corrected. */
  fuzzy: boolean;
  /** Only short words: match titles and authors starting with the phrase. */
  prefix: boolean;
  /** After correction: other spellings each word may match. */
  alternatives?: ReadonlyMap<string, readonly string[]>;
}

export function parseSearch(text: string | undefined): SearchTerms | null {
  if (!text) return null;
  let phrase = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (ISBN_LIKE.test(phrase)) phrase = phrase.replace(/[\s-]/g, '');
  const words = [...new Set(phrase.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const length = (word: string) => [...word].length;
  return {
    phrase,
    words,
    fuzzy: words.some((word) => length(word) >= FUZZY_MIN_LENGTH),
    prefix: words.every((word) => length(word) < SUBSTRING_MIN_LENGTH),
  };
}

/**
 * Every word matches as a substring, or (corrected terms) one of its close spellings does; a text of
 * short words only is a prefix of the title or the author.
 */
export function searchCondition(terms: SearchTerms): SQL {
  if (terms.prefix) {
    const pattern = likePattern(terms.phrase, { prefix: true });
    return sql`(lower(${products.name}) like ${pattern} or lower(${products.author}) like ${pattern})`;
  }
  const perWord = terms.words.map((word) => {
    const spellings = [word, ...(terms.alternatives?.get(word) ?? [])];
    const matches = spellings.map((spelling) => sql`${products.searchText} like ${likePattern(spelling)}`);
    return matches.length === 1 ? matches[0]! : sql`(${sql.join(matches, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}

/** Best matches first: the title starting with the text, the title containing it, the author, then the rest. */
export function relevanceOrder(terms: SearchTerms): SQL {
  const name = sql`lower(${products.name})`;
  return sql`case
    when ${name} like ${likePattern(terms.phrase, { prefix: true })} then 0
    when ${name} like ${likePattern(terms.phrase)} then 1
    when lower(${products.author}) like ${likePattern(terms.phrase)} then 2
    else 3 end`;
}

/**
 * The closest catalogue words (trigram similarity, at least pg_trgm's 0.3) for each word long enough to
 * be corrected, in one query: { galib: ['ghalib', 'galibs'] }. Terms without any correction give null.
 */
export async function correctTerms(db: Db, terms: SearchTerms): Promise<SearchTerms | null> {
  const candidates = terms.words.filter((word) => [...word].length >= FUZZY_MIN_LENGTH);
  if (candidates.length === 0) return null;
  const rows = await db.execute<{ typed: string; word: string }>(sql`
    select q.typed, close.word
    from unnest(${sql.param(candidates)}::text[]) as q(typed)
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where ${searchWords.word} % q.typed and ${searchWords.word} <> q.typed
      order by similarity(${searchWords.word}, q.typed) desc, ${searchWords.word}
      limit ${CORRECTIONS_PER_WORD}
    ) as close`);
  if (rows.rows.length === 0) return null;
  const alternatives = new Map<string, string[]>();
  for (const { typed, word } of rows.rows) alternatives.set(typed, [...(alternatives.get(typed) ?? []), word]);
  return { ...terms, alternatives };
}
