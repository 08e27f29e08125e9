ALTER TABLE "catalog_products" ADD COLUMN "category_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "catalog_products" SET "category_ids" = ARRAY["category_id"] WHERE "category_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_products_categories_idx" ON "catalog_products" USING gin ("category_ids");--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_main_category" CHECK ("catalog_products"."category_id" is not distinct from "catalog_products"."category_ids"[1]);
