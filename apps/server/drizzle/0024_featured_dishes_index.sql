-- Issue 17 (decision 0066): goods/featuredList asks for the platform's few featured dishes; without an index
-- it read every dish of the city (150 ms at 1,000,000 dishes) to find none or a handful.
CREATE INDEX "goods_featured_idx" ON "goods" USING btree ("shop_id") WHERE "goods"."featured";