DROP INDEX "lead_purchases_user_created_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "lead_purchase_id" uuid;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_purchase_idx" ON "webhook_deliveries" USING btree ("lead_purchase_id") WHERE lead_purchase_id is not null;--> statement-breakpoint
-- hand-written below: the member's list of purchases still owned stays an index-only read (0006).
CREATE INDEX "lead_purchases_user_created_idx" ON "lead_purchases" USING btree ("user_id","created_at","id") INCLUDE ("lead_type") WHERE reversed_at is null;--> statement-breakpoint
-- Deliveries written before this migration: their purchase, from the buyer and the lead they carry.
UPDATE "webhook_deliveries" d SET "lead_purchase_id" = p."id"
FROM "webhook_endpoints" e, "lead_purchases" p
WHERE d."event_type" = 'lead.purchased' AND e."id" = d."endpoint_id" AND p."user_id" = e."user_id"
  AND p."lead_id"::text = d."payload"->'data'->>'id';--> statement-breakpoint
-- Reversed purchases waiting to be delivered or retried are never sent (issue 15.2).
UPDATE "webhook_deliveries" d SET "status" = 'dead', "next_attempt_at" = NULL,
  "last_error" = 'This purchase was refunded or replaced, so the lead is no longer delivered.'
FROM "lead_purchases" p
WHERE p."id" = d."lead_purchase_id" AND p."reversed_at" IS NOT NULL AND d."status" IN ('pending', 'failed');--> statement-breakpoint
UPDATE "integration_deliveries" d SET "status" = 'dead', "next_attempt_at" = NULL,
  "last_error" = 'This purchase was refunded or replaced, so the lead is no longer delivered.'
FROM "lead_purchases" p
WHERE p."id" = d."lead_purchase_id" AND p."reversed_at" IS NOT NULL AND d."status" IN ('pending', 'failed');
