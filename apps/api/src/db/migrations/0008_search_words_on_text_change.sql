-- The search vocabulary grows only when a book's searchable text changes. The statement trigger on UPDATE
-- ran for every update of products, stock decrements at checkout included (about half of that statement's
-- cost); a row trigger limited to the searchable columns never fires for them.
DROP TRIGGER IF EXISTS search_words_update_trg ON products;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_collect_row() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM regexp_split_to_table(NEW.search_text, '[\s!-/:-@\[-`{-~۔،؟“”‘’]+') AS w
  WHERE char_length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER search_words_update_trg
  AFTER UPDATE OF name, author, isbn, category, sub_categories, description ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION search_words_collect_row();
