-- A one-word search's first page ranks the newest 1,000 books whose title or author holds the word (with
-- the newest matches of all text): at 100,000 books that read ~1,000-2,600 wide "products" rows for
-- "anatomy" or "غالب" (and ~1,000 more to find the 20 newest matches), where 1,000 books read ~20.
-- Two narrow structures let catalog.repository.ts walk only what a page needs, in order, with a LIMIT:
--
-- 1. product_title_words: one row per word of an active book's title and author (the lexemes of
--    title_vector), with the rank that book has when the search text is exactly that word (the order of
--    search.ts's relevanceOrder: 0 the title starts with it, 1 the title holds it, 2 the author does, 3 not
--    as text). Index (word, rank, created_at desc, id): each rank's newest books, and the 1,000th newest
--    title match, are short index-only walks.
-- 2. product_words.created_at: the newest matches of all text are found by walking its narrow rows in
--    date order (~0.4 kB against ~1.9 kB in "products") instead of the books' rows.
--
-- Both are kept by the statement that changes the books (triggers, as 0019/0020): not caches. Stock, price
-- and rating updates (every checkout) touch neither.
CREATE TABLE "product_title_words" (
  "id" uuid NOT NULL,
  "word" text COLLATE "C" NOT NULL,
  "rank" smallint NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- The rank of a book for a search text equal to `word`, as relevanceOrder computes it (its LIKE patterns
-- escape \ % _ the same way as lib/db/like-pattern.ts).
CREATE OR REPLACE FUNCTION product_title_rank(name text, author text, word text) RETURNS smallint AS $$
  SELECT (CASE
    WHEN lower(name) LIKE replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%' THEN 0
    WHEN lower(name) LIKE '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%' THEN 1
    WHEN lower(author) LIKE '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%' THEN 2
    ELSE 3 END)::smallint
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
INSERT INTO "product_title_words" ("id", "word", "rank", "created_at")
  SELECT p."id", w."word", product_title_rank(p."name", p."author", w."word"), p."created_at"
  FROM "products" p, unnest(tsvector_to_array(p."title_vector")) AS w ("word")
  WHERE p."is_active";--> statement-breakpoint
ALTER TABLE "product_title_words" ADD CONSTRAINT "product_title_words_pkey" PRIMARY KEY ("id", "word");--> statement-breakpoint
CREATE INDEX "product_title_words_rank_idx" ON "product_title_words" USING btree ("word", "rank", "created_at" desc, "id");--> statement-breakpoint
ALTER TABLE "product_title_words" ADD CONSTRAINT "product_title_words_id_products_id_fk"
  FOREIGN KEY ("id") REFERENCES "products"("id") ON DELETE CASCADE;--> statement-breakpoint
-- New books: once per INSERT statement (a batch of 1,000 is one insert here).
CREATE OR REPLACE FUNCTION product_title_words_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO "product_title_words" ("id", "word", "rank", "created_at")
    SELECT b."id", w."word", product_title_rank(b."name", b."author", w."word"), b."created_at"
    FROM "added_books" b, unnest(tsvector_to_array(b."title_vector")) AS w ("word")
    WHERE b."is_active";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_title_words_insert_trg" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added_books" FOR EACH STATEMENT EXECUTE FUNCTION product_title_words_add();--> statement-breakpoint
-- A book renamed, re-authored, hidden, shown or re-dated: its rows are written again (after the search
-- trigger, so NEW.title_vector is already its words).
CREATE OR REPLACE FUNCTION product_title_words_refresh() RETURNS trigger AS $$
BEGIN
  DELETE FROM "product_title_words" WHERE "id" = NEW.id;
  IF NEW.is_active THEN
    INSERT INTO "product_title_words" ("id", "word", "rank", "created_at")
      SELECT NEW.id, w."word", product_title_rank(NEW.name, NEW.author, w."word"), NEW.created_at
      FROM unnest(tsvector_to_array(NEW.title_vector)) AS w ("word");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_title_words_update_trg" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.author IS DISTINCT FROM NEW.author OR OLD.title_vector IS DISTINCT FROM NEW.title_vector
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION product_title_words_refresh();--> statement-breakpoint
-- product_words gets the books' dates. The backfill rewrites its rows with the same words: the word
-- counts' update trigger (0020) would unnest every book's words twice for a sum of 0, so it is off for it.
ALTER TABLE "product_words" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_words" DISABLE TRIGGER "product_word_counts_update_trg";--> statement-breakpoint
UPDATE "product_words" w SET "created_at" = p."created_at" FROM "products" p WHERE p."id" = w."id";--> statement-breakpoint
ALTER TABLE "product_words" ENABLE TRIGGER "product_word_counts_update_trg";--> statement-breakpoint
ALTER TABLE "product_words" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_words_newest_idx" ON "product_words" USING btree ("created_at" desc, "id");--> statement-breakpoint
-- Rows in date order: the walk for the newest matches (~1,000 rows for a word held by 2% of the books)
-- reads ~50 pages instead of ~1,000, and drops the backfill's old row versions. New books come last,
-- where their dates put them.
CLUSTER "product_words" USING "product_words_newest_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_refresh() RETURNS trigger AS $$
BEGIN
  IF NOT NEW.is_active THEN
    DELETE FROM "product_words" WHERE "id" = NEW.id;
  ELSE
    INSERT INTO "product_words" ("id", "category", "words", "created_at")
      VALUES (NEW.id, NEW.category, strip(NEW.search_vector), NEW.created_at)
    ON CONFLICT ("id") DO UPDATE SET "category" = excluded."category", "words" = excluded."words", "created_at" = excluded."created_at";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO "product_words" ("id", "category", "words", "created_at")
    SELECT "id", "category", strip("search_vector"), "created_at" FROM "added_books" WHERE "is_active";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER "product_words_update_trg" ON "products";--> statement-breakpoint
CREATE TRIGGER "product_words_update_trg" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION product_words_refresh();--> statement-breakpoint
ANALYZE "product_title_words";--> statement-breakpoint
ANALYZE "product_words";
