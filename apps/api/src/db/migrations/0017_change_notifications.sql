-- Several API processes on one database: each listens on these channels (src/db/change-feed.ts) and drops
-- what it cached when another process's change commits. pg_notify is transactional: it is sent at commit,
-- never for a rolled-back change. The payload is empty on purpose, so a transaction that bumps the version
-- once per changed book still sends one notification.
CREATE OR REPLACE FUNCTION catalogue_state_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('bookstore_catalogue', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- on the version row itself: every bump (the triggers of 0010, a migration's own update) is heard
CREATE TRIGGER catalogue_state_notify_trg
  AFTER UPDATE ON catalogue_state
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_settings_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('bookstore_settings', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER store_settings_notify_trg
  AFTER INSERT OR UPDATE OR DELETE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION store_settings_notify();
