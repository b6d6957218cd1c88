-- Issue 17 (decision 0054): the trigram indexes that search reads kept their new entries in GIN's pending
-- list (fastupdate, on by default) until a vacuum or 4 MB of them; every search then read the whole
-- list besides the index: at 1,000,000 dishes 225 pages, 3.7 of the 3.7 ms a keyword without dishes
-- took. Shops and dishes are written rarely and searched all the time: their entries go into the
-- index when written, and what is pending now is moved in.
ALTER INDEX "goods_search_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "shops_search_all_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "shops_search_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('goods_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('shops_search_all_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('shops_search_text_trgm_idx'::regclass);
