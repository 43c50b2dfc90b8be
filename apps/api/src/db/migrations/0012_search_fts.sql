-- Full-text search and sort indexes ending in the id (catalog/search.ts, catalog.repository.ts).
-- The old sort indexes go first, and the trigram index is rebuilt after the backfill, so the UPDATE of
-- every book below maintains as few indexes as possible (it is the slow part at 100,000 books).
DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_published_sort_idx";--> statement-breakpoint
DROP INDEX "products_condition_new_idx";--> statement-breakpoint
DROP INDEX "products_condition_used_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
-- Config 'simple': words are kept as written (lower-cased), so Urdu script and English tokenise alike,
-- with no stemming or stop words. The columns are not in the Drizzle schema on purpose: a product's
-- `select()` (cart, checkout) never reads them.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- The search trigger also keeps both vectors. It fires only when a searchable column changes (not on
-- stock or price updates), which a generated column could not promise.
CREATE OR REPLACE FUNCTION products_search_text_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_text := lower(
    coalesce(NEW.name, '') || ' ' || coalesce(NEW.author, '') || ' ' || coalesce(NEW.isbn, '') || ' ' ||
    coalesce(NEW.category, '') || ' ' || coalesce(array_to_string(NEW.sub_categories, ' '), '') || ' ' ||
    coalesce(NEW.description, '')
  );
  NEW.sub_category_keys := coalesce(
    ARRAY(
      SELECT lower(regexp_replace(btrim(s), '\s+', ' ', 'g'))
      FROM unnest(NEW.sub_categories) AS s
      WHERE btrim(s) <> ''
    ),
    '{}'::text[]
  );
  NEW.search_vector := to_tsvector('simple', NEW.search_text);
  NEW.title_vector := to_tsvector('simple', lower(coalesce(NEW.name, '') || ' ' || coalesce(NEW.author, '')));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The backfill changes nothing a shopper sees: the catalogue version trigger (one UPDATE of
-- catalogue_state per book otherwise) is off for it, and the version goes up once.
ALTER TABLE "products" DISABLE TRIGGER "catalogue_version_products_update_trg";--> statement-breakpoint
UPDATE "products" SET
  "search_vector" = to_tsvector('simple', "search_text"),
  "title_vector" = to_tsvector('simple', lower("name" || ' ' || "author"));--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "catalogue_version_products_update_trg";--> statement-breakpoint
UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_title_vector_idx" ON "products" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "products_category_sort_idx" ON "products" USING btree ("category","created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_featured_idx" ON "products" USING btree ("created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_price_low_idx" ON "products" USING btree ("price_paisa","created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_price_high_idx" ON "products" USING btree ("price_paisa" desc,"created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_newest_idx" ON "products" USING btree ("published_at" desc nulls last,"created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_rating_idx" ON "products" USING btree ("rating_avg" desc,"review_count" desc,"created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_new_books_idx" ON "products" USING btree ("condition","created_at" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sort_old_books_idx" ON "products" USING btree ("condition" desc,"created_at" desc,"id") WHERE "products"."is_active";
