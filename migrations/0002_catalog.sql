CREATE TABLE "catalog_attributes" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"allowed_values" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_attributes_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_brands" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_brands_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_categories_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalog_imports_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"seller_id" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"brand_id" text,
	"nbm" text,
	"category_id" text,
	"condition" text,
	"handling_time" integer,
	"warranty" jsonb,
	"fiscal" jsonb,
	"weight_kg" numeric(12, 4),
	"height_cm" numeric(12, 2),
	"width_cm" numeric(12, 2),
	"length_cm" numeric(12, 2),
	"inbound_freight" numeric(14, 4),
	"packaging" numeric(14, 4),
	"royalty" numeric(14, 4),
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_products_seller_id_external_id_pk" PRIMARY KEY("seller_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_variations" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"position" integer NOT NULL,
	"ean" text,
	"eans" jsonb,
	"cost" numeric(14, 4),
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight_kg" numeric(12, 4),
	"height_cm" numeric(12, 2),
	"width_cm" numeric(12, 2),
	"length_cm" numeric(12, 2),
	"kit" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_variations_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_attributes_name_idx" ON "catalog_attributes" USING btree ("seller_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_brands_name_idx" ON "catalog_brands" USING btree ("seller_id",lower("name"));--> statement-breakpoint
CREATE INDEX "catalog_categories_parent_idx" ON "catalog_categories" USING btree ("seller_id","parent_id");--> statement-breakpoint
CREATE INDEX "catalog_products_updated_idx" ON "catalog_products" USING btree ("seller_id","updated_at");--> statement-breakpoint
CREATE INDEX "catalog_products_brand_idx" ON "catalog_products" USING btree ("seller_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variations_sku_idx" ON "catalog_variations" USING btree ("seller_id","sku");--> statement-breakpoint
CREATE INDEX "catalog_variations_product_idx" ON "catalog_variations" USING btree ("seller_id","product_id");--> statement-breakpoint
CREATE INDEX "catalog_variations_eans_idx" ON "catalog_variations" USING gin ("eans" jsonb_path_ops);