ALTER TABLE "leads" ADD COLUMN "off_market_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "seller_details_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_off_market_idx" ON "leads" USING btree ("off_market_at") WHERE seller_details_erased_at is null and off_market_at is not null;--> statement-breakpoint
-- Leads already off the market: an expired premium lead left when it expired; for a withdrawn one
-- the moment was not recorded, so its clock starts now (kept longer, never shorter, than the rule).
UPDATE "leads" SET "off_market_at" = coalesce("expires_at", now()) WHERE "status" = 'expired';--> statement-breakpoint
UPDATE "leads" SET "off_market_at" = now() WHERE "status" = 'withdrawn';
