CREATE TABLE "dnc_lists" (
	"list" text PRIMARY KEY NOT NULL,
	"numbers" integer NOT NULL,
	"file_name" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dnc_numbers" (
	"phone" text NOT NULL,
	"list" text NOT NULL,
	CONSTRAINT "dnc_numbers_phone_list_pk" PRIMARY KEY("phone","list")
);
--> statement-breakpoint
ALTER TABLE "dnc_lists" ADD CONSTRAINT "dnc_lists_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;