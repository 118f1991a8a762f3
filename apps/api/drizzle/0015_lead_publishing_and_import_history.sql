CREATE TABLE "import_rejected_rows" (
	"batch_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"errors" text[] NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "import_rejected_rows_batch_id_line_pk" PRIMARY KEY("batch_id","line")
);
--> statement-breakpoint
DROP INDEX "leads_phone_key_idx";--> statement-breakpoint
DROP INDEX "leads_address_key_idx";--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "import_rejected_rows" ADD CONSTRAINT "import_rejected_rows_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_phone_address_key_idx" ON "leads" USING btree ("phone_key","address_key");--> statement-breakpoint
CREATE INDEX "leads_import_batch_idx" ON "leads" USING btree ("import_batch_id") WHERE import_batch_id is not null;--> statement-breakpoint
-- Seller phones in E.164 (docs/decisions/022): a US number of 10 digits, or 11 starting with 1,
-- whatever its punctuation, becomes +1 and its 10 digits; its duplicate key follows. Anything else
-- is left as typed and counted below, for the team to correct by hand.
UPDATE "leads"
SET "lead_phone" = '+1' || right(regexp_replace("lead_phone", '\D', '', 'g'), 10),
    "phone_key" = '+1' || right(regexp_replace("lead_phone", '\D', '', 'g'), 10)
WHERE regexp_replace("lead_phone", '\D', '', 'g') ~ '^1?[2-9][0-9]{2}[2-9][0-9]{6}$'
  AND ("lead_phone" !~ '^\+1[0-9]{10}$' OR "phone_key" <> "lead_phone");--> statement-breakpoint
DO $$
DECLARE
  left_as_typed integer;
BEGIN
  SELECT count(*) INTO left_as_typed FROM "leads" WHERE "lead_phone" !~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$';
  IF left_as_typed > 0 THEN
    RAISE NOTICE '% lead phone(s) are not US numbers and were left as typed: select id, lead_phone from leads where lead_phone !~ ''^\+1[0-9]{10}$''', left_as_typed;
  END IF;
END $$;--> statement-breakpoint
-- Replacement decisions were written down as refund requests: they get their own kind.
UPDATE "audit_log"
SET "entity" = 'replacement_request'
WHERE "entity" = 'refund_request'
  AND "entity_id" IN (SELECT "id"::text FROM "refund_requests" WHERE "kind" = 'replacement');
