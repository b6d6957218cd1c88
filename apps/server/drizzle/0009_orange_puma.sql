CREATE TABLE "affiliate_members" (
	"member_id" text PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
