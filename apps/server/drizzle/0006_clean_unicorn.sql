CREATE TABLE "favourites" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"shop_id" text NOT NULL,
	"goods_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_kind_check" CHECK ("favourites"."kind" in ('goods','shop')),
	CONSTRAINT "favourites_target_check" CHECK (("favourites"."kind" = 'goods' and "favourites"."goods_id" is not null) or ("favourites"."kind" = 'shop' and "favourites"."goods_id" is null))
);
--> statement-breakpoint
CREATE TABLE "wechat_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"withdrawal_no" text NOT NULL,
	"member_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"channel" text NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"status" text NOT NULL,
	"payout_reference" text,
	"reject_reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_withdrawal_no_unique" UNIQUE("withdrawal_no"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('reviewing','approved','rejected')),
	CONSTRAINT "withdrawals_channel_check" CHECK ("withdrawals"."channel" in ('alipay','wechat','bank')),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_fen" >= 1000)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "real_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "wx_open_id" text;--> statement-breakpoint
CREATE INDEX "favourites_member_idx" ON "favourites" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_goods_unique" ON "favourites" USING btree ("member_id","goods_id") WHERE "favourites"."kind" = 'goods';--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_shop_unique" ON "favourites" USING btree ("member_id","shop_id") WHERE "favourites"."kind" = 'shop';--> statement-breakpoint
CREATE INDEX "wechat_grants_open_id_idx" ON "wechat_grants" USING btree ("open_id","expires_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_wx_open_id_unique" UNIQUE("wx_open_id");