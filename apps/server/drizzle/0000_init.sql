CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"title" jsonb NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	CONSTRAINT "cities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"gender" text DEFAULT 'secret' NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"door" text NOT NULL,
	"label" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"category_id" text NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_fen" bigint NOT NULL,
	"packing_fee_fen" bigint DEFAULT 0 NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"monthly_sales" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "goods_price_check" CHECK ("goods"."price_fen" >= 0 and "goods"."packing_fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_options" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text,
	"kind" text NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_nonnegative_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"username" text NOT NULL,
	"head_img" text,
	"sex" text DEFAULT 'secret' NOT NULL,
	"phone" text,
	"inviter_id" text,
	"is_new_people" boolean DEFAULT true NOT NULL,
	"is_remind_new_people" boolean DEFAULT true NOT NULL,
	"payment_password_hash" text,
	"payment_password_failures" integer DEFAULT 0 NOT NULL,
	"payment_password_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"options" jsonb NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"packing_fee_fen" bigint NOT NULL,
	"coupon_share_fen" bigint DEFAULT 0 NOT NULL,
	"full_reduction_share_fen" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"dining_option" text,
	"status" smallint NOT NULL,
	"goods_fen" bigint NOT NULL,
	"packing_fen" bigint NOT NULL,
	"coupon_fen" bigint DEFAULT 0 NOT NULL,
	"full_reduction_fen" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_fen" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_before_subsidy_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint NOT NULL,
	"balance_used_fen" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"pay_type" text,
	"paid_at" timestamp with time zone,
	"eta_at" timestamp with time zone,
	"pay_deadline_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"contact_phone" text NOT NULL,
	"delivery_helper" text DEFAULT 'platform' NOT NULL,
	"address" jsonb,
	"distance_meters" integer,
	"courier_name" text,
	"courier_phone" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK (status in (1,2,3,4,5,6,7,8,9,10,11,12)),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('delivery', 'pickup')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."total_fen" >= 0 and "orders"."paid_fen" >= 0 and "orders"."refunded_fen" >= 0 and "orders"."refunded_fen" <= "orders"."paid_fen")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_no" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending','succeeded','failed')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"member_id" text NOT NULL,
	"pay_type" text NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_trade_no" text,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created','pending','succeeded','failed','closed')),
	CONSTRAINT "payments_pay_type_check" CHECK ("payments"."pay_type" in ('balance','wechat','alipay','card')),
	CONSTRAINT "payments_refund_check" CHECK ("payments"."refunded_fen" >= 0 and "payments"."refunded_fen" <= "payments"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"pay_type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_trades_merchant_ref_unique" UNIQUE("merchant_ref")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_subject_type_check" CHECK ("sessions"."subject_type" in ('member', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"city_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"cuisine" text NOT NULL,
	"tastes" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"operating" boolean DEFAULT true NOT NULL,
	"supports_delivery" boolean DEFAULT true NOT NULL,
	"supports_pickup" boolean DEFAULT true NOT NULL,
	"minimum_order_fen" bigint DEFAULT 0 NOT NULL,
	"base_delivery_fee_fen" bigint DEFAULT 500 NOT NULL,
	"per_km_fee_fen" bigint DEFAULT 100 NOT NULL,
	"delivery_range_meters" integer DEFAULT 5000 NOT NULL,
	"delivery_subsidy_fen" bigint DEFAULT 0 NOT NULL,
	"full_reduction_tiers" jsonb NOT NULL,
	"rating" integer DEFAULT 45 NOT NULL,
	"monthly_sales" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_key_unique" UNIQUE("key"),
	CONSTRAINT "shops_type_check" CHECK ("shops"."type" in ('western','asian','halal','buffet','chain','fast_food','drink','diet'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('merchant', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "staff_shops" (
	"staff_id" text NOT NULL,
	"shop_id" text NOT NULL,
	CONSTRAINT "staff_shops_staff_id_shop_id_pk" PRIMARY KEY("staff_id","shop_id")
);
--> statement-breakpoint
CREATE INDEX "delivery_addresses_member_idx" ON "delivery_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_shop_key_idx" ON "goods" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_option_groups_key_idx" ON "goods_option_groups" USING btree ("goods_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_options_key_idx" ON "goods_options" USING btree ("group_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_shop_key_idx" ON "menu_categories" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","updated_at");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event_idx" ON "payment_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city_id");