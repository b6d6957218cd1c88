ALTER TABLE "coupon_pack_purchases" DROP CONSTRAINT "coupon_pack_purchases_status_check";--> statement-breakpoint
ALTER TABLE "mall_orders" DROP CONSTRAINT "mall_orders_status_check";--> statement-breakpoint
ALTER TABLE "mall_orders" DROP CONSTRAINT "mall_orders_shipped_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_target_check";--> statement-breakpoint
ALTER TABLE "coupon_pack_purchases" ALTER COLUMN "paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_pack_purchases" ADD COLUMN "pay_type" text;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "cash_paid_by" text DEFAULT 'balance';--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "pay_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_id" text;--> statement-breakpoint
CREATE INDEX "coupon_pack_purchases_pending_idx" ON "coupon_pack_purchases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_target_idx" ON "payments" USING btree ("target_kind","target_id");--> statement-breakpoint
ALTER TABLE "coupon_pack_purchases" ADD CONSTRAINT "coupon_pack_purchases_status_check" CHECK ("coupon_pack_purchases"."status" in ('pending','paid','refunded','closed') and ("coupon_pack_purchases"."status" in ('pending','closed')) = ("coupon_pack_purchases"."paid_at" is null));--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_unpaid_check" CHECK ("mall_orders"."status" <> 'unpaid' or ("mall_orders"."cash_paid_by" is null and "mall_orders"."pay_deadline_at" is not null));--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_status_check" CHECK ("mall_orders"."status" in ('unpaid','paid','shipped','completed','cancelled','after_sale','refunded'));--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_shipped_check" CHECK ("mall_orders"."status" in ('unpaid','paid','cancelled') or "mall_orders"."shipped_at" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_kind_check" CHECK (("payments"."target_kind" is null) = ("payments"."target_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (num_nonnulls("payments"."order_id", "payments"."recharge_id", "payments"."target_id") = 1);