-- Several API processes on one database: each listens on these channels (src/db/change-feed.ts) and drops
-- what it cached when another process's change commits. pg_notify is transactional: it is sent at commit,
-- never for a rolled-back change. The payload is empty on purpose, so a transaction that bumps the version
-- once per changed book still sends one notification. The channel is the trigger's argument.
CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- on the version row itself: every bump (the triggers of 0010, a migration's own update) is heard
CREATE TRIGGER catalogue_state_notify_trg
  AFTER UPDATE ON catalogue_state
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('bookstore_catalogue');--> statement-breakpoint
CREATE TRIGGER store_settings_notify_trg
  AFTER INSERT OR UPDATE OR DELETE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('bookstore_settings');
