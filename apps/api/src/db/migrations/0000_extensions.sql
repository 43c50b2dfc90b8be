-- pg_trgm powers the fuzzy, index-backed catalogue search (drizzle-kit never writes CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
