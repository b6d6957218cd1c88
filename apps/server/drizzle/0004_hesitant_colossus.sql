CREATE TABLE "mall_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"goods_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_cart_lines_number_check" CHECK ("mall_cart_lines"."number" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" bigint DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_price_check" CHECK ("mall_goods"."points" >= 1 and "mall_goods"."cash_fen" >= 0),
	CONSTRAINT "mall_goods_stock_check" CHECK ("mall_goods"."stock" >= 0 and "mall_goods"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_logistics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" bigint NOT NULL,
	"address" jsonb NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "mall_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "mall_orders_status_check" CHECK ("mall_orders"."status" in ('paid','shipped','completed','cancelled','after_sale','refunded')),
	CONSTRAINT "mall_orders_amount_check" CHECK ("mall_orders"."points" >= 1 and "mall_orders"."cash_fen" >= 0),
	CONSTRAINT "mall_orders_shipped_check" CHECK ("mall_orders"."status" in ('paid','cancelled') or "mall_orders"."shipped_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "mall_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mall_refunds_kind_check" CHECK ("mall_refunds"."kind" in ('refund','return_refund')),
	CONSTRAINT "mall_refunds_status_check" CHECK ("mall_refunds"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "mall_cart_lines" ADD CONSTRAINT "mall_cart_lines_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_logistics_events" ADD CONSTRAINT "mall_logistics_events_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_history" ADD CONSTRAINT "mall_order_history_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD CONSTRAINT "mall_refunds_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_cart_lines_member_goods_idx" ON "mall_cart_lines" USING btree ("member_id","goods_id","spec_id");--> statement-breakpoint
CREATE INDEX "mall_goods_category_idx" ON "mall_goods" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "mall_logistics_events_order_idx" ON "mall_logistics_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_order_history_order_idx" ON "mall_order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_member_idx" ON "mall_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_status_idx" ON "mall_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mall_refunds_order_idx" ON "mall_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_refunds_one_pending_idx" ON "mall_refunds" USING btree ("order_id") WHERE "mall_refunds"."status" = 'pending';