-- Issue 17 (decision 0052): near me tested every shop's opening hours by taking its jsonb apart for each
-- row a query looked at (~14 us a row, most of a page's database time at 100,000 shops). The hours are
-- now also kept as the minutes of the week they cover (0 = Sunday 00:00, Shanghai), worked out when a
-- shop is written: a query asks `open_week @> minute`. The same rule as domain shopOpenState: a span
-- starts on its `days` (every day without them) at open and runs (close - open) minutes, past midnight
-- when close <= open, all day when equal; a malformed span counts for nothing.
CREATE OR REPLACE FUNCTION shop_open_week(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  with spans as (
    select split_part(h->>'open', ':', 1)::int * 60 + split_part(h->>'open', ':', 2)::int as s,
           split_part(h->>'close', ':', 1)::int * 60 + split_part(h->>'close', ':', 2)::int as e,
           coalesce(nullif(h->'days', 'null'::jsonb), '[0,1,2,3,4,5,6]'::jsonb) as days
    from jsonb_array_elements(case when jsonb_typeof(hours) = 'array' then hours else '[]'::jsonb end) as span(h)
    where jsonb_typeof(h) = 'object'
      and coalesce(h->>'open', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and coalesce(h->>'close', '') ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
  ), valid as (
    select s, case when e > s then e - s else e + 1440 - s end as len, days from spans
    where jsonb_typeof(days) = 'array'
      and not exists (
        select 1 from jsonb_array_elements(days) as x(d)
        where case when jsonb_typeof(d) = 'number' then d::numeric not in (0, 1, 2, 3, 4, 5, 6) else true end
      )
  ), starts as (
    select d::numeric::int * 1440 + s as a, len from valid, jsonb_array_elements(days) as x(d)
  )
  select coalesce(range_agg(r), '{}'::int4multirange) from (
    select int4range(a, least(a + len, 10080)) as r from starts
    union all
    -- Saturday's night runs into Sunday morning: the part past the week's end starts it again
    select int4range(0, a + len - 10080) from starts where a + len > 10080
  ) as pieces
$$;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "open_week" int4multirange GENERATED ALWAYS AS (shop_open_week("hours")) STORED;--> statement-breakpoint
-- A keyword matched the name text or the cuisine: two trigram indexes, and the cuisine's (ten-odd
-- values over every shop) read ~10,000 entries per trigram. One column holding both, split by a
-- character no keyword holds (a keyword with it falls back to the two columns), and one index.
ALTER TABLE "shops" ADD COLUMN "search_all" text GENERATED ALWAYS AS ("search_text" || E'\x1f' || "cuisine") STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_all_trgm_idx" ON "shops" USING gin ("search_all" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "shops_cuisine_trgm_idx";
