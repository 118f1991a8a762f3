ALTER TYPE "public"."payment_kind" ADD VALUE 'plan_change';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'credit_pack';--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'credit_pack';--> statement-breakpoint
CREATE TABLE "credit_pack_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credit_pack_id" uuid NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"pay_with" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_credits_positive" CHECK ("credit_packs"."credits" > 0),
	CONSTRAINT "credit_packs_price_positive" CHECK ("credit_packs"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_commissions" DROP CONSTRAINT "affiliate_commissions_one_source";--> statement-breakpoint
DROP INDEX "payments_one_pending_subscription";--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "credit_pack_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "saved_searches_limit" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "text_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "api_keys_limit" integer DEFAULT 2;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "webhook_endpoints_limit" integer DEFAULT 2;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "team_seats" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "premium_credit_grants" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_pack_purchases" ADD CONSTRAINT "credit_pack_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_pack_purchases" ADD CONSTRAINT "credit_pack_purchases_credit_pack_id_credit_packs_id_fk" FOREIGN KEY ("credit_pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_pack_purchases" ADD CONSTRAINT "credit_pack_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_pack_purchases_user_idx" ON "credit_pack_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_packs_plan_idx" ON "credit_packs" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_credit_pack_purchase_id_credit_pack_purchases_id_fk" FOREIGN KEY ("credit_pack_purchase_id") REFERENCES "public"."credit_pack_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_credit_pack_key" ON "affiliate_commissions" USING btree ("credit_pack_purchase_id") WHERE kind = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_subscription" ON "payments" USING btree ("user_id") WHERE status = 'pending' and kind <> 'topup';--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_one_source" CHECK (num_nonnulls("affiliate_commissions"."payment_id", "affiliate_commissions"."lead_purchase_id", "affiliate_commissions"."credit_pack_purchase_id") = 1);--> statement-breakpoint
-- Decision 029: Basic has one saved search with e-mail alerts and no text alerts (Pro sells those);
-- Enterprise is unlimited. Plans the team created keep the column defaults.
UPDATE "plans" SET "saved_searches_limit" = 1, "text_alerts" = false, "api_keys_limit" = 2, "webhook_endpoints_limit" = 2, "team_seats" = 1 WHERE "package_key" = 'basic';--> statement-breakpoint
UPDATE "plans" SET "saved_searches_limit" = 25, "text_alerts" = true, "api_keys_limit" = 10, "webhook_endpoints_limit" = 10, "team_seats" = 3 WHERE "package_key" = 'pro';--> statement-breakpoint
UPDATE "plans" SET "saved_searches_limit" = NULL, "text_alerts" = true, "api_keys_limit" = NULL, "webhook_endpoints_limit" = NULL, "team_seats" = 10 WHERE "package_key" = 'enterprise';--> statement-breakpoint
INSERT INTO "credit_packs" ("plan_id", "credits", "price_cents")
  SELECT "id", CASE "package_key" WHEN 'basic' THEN 10 ELSE 25 END, CASE "package_key" WHEN 'basic' THEN 4900 ELSE 8900 END
  FROM "plans" WHERE "package_key" IN ('basic', 'pro') AND "price_cents" > 0;--> statement-breakpoint
-- Decision 029: the pricing cards now list credits and entitlements from their columns, and show 40
-- characters of the details. The seeded plans lose the benefit lines that repeated them and get
-- details that read whole within 40; only rows still holding the old seed text, so the team's edits stay.
UPDATE "plans" SET "details" = '25 fresh motivated-seller leads a month' WHERE "package_key" = 'basic' AND "occurrence" = 'monthly' AND "details" = 'Start closing with 25 fresh premium motivated-seller leads every month.';--> statement-breakpoint
UPDATE "plans" SET "benefits" = '[{"id":"1","benefit":"Full seller name, phone and property address"},{"id":"2","benefit":"CSV export for any CRM"},{"id":"3","benefit":"Google Sheet and Go High Level delivery"},{"id":"4","benefit":"Replacement for bad premium leads"}]'::jsonb WHERE "package_key" = 'basic' AND "occurrence" = 'monthly' AND "benefits" = '[{"id":"1","benefit":"25 premium lead credits every month"},{"id":"2","benefit":"Full seller name, phone and property address"},{"id":"3","benefit":"CSV export for any CRM"},{"id":"4","benefit":"Webhook API, Google Sheet and Go High Level delivery"},{"id":"5","benefit":"Replacement for bad premium leads"}]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "details" = '25 fresh leads a month, two months free' WHERE "package_key" = 'basic' AND "occurrence" = 'yearly' AND "details" = 'Start closing with 25 fresh premium motivated-seller leads every month, billed yearly.';--> statement-breakpoint
UPDATE "plans" SET "benefits" = '[{"id":"1","benefit":"Two months free compared with monthly billing"},{"id":"2","benefit":"CSV export for any CRM"},{"id":"3","benefit":"Google Sheet and Go High Level delivery"},{"id":"4","benefit":"Replacement for bad premium leads"}]'::jsonb WHERE "package_key" = 'basic' AND "occurrence" = 'yearly' AND "benefits" = '[{"id":"1","benefit":"25 premium lead credits every month"},{"id":"2","benefit":"Two months free compared with monthly billing"},{"id":"3","benefit":"CSV export for any CRM"},{"id":"4","benefit":"Webhook API, Google Sheet and Go High Level delivery"},{"id":"5","benefit":"Replacement for bad premium leads"}]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "details" = '100 leads a month for active wholesalers' WHERE "package_key" = 'pro' AND "occurrence" = 'monthly' AND "details" = 'For active wholesalers: 100 premium leads a month and first look at new uploads.';--> statement-breakpoint
UPDATE "plans" SET "benefits" = '[{"id":"1","benefit":"Google Sheet and Go High Level delivery"},{"id":"2","benefit":"Priority support from our acquisitions team"}]'::jsonb WHERE "package_key" = 'pro' AND "occurrence" = 'monthly' AND "benefits" = '[{"id":"1","benefit":"100 premium lead credits every month"},{"id":"2","benefit":"New-lead alerts by email and text"},{"id":"3","benefit":"Saved searches by state, city, ZIP and radius"},{"id":"4","benefit":"Webhook API, Google Sheet and Go High Level delivery"},{"id":"5","benefit":"Priority support from our acquisitions team"}]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "details" = '100 leads a month, two months free' WHERE "package_key" = 'pro' AND "occurrence" = 'yearly' AND "details" = 'For active wholesalers: 100 premium leads a month, billed yearly with two months free.';--> statement-breakpoint
UPDATE "plans" SET "benefits" = '[{"id":"1","benefit":"Two months free compared with monthly billing"},{"id":"2","benefit":"Priority support from our acquisitions team"}]'::jsonb WHERE "package_key" = 'pro' AND "occurrence" = 'yearly' AND "benefits" = '[{"id":"1","benefit":"100 premium lead credits every month"},{"id":"2","benefit":"Two months free compared with monthly billing"},{"id":"3","benefit":"New-lead alerts by email and text"},{"id":"4","benefit":"Saved searches by state, city, ZIP and radius"},{"id":"5","benefit":"Priority support from our acquisitions team"}]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "details" = 'Custom volume and exclusive territories' WHERE "package_key" = 'enterprise' AND "occurrence" = 'monthly' AND "details" = 'Teams and funds buying in several markets: custom volume, exclusive territories.';--> statement-breakpoint
UPDATE "plans" SET "benefits" = '[{"id":"1","benefit":"Custom lead volume on request"},{"id":"2","benefit":"Exclusive-lead allocations by market"},{"id":"3","benefit":"Dedicated account manager"},{"id":"4","benefit":"CRM onboarding for your team"}]'::jsonb WHERE "package_key" = 'enterprise' AND "occurrence" = 'monthly' AND "benefits" = '[{"id":"1","benefit":"Custom premium lead volume"},{"id":"2","benefit":"Exclusive-lead allocations by market"},{"id":"3","benefit":"Dedicated account manager"},{"id":"4","benefit":"Team seats and CRM onboarding"}]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "details" = 'Custom volume and exclusive territories' WHERE "package_key" = 'enterprise' AND "occurrence" = 'yearly' AND "details" = 'Teams and funds buying in several markets: custom volume, exclusive territories.';--> statement-breakpoint
UPDATE "plans" SET "benefits" = '[{"id":"1","benefit":"Custom lead volume on request"},{"id":"2","benefit":"Exclusive-lead allocations by market"},{"id":"3","benefit":"Dedicated account manager"},{"id":"4","benefit":"CRM onboarding for your team"}]'::jsonb WHERE "package_key" = 'enterprise' AND "occurrence" = 'yearly' AND "benefits" = '[{"id":"1","benefit":"Custom premium lead volume"},{"id":"2","benefit":"Exclusive-lead allocations by market"},{"id":"3","benefit":"Dedicated account manager"},{"id":"4","benefit":"Team seats and CRM onboarding"}]'::jsonb;
