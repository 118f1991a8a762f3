CREATE TABLE "seller_opt_out_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"added_by" uuid,
	"leads_withdrawn" integer DEFAULT 0 NOT NULL,
	"buyers_notified" integer DEFAULT 0 NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "seller_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_opt_outs" ADD CONSTRAINT "seller_opt_outs_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_opt_out_codes_expires_at_idx" ON "seller_opt_out_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "seller_opt_outs_opted_out_at_idx" ON "seller_opt_outs" USING btree ("opted_out_at" DESC NULLS LAST);