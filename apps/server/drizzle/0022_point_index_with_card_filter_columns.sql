-- Issue 17 (decision 0056): near me's and search's nearest-first page reads the shops of a ring in
-- the point index's order, testing each for the filters and the open phase, then every shop within
-- the page's bound. The index held only the point: each shop looked at was a heap page (250-500 per
-- page for a common search word at 100,000 shops). It now also holds the columns those two steps
-- test, so both are index-only scans and the card columns are read for the page's rows alone.
DROP INDEX IF EXISTS "shops_point_idx";--> statement-breakpoint
CREATE INDEX "shops_point_idx" ON "shops" USING gist (point("lng", "lat")) INCLUDE ("id", "lng", "lat", "type", "operating", "open_week", "suspended_at", "search_all");
