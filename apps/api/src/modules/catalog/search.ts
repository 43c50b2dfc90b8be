import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchWords } from '../../db/schema';
import { likePattern } from '../../lib/db/like-pattern';

/**
 * Catalogue search, in passes; the first that finds anything answers:
 *
 * 1. Whole words (full text): every word of the text is a word of the book (`products.search_vector`, the
 *    words of search_text under the 'simple' configuration, so Urdu script and English alike; GIN index),
 *    words of three letters or more also as a prefix ("novel" finds "novels"), and the last word too
 *    while the shopper is still typing it.
 * 2. Substrings: every word appears anywhere in `products.search_text` (trigram GIN index): the middle
 *    of a word, an ISBN's digits, punctuation the word splitter drops.
 * 3. Corrections: each word of FUZZY_MIN_LENGTH letters or more may also be one of its closest words in
 *    `search_words` (the catalogue's vocabulary, trigram similarity, the pg_trgm way to suggest
 *    spellings), and the substrings run again: "galib", "ghaleb" and "gaalib" find "ghalib".
 *
 * A text of only one- or two-letter words (someone starting to type) finds the books whose title or
 * author starts with it, through btree prefix indexes, instead of scanning every description.
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

/**
 * Best matches first: the title starting with the text, the title containing it, the author, then the
 * rest. `name` and `author` are the columns to rank (a candidate list's, by default the table's).
 */
export function relevanceOrder(terms: SearchTerms, name: SQL = sql`${products.name}`, author: SQL = sql`${products.author}`): SQL {
  return sql`case
    when lower(${name}) like ${likePattern(terms.phrase, { prefix: true })} then 0
    when lower(${name}) like ${likePattern(terms.phrase)} then 1
    when lower(${author}) like ${likePattern(terms.phrase)} then 2
    else 3 end`;
}

/**
 * The full-text columns, which only SQL knows (migrations 0012 and 0019; not in the Drizzle schema, see
 * there): `words` is `all` without positions in the narrow table of active books, for counting.
 */
export const searchDocuments = {
  all: sql`${products}.search_vector`,
  title: sql`${products}.title_vector`,
  words: sql`product_words.words`,
};

/**
 * The words PostgreSQL's parser would find, split the same simple way: runs of letters, digits and
 * combining marks (Urdu's included). Everything else (to_tsquery's own operators & | ! : * ( ) ' \\ too)
 * only separates words, so no user text reaches to_tsquery unquoted.
 */
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
/** Words shorter than this are matched whole (a prefix of one or two letters would match half the shop). */
const PREFIX_MIN_LENGTH = 3;

/**
 * The tsquery of the terms' words, for to_tsquery('simple', ...): each word's tokens all present, as
 * prefixes when long enough or the last typed; null when the text has no word at all ("%", "!!").
 */
export function fullTextQuery(terms: SearchTerms): string | null {
  const parts = queryWords(terms).map(({ token, prefix }) => `'${token}'${prefix ? ':*' : ''}`);
  return parts.length > 0 ? parts.join(' & ') : null;
}

export interface QueryWord {
  token: string;
  /** Matches every word starting with the token, not only the token itself. */
  prefix: boolean;
}

/** The words of the terms' full-text query, each with whether it matches as a prefix. */
export function queryWords(terms: SearchTerms): QueryWord[] {
  return terms.words.flatMap((word, index) => {
    const tokens = word.match(TOKEN) ?? [];
    return tokens.map((token, at) => {
      const typing = index === terms.words.length - 1 && at === tokens.length - 1 && [...token].length >= 2;
      return { token, prefix: typing || [...token].length >= PREFIX_MIN_LENGTH };
    });
  });
}

/** The one word of a full-text query of a single word (with its tsquery text), else null. */
export function singleQueryWord(terms: SearchTerms): (QueryWord & { tsquery: string }) | null {
  const words = queryWords(terms);
  const tsquery = fullTextQuery(terms);
  return words.length === 1 && tsquery ? { ...words[0]!, tsquery } : null;
}

/** The books whose document (all their text, or only the title and author) holds every word. */
export function fullTextCondition(tsquery: string, document: SQL = searchDocuments.all): SQL {
  return sql`${document} @@ to_tsquery('simple', ${tsquery})`;
}

/**
 * The closest catalogue words (trigram similarity, at least pg_trgm's 0.3) for each word long enough to
 * be corrected, in one query: { galib: ['ghalib', 'galibs'] }. Terms without any correction give null.
 * A close word holding the typed one ("novels" for "novel") is left out: a text holding it holds the
 * typed word, so it adds no book to the substring pass, and without other spellings that pass (which
 * found nothing) is not run again.
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
  const alternatives = new Map<string, string[]>();
  for (const { typed, word } of rows.rows) {
    if (!word.includes(typed)) alternatives.set(typed, [...(alternatives.get(typed) ?? []), word]);
  }
  return alternatives.size > 0 ? { ...terms, alternatives } : null;
}
