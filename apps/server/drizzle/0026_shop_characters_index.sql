-- Issue 17 (decision 0068): the shops' half of a search of one or two characters. Such a keyword has
-- no trigram, so the trigram index narrows nothing and a character in no shop's name was a read of
-- every shop's search text (60-100 ms at 100,000 shops, for any caller). Each shop's characters (the
-- search column is lower-cased when the shop is written, migration 0023) in a GIN index, as the
-- dishes' (0025): a rare keyword's shops are found there and the pattern tested on them.
CREATE INDEX IF NOT EXISTS "shops_search_chars_idx" ON "shops" USING gin (regexp_split_to_array("search_all", '')) WITH (fastupdate = off);
