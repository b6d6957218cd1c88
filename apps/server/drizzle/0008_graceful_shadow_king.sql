CREATE TABLE "affiliate_members" (
	"member_id" text PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" DROP CONSTRAINT "favourites_kind_check";--> statement-breakpoint
ALTER TABLE "favourites" DROP CONSTRAINT "favourites_target_check";--> statement-breakpoint
ALTER TABLE "favourites" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_mall_unique" ON "favourites" USING btree ("member_id","goods_id") WHERE "favourites"."kind" = 'mall';--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_kind_check" CHECK ("favourites"."kind" in ('goods','shop','mall'));--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_target_check" CHECK (("favourites"."kind" = 'goods' and "favourites"."goods_id" is not null and "favourites"."shop_id" is not null) or ("favourites"."kind" = 'shop' and "favourites"."goods_id" is null and "favourites"."shop_id" is not null) or ("favourites"."kind" = 'mall' and "favourites"."goods_id" is not null and "favourites"."shop_id" is null));--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_retired_check" CHECK ("mall_goods"."retired_at" is null or not "mall_goods"."enabled");