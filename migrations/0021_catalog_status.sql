ALTER TABLE "catalog_products" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_variations" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;