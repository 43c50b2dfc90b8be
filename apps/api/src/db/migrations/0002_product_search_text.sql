-- Keeps products.search_text in step with the searchable fields, whoever writes the row.
-- (A generated column cannot do this: array_to_string is not immutable.)
CREATE OR REPLACE FUNCTION products_search_text_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_text := lower(
    coalesce(NEW.name, '') || ' ' || coalesce(NEW.author, '') || ' ' || coalesce(NEW.isbn, '') || ' ' ||
    coalesce(NEW.category, '') || ' ' || coalesce(array_to_string(NEW.sub_categories, ' '), '') || ' ' ||
    coalesce(NEW.description, '')
  );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_text_trg
  BEFORE INSERT OR UPDATE OF name, author, isbn, category, sub_categories, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text_refresh();
