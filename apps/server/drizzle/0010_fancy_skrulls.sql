CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"actor" jsonb NOT NULL,
	"order_id" text,
	"expires_at" timestamp with time zone NOT NULL
);
