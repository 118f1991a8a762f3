CREATE TYPE "public"."affiliate_commission_kind" AS ENUM('earned', 'reversed', 'restored');--> statement-breakpoint
CREATE TYPE "public"."payment_reversal_kind" AS ENUM('dispute', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_reversal_state" AS ENUM('disputed', 'charged_back', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_reversal_status" AS ENUM('open', 'won', 'lost', 'refunded');--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'chargeback';--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'chargeback_restored';--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'provider_refund';--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'debt_repayment';--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"payment_method_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" "payment_reversal_kind" NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_reversal_status" NOT NULL,
	"suspended_subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payment_reversals_amount_positive" CHECK ("payment_reversals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"card_fingerprint" text,
	"payment_customer_id" text,
	"payment_id" uuid NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "affiliate_commissions_payment_key";--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "kind" "affiliate_commission_kind" DEFAULT 'earned' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "lead_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "reversal_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "refund_request_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "payable_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal" "payment_reversal_state";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "reversal_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "debt_change_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "debt_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_canonical" text GENERATED ALWAYS AS (case when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com')
          then replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
          else split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email)), '@', 2) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_cards_fingerprint_idx" ON "payment_cards" USING btree ("fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reversals_reference_key" ON "payment_reversals" USING btree ("kind","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_reversals_payment_idx" ON "payment_reversals" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_email_key" ON "promo_redemptions" USING btree ("code","email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_card_key" ON "promo_redemptions" USING btree ("code","card_fingerprint") WHERE card_fingerprint is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_customer_key" ON "promo_redemptions" USING btree ("code","payment_customer_id") WHERE payment_customer_id is not null;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_lead_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("lead_purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_reversal_id_payment_reversals_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."payment_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reversal_id_payment_reversals_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."payment_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_purchase_key" ON "affiliate_commissions" USING btree ("lead_purchase_id") WHERE kind = 'earned';--> statement-breakpoint
CREATE INDEX "wallet_entries_payment_idx" ON "wallet_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "users_email_canonical_idx" ON "users" USING btree ("email_canonical");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_payment_key" ON "affiliate_commissions" USING btree ("payment_id") WHERE kind = 'earned';--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_one_source" CHECK (("affiliate_commissions"."payment_id" is null) <> ("affiliate_commissions"."lead_purchase_id" is null));--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_sign" CHECK (case "affiliate_commissions"."kind" when 'reversed' then "affiliate_commissions"."amount_cents" <= 0 else "affiliate_commissions"."amount_cents" >= 0 end);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_within_amount" CHECK ("payments"."reversed_cents" between 0 and "payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_debt_not_negative" CHECK ("wallets"."debt_cents" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_no_balance_while_in_debt" CHECK ("wallets"."balance_cents" = 0 or "wallets"."debt_cents" = 0);--> statement-breakpoint
-- hand-written below
-- Commissions earned before this migration are held like new ones: 30 days from when they were
-- earned (docs/product.md §14), not 30 days from the migration.
UPDATE "affiliate_commissions" SET "payable_at" = "created_at" + interval '30 days';
