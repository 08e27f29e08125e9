ALTER TABLE "mercadolivre_credentials" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mercadolivre_credentials" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "mercadolivre_items" ADD COLUMN "logistic_type" text;--> statement-breakpoint
ALTER TABLE "mercadolivre_items" ADD COLUMN "sold_quantity" integer;--> statement-breakpoint
ALTER TABLE "mercadolivre_items" ADD COLUMN "listing_type" text;