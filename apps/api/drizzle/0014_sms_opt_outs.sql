CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"keyword" text,
	"opted_out_at" timestamp with time zone NOT NULL
);
