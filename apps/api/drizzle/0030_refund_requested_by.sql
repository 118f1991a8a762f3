ALTER TABLE "refund_requests" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Requests filed before teams were filed by the account itself (decision 036).
UPDATE "refund_requests" SET "requested_by" = "user_id" WHERE "requested_by" IS NULL;
