CREATE TABLE "loyalty_awards" (
	"order_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"inviter_id" text,
	"paid_fen" bigint NOT NULL,
	"points" bigint NOT NULL,
	"reward_fen" bigint NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"points_reversed" bigint DEFAULT 0 NOT NULL,
	"reward_reversed_fen" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credit_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_awards_status_check" CHECK ("loyalty_awards"."status" in ('pending','credited','reversed')),
	CONSTRAINT "loyalty_awards_amount_check" CHECK ("loyalty_awards"."paid_fen" >= 0 and "loyalty_awards"."refunded_fen" between 0 and "loyalty_awards"."paid_fen" and "loyalty_awards"."points_reversed" between 0 and "loyalty_awards"."points" and "loyalty_awards"."reward_reversed_fen" between 0 and "loyalty_awards"."reward_fen")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount_fen" bigint NOT NULL,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"shop_id" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" text,
	"used_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_kind_check" CHECK ("member_coupons"."kind" in ('delivery','shop')),
	CONSTRAINT "member_coupons_status_check" CHECK ("member_coupons"."status" in ('unused','used','expired')),
	CONSTRAINT "member_coupons_source_check" CHECK ("member_coupons"."source" in ('new_member','invitation','draw','campaign','merchant','recharge','purchase')),
	CONSTRAINT "member_coupons_amount_check" CHECK ("member_coupons"."amount_fen" > 0 and "member_coupons"."threshold_fen" >= 0 and "member_coupons"."valid_until" > "member_coupons"."valid_from"),
	CONSTRAINT "member_coupons_used_check" CHECK (("member_coupons"."status" = 'used') = ("member_coupons"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "refund_request_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"request_id" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_request_history_actor_check" CHECK ("refund_request_history"."actor_type" in ('member','merchant','platform','system'))
);
--> statement-breakpoint
CREATE TABLE "refund_request_items" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"gross_fen" bigint NOT NULL,
	"discount_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "refund_request_items_amount_check" CHECK ("refund_request_items"."quantity" > 0 and "refund_request_items"."discount_fen" >= 0 and "refund_request_items"."amount_fen" = "refund_request_items"."gross_fen" - "refund_request_items"."discount_fen" and "refund_request_items"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"member_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" smallint,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" bigint NOT NULL,
	"delivery_fee_fen" bigint DEFAULT 0 NOT NULL,
	"to_balance_fen" bigint DEFAULT 0 NOT NULL,
	"merchant_reject_reason" text,
	"platform_reject_reason" text,
	"order_status_before" smallint NOT NULL,
	"merchant_deadline_at" timestamp with time zone,
	"escalate_deadline_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "refund_requests_status_check" CHECK (status in (1,2,3,4,5,6,7)),
	CONSTRAINT "refund_requests_kind_check" CHECK ("refund_requests"."kind" in ('member','out_of_stock')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_fen" >= 0 and "refund_requests"."delivery_fee_fen" >= 0 and "refund_requests"."delivery_fee_fen" <= "refund_requests"."amount_fen" and "refund_requests"."to_balance_fen" >= 0 and "refund_requests"."to_balance_fen" <= "refund_requests"."amount_fen"),
	CONSTRAINT "refund_requests_reason_check" CHECK (("refund_requests"."kind" = 'member' and "refund_requests"."reason" between 9 and 20) or ("refund_requests"."kind" = 'out_of_stock' and "refund_requests"."reason" is null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"member_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_content_check" CHECK (char_length("reviews"."content") <= 140),
	CONSTRAINT "reviews_images_check" CHECK (jsonb_array_length("reviews"."images") <= 9),
	CONSTRAINT "reviews_reply_check" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") <= 300)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_url_unique" UNIQUE("url"),
	CONSTRAINT "uploads_owner_type_check" CHECK ("uploads"."owner_type" in ('member', 'staff')),
	CONSTRAINT "uploads_content_type_check" CHECK ("uploads"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."bytes" > 0 and "uploads"."width" > 0 and "uploads"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "gcj_lng" double precision;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "gcj_lat" double precision;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "place_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refund_request_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "superseded_by" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_polygon" jsonb;--> statement-breakpoint
CREATE INDEX "loyalty_awards_member_idx" ON "loyalty_awards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "loyalty_awards_inviter_idx" ON "loyalty_awards" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "member_coupons_order_idx" ON "member_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_request_history_request_idx" ON "refund_request_history" USING btree ("request_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_request_items_line_idx" ON "refund_request_items" USING btree ("request_id","order_item_id");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_shop_idx" ON "refund_requests" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_member_idx" ON "refund_requests" USING btree ("order_id") WHERE kind = 'member' and status in (1,2,3,4);--> statement-breakpoint
CREATE INDEX "reviews_shop_idx" ON "reviews" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_member_idx" ON "reviews" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_type","owner_id");--> statement-breakpoint
-- Added by hand: before this migration a member could hold several defaults; keep the newest one.
UPDATE "delivery_addresses" AS d SET "is_default" = false WHERE d."is_default" AND EXISTS (SELECT 1 FROM "delivery_addresses" AS n WHERE n."member_id" = d."member_id" AND n."is_default" AND (n."created_at", n."id") > (d."created_at", d."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_default_idx" ON "delivery_addresses" USING btree ("member_id") WHERE "delivery_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "payment_refunds_request_idx" ON "payment_refunds" USING btree ("refund_request_id");--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_gender_check" CHECK ("delivery_addresses"."gender" in ('male', 'female', 'secret'));--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_label_check" CHECK ("delivery_addresses"."label" is null or "delivery_addresses"."label" in ('home', 'company', 'school'));--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_gcj_check" CHECK (("delivery_addresses"."gcj_lng" is null) = ("delivery_addresses"."gcj_lat" is null));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_quantity_check" CHECK ("order_items"."refunded_quantity" >= 0 and "order_items"."refunded_quantity" <= "order_items"."quantity");