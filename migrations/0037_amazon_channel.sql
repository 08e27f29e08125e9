CREATE TABLE "amazon_connects" (
	"seller_id" text NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_connects_seller_id_state_pk" PRIMARY KEY("seller_id","state")
);
--> statement-breakpoint
CREATE TABLE "amazon_credentials" (
	"seller_id" text NOT NULL,
	"account_id" text NOT NULL,
	"selling_partner_id" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"orders_polled_through" timestamp with time zone,
	"fees_polled_through" timestamp with time zone,
	"listings_polled_through" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_credentials_seller_id_account_id_pk" PRIMARY KEY("seller_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "amazon_listings" (
	"seller_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"account_id" text NOT NULL,
	"sku" text NOT NULL,
	"product_type" text NOT NULL,
	"asin" text,
	"status" text NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" text,
	"quantity" integer,
	"content_digest" text,
	"channel_updated_at" text,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_listings_seller_id_ad_id_pk" PRIMARY KEY("seller_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "amazon_orders" (
	"seller_id" text NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text NOT NULL,
	"received" jsonb NOT NULL,
	"commission" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_orders_seller_id_account_id_order_id_pk" PRIMARY KEY("seller_id","account_id","order_id")
);
--> statement-breakpoint
CREATE INDEX "amazon_credentials_partner_idx" ON "amazon_credentials" USING btree ("selling_partner_id");--> statement-breakpoint
CREATE INDEX "amazon_listings_sku_idx" ON "amazon_listings" USING btree ("seller_id","account_id","sku");