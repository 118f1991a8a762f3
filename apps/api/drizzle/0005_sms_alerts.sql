ALTER TABLE "users" ADD COLUMN "alert_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sms_alert_at" timestamp with time zone;