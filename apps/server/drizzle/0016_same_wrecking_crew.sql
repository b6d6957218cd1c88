CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shops_point_idx" ON "shops" USING gist (point("lng", "lat"));