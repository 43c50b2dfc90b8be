-- The words of the active books, narrow: a search's capped count (catalog.repository.ts) scans rows until
-- it has found RESULT_COUNT_CAP + 1 matches, ~6,000 rows for a common word at 100,000 books. In
-- "products" those rows are ~1.9 kB (descriptions, search_text, both vectors: ~2 rows a page); here
-- they are ~0.4 kB (the vector without positions, which no search reads: `@@` with `&` and `:*` only).
-- Only the whole-word pass and the category filter read it; everything else stays on "products".
-- The keys come after the backfill: checked row by row they made it twice as slow (14 s against 7 s at
-- 100,000 books on PostgreSQL; PGlite took minutes).
CREATE TABLE "product_words" (
  "id" uuid NOT NULL,
  "category" text NOT NULL,
  "words" tsvector NOT NULL
);--> statement-breakpoint
INSERT INTO "product_words" ("id", "category", "words")
  SELECT "id", "category", strip("search_vector") FROM "products" WHERE "is_active";--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_id_products_id_fk"
  FOREIGN KEY ("id") REFERENCES "products"("id") ON DELETE CASCADE;--> statement-breakpoint
-- A row exists exactly while its book is active, kept by the same statement that changes the book.
-- After the search trigger (BEFORE), so NEW.search_vector is already the book's words.
CREATE OR REPLACE FUNCTION product_words_refresh() RETURNS trigger AS $$
BEGIN
  IF NOT NEW.is_active THEN
    DELETE FROM "product_words" WHERE "id" = NEW.id;
  ELSE
    INSERT INTO "product_words" ("id", "category", "words") VALUES (NEW.id, NEW.category, strip(NEW.search_vector))
    ON CONFLICT ("id") DO UPDATE SET "category" = excluded."category", "words" = excluded."words";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_words_insert_trg" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION product_words_refresh();--> statement-breakpoint
-- Stock, price and rating updates (every checkout) do not touch it.
CREATE TRIGGER "product_words_update_trg" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
  ) EXECUTE FUNCTION product_words_refresh();
