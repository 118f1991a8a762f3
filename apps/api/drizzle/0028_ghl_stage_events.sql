CREATE TYPE "public"."ghl_event_outcome" AS ENUM('changed', 'unchanged', 'stale', 'unknown_stage', 'unknown_opportunity', 'not_in_pipeline');--> statement-breakpoint
ALTER TYPE "public"."pipeline_source" ADD VALUE 'go_high_level';--> statement-breakpoint
CREATE TABLE "ghl_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" text NOT NULL,
	"location_id" text NOT NULL,
	"opportunity_id" text NOT NULL,
	"contact_id" text,
	"pipeline_stage_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" "ghl_event_outcome" NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD COLUMN "ghl_contact_id" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "stage_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "status_occurred_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_stage_events_webhook_key" ON "ghl_stage_events" USING btree ("webhook_id");--> statement-breakpoint
CREATE INDEX "ghl_stage_events_location_idx" ON "ghl_stage_events" USING btree ("location_id","received_at");--> statement-breakpoint
CREATE INDEX "integration_deliveries_ghl_contact_idx" ON "integration_deliveries" USING btree ("ghl_contact_id") WHERE ghl_contact_id is not null;