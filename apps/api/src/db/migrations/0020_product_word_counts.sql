-- How many active books hold each word (lexeme of product_words.words), kept by the statement that
-- changes product_words: not a cache. A one-word search with no filter counts its matches no further
-- than RESULT_COUNT_CAP + 1 (catalog.repository.ts); when a word it matches (itself, or a word it is a
-- prefix of) is held by more books than that, the count is known to be past the cap from one index entry
-- here, instead of reading ~6,000 ("novel") to ~57,000 ("ghalib") rows of product_words.
-- "C" collation: words compare byte for byte, as a tsquery prefix does, and `^@` walks the index.
-- A word whose last book goes keeps its row at 0: no delete racing a concurrent insert of the same word.
CREATE TABLE "product_word_counts" (
  "word" text COLLATE "C" NOT NULL,
  "books" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "product_word_counts" ("word", "books")
  SELECT "word", count(*)::int FROM "product_words", unnest(tsvector_to_array("words")) AS "word" GROUP BY "word";--> statement-breakpoint
ALTER TABLE "product_word_counts" ADD CONSTRAINT "product_word_counts_pkey" PRIMARY KEY ("word");--> statement-breakpoint
-- Once per statement, from its transition tables: a batch of 1,000 new books updates each word once, not
-- once per book (~36 words a book). The words a row gains count one more book, those it loses one fewer;
-- rows are taken in word order, so two writers cannot deadlock on the words they share. Dynamic SQL: a
-- statement may only name the transition tables its event has.
CREATE OR REPLACE FUNCTION product_word_counts_refresh() RETURNS trigger AS $$
DECLARE
  gained CONSTANT text := 'SELECT unnest(tsvector_to_array("words")), 1 FROM "gained_rows"';
  lost CONSTANT text := 'SELECT unnest(tsvector_to_array("words")), -1 FROM "lost_rows"';
BEGIN
  EXECUTE format($sql$
    INSERT INTO "product_word_counts" ("word", "books")
    SELECT "word", sum("delta")::int FROM (%s) AS "changes" ("word", "delta")
    GROUP BY "word" HAVING sum("delta") <> 0
    ORDER BY "word"
    ON CONFLICT ("word") DO UPDATE SET "books" = "product_word_counts"."books" + excluded."books"$sql$,
    CASE TG_OP WHEN 'INSERT' THEN gained WHEN 'DELETE' THEN lost ELSE gained || ' UNION ALL ' || lost END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_word_counts_insert_trg" AFTER INSERT ON "product_words"
  REFERENCING NEW TABLE AS "gained_rows" FOR EACH STATEMENT EXECUTE FUNCTION product_word_counts_refresh();--> statement-breakpoint
CREATE TRIGGER "product_word_counts_update_trg" AFTER UPDATE ON "product_words"
  REFERENCING OLD TABLE AS "lost_rows" NEW TABLE AS "gained_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION product_word_counts_refresh();--> statement-breakpoint
CREATE TRIGGER "product_word_counts_delete_trg" AFTER DELETE ON "product_words"
  REFERENCING OLD TABLE AS "lost_rows" FOR EACH STATEMENT EXECUTE FUNCTION product_word_counts_refresh();--> statement-breakpoint
-- Emptied at once (TRUNCATE products CASCADE, a restore): no word is held by any book.
CREATE OR REPLACE FUNCTION product_word_counts_clear() RETURNS trigger AS $$
BEGIN
  DELETE FROM "product_word_counts";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_word_counts_truncate_trg" AFTER TRUNCATE ON "product_words"
  FOR EACH STATEMENT EXECUTE FUNCTION product_word_counts_clear();--> statement-breakpoint
-- New books reach product_words in one statement per INSERT of books, not one per book (0019 made it a row
-- trigger): with the counts above, a batch of 1,000 books is one upsert of its words. Updates keep 0019's
-- row trigger, whose WHEN spares stock, price and rating changes (every checkout).
DROP TRIGGER "product_words_insert_trg" ON "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO "product_words" ("id", "category", "words")
    SELECT "id", "category", strip("search_vector") FROM "added_books" WHERE "is_active";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_words_insert_trg" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added_books" FOR EACH STATEMENT EXECUTE FUNCTION product_words_add();
--> statement-breakpoint
-- the planner has figures for the new table from the first search on, not only after autovacuum comes by
ANALYZE "product_word_counts";
