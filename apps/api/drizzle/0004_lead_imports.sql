CREATE TYPE "public"."import_batch_status" AS ENUM('queued', 'processing', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "import_batch_status" DEFAULT 'queued' NOT NULL,
	"csv" text NOT NULL,
	"default_lead_type" "lead_type",
	"default_price_cents" integer,
	"publish_mode" text NOT NULL,
	"publish_at" timestamp with time zone,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
