-- Every API process keeps the lead lists it served last (the anonymous marketplace, each key's pull
-- API pages) until leads or purchases change (src/db/table-changes.ts). Its own writes it sees
-- itself; this tells it about everyone else's: other processes, scripts, psql. One notification per
-- statement, sent at commit, and PostgreSQL folds the repeats of one transaction into one.
CREATE OR REPLACE FUNCTION lead_lists_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('lead_lists_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leads_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_lists_notify_change();
--> statement-breakpoint
CREATE TRIGGER lead_purchases_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lead_purchases
  FOR EACH STATEMENT EXECUTE FUNCTION lead_lists_notify_change();
