CREATE TABLE "provider_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" text PRIMARY KEY NOT NULL,
	"recharge_no" text NOT NULL,
	"member_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"pay_fen" bigint NOT NULL,
	"bonus_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"pay_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "recharges_recharge_no_unique" UNIQUE("recharge_no"),
	CONSTRAINT "recharges_status_check" CHECK ("recharges"."status" in ('unpaid','paid','closed')),
	CONSTRAINT "recharges_amount_check" CHECK ("recharges"."pay_fen" > 0 and "recharges"."bonus_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_ref" text PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recharge_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "recharges_member_idx" ON "recharges" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_seq_idx" ON "ledger_entries" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_cause_idx" ON "ledger_entries" USING btree ("cause_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_recharge_idx" ON "payments" USING btree ("recharge_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('balance','reward','points','points_pending','reward_pending','platform'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (("payments"."order_id" is null) <> ("payments"."recharge_id" is null));