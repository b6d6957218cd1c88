CREATE TABLE "faq_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "faq_entries_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "licences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "whats_app" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "we_chat" text;--> statement-breakpoint
CREATE INDEX "shops_brand_idx" ON "shops" USING btree ("brand");