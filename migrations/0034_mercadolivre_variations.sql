CREATE TABLE "mercadolivre_variations" (
	"seller_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"item_id" text NOT NULL,
	"variation_id" text NOT NULL,
	"product_id" text,
	"price" text,
	"available_quantity" integer,
	CONSTRAINT "mercadolivre_variations_seller_id_ad_id_pk" PRIMARY KEY("seller_id","ad_id")
);
--> statement-breakpoint
CREATE INDEX "mercadolivre_variations_item_idx" ON "mercadolivre_variations" USING btree ("seller_id","item_id");--> statement-breakpoint
CREATE INDEX "mercadolivre_variations_product_idx" ON "mercadolivre_variations" USING btree ("seller_id","product_id");