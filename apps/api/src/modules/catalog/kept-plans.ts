import { sql, type SQL } from 'drizzle-orm';

/**
 * How a search statement writes its values. Run per answer with the values as parameters (perRun),
 * PostgreSQL plans it again for each answer, from the word's statistics; or it may settle on one plan for
 * every word of the text (its "generic" plan), made without them, which can be far worse: a common word
 * searched with the plan made for a rare one (a GIN bitmap of 16,000 books, then a sort) costs 15-140 ms
 * a run instead of ~1, and a connection keeps that plan for every later word once it has chosen it.
 *
 * keptPlan writes a statement whose plan does not depend on the values: numbers in the text, and the
 * words read once at run time (`(select $1)`, which the planner cannot look into), so the plan made for a
 * word and the generic one are the same plan, and PostgreSQL keeps it after its fifth run (no planning
 * per answer). What the word's statistics decided is decided by its class, written into the text: a
 * common word's newest matches are found by walking the date index (the first matches come early), a
 * rare word's from the GIN index (few to sort).
 */
export interface Writing {
  /** A text value: a word, a tsquery's text, a pattern. */
  text(value: string): SQL;
  /** A whole number: a limit, an offset, a rank. */
  int(value: number): SQL;
  /** A whole number that grows with the page: its offset, or how many matches are read down to its end. */
  depth(value: number): SQL;
  /**
   * The books whose `document` holds the words of `tsquery` (to_tsquery 'simple'); `walked` when it is
   * checked along a walk of a date index that stops at the page's end.
   */
  matches(document: SQL, tsquery: string, walked?: boolean): SQL;
}

export const perRun: Writing = {
  text: (value) => sql`${value}`,
  int: (value) => sql`${value}`,
  depth: (value) => sql`${value}`,
  matches: (document, tsquery) => sql`${document} @@ to_tsquery('simple', ${tsquery})`,
};

/** A word held by at least this many books (of any size of catalogue) is common: its newest matches are walked. */
export const COMMON_WORD_BOOKS = 1001;

/**
 * `deep`: the page's depth is read at run time too (`(select $n)`), so every deeper page shares one text
 * (and one kept plan) instead of a text per page. The plan then expects a tenth of the matches to be read,
 * not the page's exact end: a common word's matches are still walked by date, a rare word's read from GIN.
 */
export function keptPlan(common: boolean, deep = false): Writing {
  const query = (tsquery: string) => sql`(select to_tsquery('simple', ${tsquery}::text))`;
  const whole = (value: number) => {
    if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
    return value;
  };
  const int = (value: number) => sql.raw(String(whole(value)));
  return {
    text: (value) => sql`(select ${value}::text)`,
    int,
    depth: (value) => (deep ? sql`(select ${whole(value)}::int)` : int(value)),
    // "is true": no index answers it, so the only plans left walk the date index (or read everything)
    matches: (document, tsquery, walked = false) =>
      walked && common ? sql`(${document} @@ ${query(tsquery)}) is true` : sql`${document} @@ ${query(tsquery)}`,
  };
}
