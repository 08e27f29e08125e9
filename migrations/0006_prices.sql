CREATE TABLE "price_entries" (
	"seller_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	"price_type" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"source" text NOT NULL,
	"rule_id" text,
	"promotion_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_entries_seller_id_sku_id_platform_price_type_pk" PRIMARY KEY("seller_id","sku_id","platform","price_type")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	"price_type" text,
	"old_value" numeric(14, 2),
	"new_value" numeric(14, 2),
	"old_list_price" numeric(14, 2),
	"new_list_price" numeric(14, 2),
	"source" text NOT NULL,
	"rule_id" text,
	"promotion_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_history_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"seller_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	"id" text NOT NULL,
	"list_price" numeric(14, 2),
	"sale_price" numeric(14, 2),
	"price_type" text,
	"promotion_id" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"last_modified_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prices_seller_id_sku_id_platform_pk" PRIMARY KEY("seller_id","sku_id","platform")
);
--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"seller_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	CONSTRAINT "promotion_items_seller_id_promotion_id_sku_id_platform_pk" PRIMARY KEY("seller_id","promotion_id","sku_id","platform")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"restore_prices_on_auto_finish" boolean NOT NULL,
	"rule_type" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"eligibility" jsonb NOT NULL,
	"platforms" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "promotions_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_buffers" (
	"seller_id" text NOT NULL,
	"platform" text NOT NULL,
	"sku_id" text NOT NULL,
	"buffer" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_buffers_seller_id_platform_sku_id_pk" PRIMARY KEY("seller_id","platform","sku_id")
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"seller_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"id" text NOT NULL,
	"on_hand" integer NOT NULL,
	"reserved" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_items_seller_id_sku_id_pk" PRIMARY KEY("seller_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"seller_id" text NOT NULL,
	"order_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_reservations_seller_id_order_id_sku_id_pk" PRIMARY KEY("seller_id","order_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "stock_warehouses" (
	"seller_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"warehouse_id" text NOT NULL,
	"on_hand" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_warehouses_seller_id_sku_id_warehouse_id_pk" PRIMARY KEY("seller_id","sku_id","warehouse_id")
);
--> statement-breakpoint
CREATE INDEX "price_history_sku_idx" ON "price_history" USING btree ("seller_id","sku_id","platform","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_id_idx" ON "prices" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "prices_promotion_idx" ON "prices" USING btree ("seller_id","promotion_id") WHERE "prices"."promotion_id" is not null;--> statement-breakpoint
CREATE INDEX "promotion_items_sku_idx" ON "promotion_items" USING btree ("seller_id","sku_id");--> statement-breakpoint
CREATE INDEX "promotions_status_idx" ON "promotions" USING btree ("seller_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_id_idx" ON "stock_items" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "stock_reservations_sku_idx" ON "stock_reservations" USING btree ("seller_id","sku_id");