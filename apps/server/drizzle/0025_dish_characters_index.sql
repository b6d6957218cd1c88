-- Issue 17 (decision 0067): a search of one or two characters has no trigram, so the trigram index
-- narrows nothing and a character in no dish was a read of every dish (1.6 s at 1,000,000). Each
-- dish's characters, lower-cased, in a GIN index: the dishes holding a rare keyword's characters are
-- found there and the pattern tested on them. No pending list, as the other search indexes (0021).
CREATE INDEX IF NOT EXISTS "goods_search_chars_idx" ON "goods" USING gin (regexp_split_to_array(lower("search_text"), '')) WITH (fastupdate = off);
