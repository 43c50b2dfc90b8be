CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_state_single_row_ck" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A book added or removed, and any write to the banners: once per statement (a bulk seed bumps once).
CREATE TRIGGER catalogue_version_products_rows_trg
  AFTER INSERT OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_hero_trg
  AFTER INSERT OR UPDATE OR DELETE ON hero_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
-- A book changed in a way a shopper can see. A sale that leaves copies in stock changes nothing shown
-- (the catalogue shows only whether a book is in stock), so checkout does not bump it; the last copy does.
CREATE TRIGGER catalogue_version_products_update_trg
  AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.stock_quantity > 0) IS DISTINCT FROM (NEW.stock_quantity > 0)
    OR (to_jsonb(OLD) - 'stock_quantity' - 'updated_at' - 'search_text' - 'sub_category_keys')
       IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity' - 'updated_at' - 'search_text' - 'sub_category_keys')
  )
  EXECUTE FUNCTION catalogue_version_bump();
