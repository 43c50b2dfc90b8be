-- A second counter beside the catalogue version: it moves only when a book can change place or membership
-- in a browse list (the whole shop or one category, any sort: catalog/page-anchors.ts). Deep pages are read
-- from keyset anchors walked at, and checked against, this counter, so a stock crossing zero, a title,
-- description or image edit (which move the catalogue version, and with it every cached answer) no longer
-- makes every list's anchors stale. The catalogue version's triggers (0010, 0018) stay as they are.
-- A browse list reads is_active and category (its WHERE) and orders by the columns of SORT_KEYS, then id.
-- A column added to products that a browse list reads or sorts by must be added here too
-- (db/__tests__/catalogue-order-version-trigger pins it).
ALTER TABLE "catalogue_state" ADD COLUMN "order_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_order_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_state SET order_version = order_version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A book added or removed: once per statement, as the catalogue version (a bulk seed bumps once).
CREATE TRIGGER "catalogue_order_version_products_rows_trg"
  AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_order_version_bump();--> statement-breakpoint
-- `OF`: a checkout's stock update (stock_quantity, updated_at) does not even evaluate the condition.
CREATE TRIGGER "catalogue_order_version_products_update_trg"
  AFTER UPDATE OF "id", "is_active", "category", "price_paisa", "created_at", "published_at", "rating_avg", "review_count", "condition"
  ON "products"
  FOR EACH ROW WHEN (
    ROW(OLD.id, OLD.is_active, OLD.category, OLD.price_paisa, OLD.created_at, OLD.published_at, OLD.rating_avg,
        OLD.review_count, OLD.condition)
    IS DISTINCT FROM
    ROW(NEW.id, NEW.is_active, NEW.category, NEW.price_paisa, NEW.created_at, NEW.published_at, NEW.rating_avg,
        NEW.review_count, NEW.condition)
  )
  EXECUTE FUNCTION catalogue_order_version_bump();
