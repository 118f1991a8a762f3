CREATE TYPE "public"."deal_type" AS ENUM('assignment', 'double_close', 'flip', 'listing');--> statement-breakpoint
CREATE TYPE "public"."pipeline_status" AS ENUM('new', 'contacted', 'appointment_set', 'offer_made', 'under_contract', 'closed', 'dead');--> statement-breakpoint
CREATE TYPE "public"."pipeline_source" AS ENUM('app', 'api');--> statement-breakpoint
CREATE TABLE "pipeline_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_purchase_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_purchase_id" uuid NOT NULL,
	"from_status" "pipeline_status" NOT NULL,
	"to_status" "pipeline_status" NOT NULL,
	"note" text,
	"deal_type" "deal_type",
	"revenue_cents" integer,
	"actor_user_id" uuid NOT NULL,
	"source" "pipeline_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "pipeline_status" "pipeline_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "follow_up_reminded_for" date;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "deal_type" "deal_type";--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "revenue_cents" integer;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_lead_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("lead_purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_status_changes" ADD CONSTRAINT "pipeline_status_changes_lead_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("lead_purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_status_changes" ADD CONSTRAINT "pipeline_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_notes_purchase_idx" ON "pipeline_notes" USING btree ("lead_purchase_id","created_at");--> statement-breakpoint
CREATE INDEX "pipeline_status_changes_purchase_idx" ON "pipeline_status_changes" USING btree ("lead_purchase_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_purchases_follow_up_idx" ON "lead_purchases" USING btree ("follow_up_on","user_id") WHERE reversed_at is null and follow_up_on is not null;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_revenue_check" CHECK ("lead_purchases"."revenue_cents" >= 0);