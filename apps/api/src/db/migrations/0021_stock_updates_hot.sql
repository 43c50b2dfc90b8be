-- Each order takes its copies with an update of stock_quantity (and updated_at). With an index naming
-- stock_quantity, every such update wrote a new entry in each of the ~20 indexes of "products" (its GIN
-- search and trigram indexes too): about 320 buffers and 25 WAL records per update at 100,000 books. With
-- none, the update can be HOT (no index entry): about 96 buffers and 2 WAL records. The back office's
-- low-stock list, the only reader of this index, scans the table's main pages instead (the long columns
-- are stored apart, so a few hundred pages at 100,000 books).
DROP INDEX IF EXISTS "products_stock_idx";
