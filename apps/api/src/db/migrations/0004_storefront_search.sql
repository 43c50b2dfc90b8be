CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_sub_categories_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sub_category_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The search trigger also keeps the subcategory filter's keys: each subcategory lower-cased with single
-- spaces, so 'Urdu Novels', 'urdu  novels' and 'URDU NOVELS' are one subcategory (subcategoryKey in contracts).
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
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The words of new or changed books join search_words, once per statement (a bulk insert of 10,000
-- books adds its distinct words in one go). Words are split on spaces and punctuation, Urdu's included;
-- numbers (ISBNs, editions) are left out.
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM changed_products AS p,
       regexp_split_to_table(p.search_text, '[\s!-/:-@\[-`{-~۔،؟“”‘’]+') AS w
  WHERE char_length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER search_words_insert_trg
  AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER search_words_update_trg
  AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
-- fills sub_category_keys (row trigger) and search_words (statement trigger) for the books already there
UPDATE "products" SET "sub_categories" = "sub_categories";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sub_category_keys_idx" ON "products" USING gin ("sub_category_keys");--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("category","sub_categories","price_paisa") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_published_sort_idx" ON "products" USING btree ("published_at" desc nulls last,"created_at" desc);--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_author_prefix_idx" ON "products" USING btree (lower("author") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_paisa");--> statement-breakpoint
CREATE INDEX "products_condition_new_idx" ON "products" USING btree ("condition","created_at" desc);--> statement-breakpoint
CREATE INDEX "products_condition_used_idx" ON "products" USING btree ("condition" desc,"created_at" desc);
