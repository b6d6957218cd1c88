ALTER TABLE "mall_categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_retired_check" CHECK ("mall_goods"."retired_at" is null or not "mall_goods"."enabled");