CREATE TABLE "coupon_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"source" text NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_member" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_campaigns_source_check" CHECK ("coupon_campaigns"."source" in ('campaign','merchant')),
	CONSTRAINT "coupon_campaigns_quantity_check" CHECK ("coupon_campaigns"."total" > 0 and "coupon_campaigns"."claimed" between 0 and "coupon_campaigns"."total" and "coupon_campaigns"."per_member" > 0 and "coupon_campaigns"."ends_at" > "coupon_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_order_benefits" (
	"order_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"counted_fen" bigint NOT NULL,
	"rebate_card_id" text,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_order_benefits_amount_check" CHECK ("coupon_order_benefits"."counted_fen" >= 0 and "coupon_order_benefits"."rebate_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_pack_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"pack_id" text NOT NULL,
	"count" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_pack_purchases_status_check" CHECK ("coupon_pack_purchases"."status" in ('paid','refunded')),
	CONSTRAINT "coupon_pack_purchases_amount_check" CHECK ("coupon_pack_purchases"."price_fen" > 0 and "coupon_pack_purchases"."refunded_fen" between 0 and "coupon_pack_purchases"."price_fen" and ("coupon_pack_purchases"."status" = 'refunded') = ("coupon_pack_purchases"."refunded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "coupon_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"count" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_packs_check" CHECK ("coupon_packs"."count" between 1 and 50 and "coupon_packs"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"rules" jsonb,
	"amount_fen" bigint NOT NULL,
	"percent_off" integer,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"shop_id" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_kind_check" CHECK ("coupon_templates"."kind" in ('delivery','shop','doubleDraw','rebateCard')),
	CONSTRAINT "coupon_templates_amount_check" CHECK ("coupon_templates"."amount_fen" >= 0 and "coupon_templates"."threshold_fen" >= 0 and ("coupon_templates"."amount_fen" > 0 or "coupon_templates"."percent_off" is not null or "coupon_templates"."kind" = 'doubleDraw')),
	CONSTRAINT "coupon_templates_percent_check" CHECK ("coupon_templates"."percent_off" is null or ("coupon_templates"."percent_off" between 1 and 99 and "coupon_templates"."kind" in ('shop','rebateCard'))),
	CONSTRAINT "coupon_templates_validity_check" CHECK (("coupon_templates"."valid_days" is not null and "coupon_templates"."valid_days" > 0 and "coupon_templates"."valid_from" is null and "coupon_templates"."valid_until" is null) or ("coupon_templates"."valid_days" is null and "coupon_templates"."valid_until" > "coupon_templates"."valid_from"))
);
--> statement-breakpoint
CREATE TABLE "draw_prizes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"template_id" text,
	"weight" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_prizes_kind_check" CHECK ("draw_prizes"."kind" in ('coupon','points','balance')),
	CONSTRAINT "draw_prizes_amount_check" CHECK ("draw_prizes"."weight" >= 0 and "draw_prizes"."amount" >= 0 and (("draw_prizes"."kind" = 'coupon') = ("draw_prizes"."template_id" is not null)) and ("draw_prizes"."kind" = 'coupon' or "draw_prizes"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"draw_no" integer NOT NULL,
	"prize_id" text NOT NULL,
	"prize_kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_no_check" CHECK ("draws"."draw_no" between 1 and 2),
	CONSTRAINT "draws_kind_check" CHECK ("draws"."prize_kind" in ('coupon','points','balance'))
);
--> statement-breakpoint
CREATE TABLE "ticket_progress" (
	"member_id" text PRIMARY KEY NOT NULL,
	"completed_fen" bigint DEFAULT 0 NOT NULL,
	"completed_orders" integer DEFAULT 0 NOT NULL,
	"friends_with_first_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_progress_check" CHECK ("ticket_progress"."completed_fen" >= 0 and "ticket_progress"."completed_orders" >= 0 and "ticket_progress"."friends_with_first_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_coupons" DROP CONSTRAINT "member_coupons_kind_check";--> statement-breakpoint
ALTER TABLE "member_coupons" DROP CONSTRAINT "member_coupons_status_check";--> statement-breakpoint
ALTER TABLE "member_coupons" DROP CONSTRAINT "member_coupons_source_check";--> statement-breakpoint
ALTER TABLE "member_coupons" DROP CONSTRAINT "member_coupons_amount_check";--> statement-breakpoint
ALTER TABLE "member_coupons" DROP CONSTRAINT "member_coupons_used_check";--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "purchase_id" text;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "draws_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_campaigns_open_idx" ON "coupon_campaigns" USING btree ("active","ends_at");--> statement-breakpoint
CREATE INDEX "coupon_order_benefits_member_idx" ON "coupon_order_benefits" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "coupon_pack_purchases_member_idx" ON "coupon_pack_purchases" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_ticket_no_idx" ON "draws" USING btree ("ticket_id","draw_no");--> statement-breakpoint
CREATE INDEX "draws_member_idx" ON "draws" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_coupons_campaign_idx" ON "member_coupons" USING btree ("campaign_id","member_id");--> statement-breakpoint
CREATE INDEX "member_coupons_purchase_idx" ON "member_coupons" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_percent_check" CHECK ("member_coupons"."percent_off" is null or ("member_coupons"."percent_off" between 1 and 99 and "member_coupons"."kind" in ('shop','rebateCard')));--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_draws_check" CHECK ("member_coupons"."draws_used" between 0 and 2);--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_kind_check" CHECK ("member_coupons"."kind" in ('delivery','shop','doubleDraw','rebateCard'));--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_status_check" CHECK ("member_coupons"."status" in ('unused','used','expired','refunded'));--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_source_check" CHECK ("member_coupons"."source" in ('new_member','invitation','draw','campaign','merchant','recharge','purchase','compensation','platform','spending'));--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_amount_check" CHECK ("member_coupons"."amount_fen" >= 0 and "member_coupons"."threshold_fen" >= 0 and "member_coupons"."valid_until" > "member_coupons"."valid_from" and ("member_coupons"."amount_fen" > 0 or "member_coupons"."percent_off" is not null or "member_coupons"."kind" = 'doubleDraw'));--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_check" CHECK ("member_coupons"."kind" = 'doubleDraw' or ("member_coupons"."status" = 'used') = ("member_coupons"."order_id" is not null));