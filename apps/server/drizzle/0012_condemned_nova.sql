ALTER TABLE "goods" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "available_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_option_groups" ADD COLUMN "min_choices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_option_groups" ADD COLUMN "max_choices" integer;