ALTER TABLE "coupon_pack_purchases" DROP CONSTRAINT "coupon_pack_purchases_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_target_check";--> statement-breakpoint
ALTER TABLE "coupon_pack_purchases" ALTER COLUMN "paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_pack_purchases" ADD COLUMN "pay_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_id" text;--> statement-breakpoint
CREATE INDEX "coupon_pack_purchases_pending_idx" ON "coupon_pack_purchases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_target_idx" ON "payments" USING btree ("target_kind","target_id");--> statement-breakpoint
ALTER TABLE "coupon_pack_purchases" ADD CONSTRAINT "coupon_pack_purchases_status_check" CHECK ("coupon_pack_purchases"."status" in ('pending','paid','refunded','closed') and ("coupon_pack_purchases"."status" in ('pending','closed')) = ("coupon_pack_purchases"."paid_at" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_kind_check" CHECK (("payments"."target_kind" is null) = ("payments"."target_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (num_nonnulls("payments"."order_id", "payments"."recharge_id", "payments"."target_id") = 1);