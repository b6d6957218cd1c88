-- Issue 17: shop/search and near me with keywords match '%words%' in names of every language
-- (Chinese and Latin scripts). Trigram GIN indexes serve ILIKE patterns; drizzle cannot declare them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_text_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_cuisine_trgm_idx" ON "shops" USING gin ("cuisine" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_text_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);
