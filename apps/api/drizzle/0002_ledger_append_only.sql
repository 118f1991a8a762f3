-- The wallet ledger is append-only (DESIGN.md section 5): a correction or refund is a new,
-- reversing entry, never an edit. This holds whatever code or person talks to the database.
CREATE OR REPLACE FUNCTION wallet_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only: add a reversing entry instead of % on it', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only
  BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate
  BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_refuse_change();
