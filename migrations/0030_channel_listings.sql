CREATE TABLE "channel_listings" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"channel_item_id" text NOT NULL,
	"variation_id" text NOT NULL,
	"title" text NOT NULL,
	"channel_status" text NOT NULL,
	"price" numeric(14, 2),
	"stock" integer,
	"permalink" text,
	"seller_sku" text,
	"gtin" text,
	"state" text NOT NULL,
	"reason" text,
	"ad_id" text,
	"sku_id" text,
	"seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_listings_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_listings_item_idx" ON "channel_listings" USING btree ("seller_id","platform","channel_item_id","variation_id");--> statement-breakpoint
CREATE INDEX "channel_listings_state_idx" ON "channel_listings" USING btree ("seller_id","platform","state");