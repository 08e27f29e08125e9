CREATE TABLE "held_prices" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	"price_type" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"floor" numeric(14, 2),
	"current_value" numeric(14, 2),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "held_prices_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_guard_settings" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"min_margin" numeric(6, 4) NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"change_factor" numeric(8, 2) NOT NULL,
	"channels" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "held_prices_scope_idx" ON "held_prices" USING btree ("seller_id","sku_id","platform","price_type");