CREATE TABLE "member_dietary_profiles" (
	"member_id" text PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dietary_profile" jsonb;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "facts" jsonb;