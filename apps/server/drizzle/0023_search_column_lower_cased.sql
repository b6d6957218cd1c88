-- Issue 17 (decision 0063): a keyword's ring tests the keyword on each shop it reads, and ILIKE
-- lower-cased the name text of every shop tested (most of the statement's time). The joined search
-- column is now lower-cased when the shop is written and the keyword tested with LIKE against the
-- pattern PostgreSQL lower-cases: what ILIKE does to both sides, once per shop instead of per test.
-- A generated column's expression cannot be altered here: the column and the two indexes holding it
-- (migrations 0020 and 0022) are made again.
DROP INDEX IF EXISTS "shops_point_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shops_search_all_trgm_idx";--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "search_all";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_all" text GENERATED ALWAYS AS (lower("search_text" || E'\x1f' || "cuisine")) STORED;--> statement-breakpoint
CREATE INDEX "shops_search_all_trgm_idx" ON "shops" USING gin ("search_all" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "shops_point_idx" ON "shops" USING gist (point("lng", "lat")) INCLUDE ("id", "lng", "lat", "type", "operating", "open_week", "suspended_at", "search_all");
