ALTER TABLE "leads" ADD COLUMN "seller_email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "bathrooms" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "square_feet" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lot_size_sqft" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "estimated_value" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mortgage_balance" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "asking_price" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "occupancy" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "seller_notes" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_recording_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "dnc" boolean;