CREATE TABLE "mercadolivre_items" (
	"seller_id" text NOT NULL,
	"item_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"sub_status" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" text,
	"available_quantity" integer,
	"description_digest" text,
	"channel_updated_at" text,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadolivre_items_seller_id_item_id_pk" PRIMARY KEY("seller_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "mercadolivre_credentials" ADD COLUMN "orders_polled_through" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mercadolivre_items_ad_idx" ON "mercadolivre_items" USING btree ("seller_id","ad_id");