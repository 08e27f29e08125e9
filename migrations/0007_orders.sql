CREATE TABLE "sandbox_orders" (
	"seller_id" text NOT NULL,
	"platform" text NOT NULL,
	"marketplace_order_id" text NOT NULL,
	"status" text,
	"cancel_reason" text,
	"invoice" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_orders_seller_id_platform_marketplace_order_id_pk" PRIMARY KEY("seller_id","platform","marketplace_order_id")
);
--> statement-breakpoint
CREATE TABLE "order_queue" (
	"seller_id" text NOT NULL,
	"status" text NOT NULL,
	"order_id" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"batch_id" text,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "order_queue_seller_id_status_order_id_pk" PRIMARY KEY("seller_id","status","order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"marketplace_order_id" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"customer" jsonb,
	"shipping_address" jsonb,
	"invoice" jsonb,
	"paid_at" timestamp with time zone,
	"cancel_reason" text,
	"sku_refs" text[] NOT NULL,
	"cost_status" text NOT NULL,
	"total_cost" numeric,
	"gross_margin_pct" numeric,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_formation_holds" (
	"seller_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	"rule_id" text NOT NULL,
	"pre_rule_price" numeric(14, 2),
	"pre_rule_sale_price" numeric(14, 2),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_formation_holds_seller_id_sku_id_platform_pk" PRIMARY KEY("seller_id","sku_id","platform")
);
--> statement-breakpoint
CREATE TABLE "price_formation_jobs" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"rule_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total_skus" integer NOT NULL,
	"processed_skus" integer NOT NULL,
	"cursor" text,
	"errors" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "price_formation_jobs_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_formation_results" (
	"seller_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"platform" text NOT NULL,
	"job_id" text,
	"old_price" numeric(14, 2),
	"new_price" numeric(14, 2),
	"status" text NOT NULL,
	"reason" text,
	"priced_by_rule_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_formation_results_seller_id_rule_id_sku_id_platform_pk" PRIMARY KEY("seller_id","rule_id","sku_id","platform")
);
--> statement-breakpoint
CREATE TABLE "price_formation_rules" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"base_value" text NOT NULL,
	"eligibility" jsonb NOT NULL,
	"cost_structure" jsonb NOT NULL,
	"objective" jsonb NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"restore_prices_on_auto_finish" boolean NOT NULL,
	"priority" integer NOT NULL,
	"last_job_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "price_formation_rules_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_formation_templates" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"rule" jsonb NOT NULL,
	"copied_from" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_formation_templates_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"orders" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tag_groups_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "tag_packages" (
	"seller_id" text NOT NULL,
	"group_id" text NOT NULL,
	"order_id" text NOT NULL,
	"package_id" text,
	"status" text NOT NULL,
	"refusal_reason" text,
	"format" text,
	"content" text,
	CONSTRAINT "tag_packages_seller_id_group_id_order_id_pk" PRIMARY KEY("seller_id","group_id","order_id")
);
--> statement-breakpoint
CREATE INDEX "order_queue_open_idx" ON "order_queue" USING btree ("seller_id","status","entered_at","order_id") WHERE "order_queue"."confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_channel_idx" ON "orders" USING btree ("seller_id","platform","marketplace_order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unenriched_idx" ON "orders" USING btree ("seller_id","created_at") WHERE "orders"."cost_status" <> 'ENRICHED';--> statement-breakpoint
CREATE INDEX "orders_sku_refs_idx" ON "orders" USING gin ("sku_refs");--> statement-breakpoint
CREATE INDEX "price_formation_holds_rule_idx" ON "price_formation_holds" USING btree ("seller_id","rule_id","sku_id");--> statement-breakpoint
CREATE INDEX "price_formation_jobs_rule_idx" ON "price_formation_jobs" USING btree ("seller_id","rule_id");--> statement-breakpoint
CREATE INDEX "price_formation_rules_status_idx" ON "price_formation_rules" USING btree ("seller_id","status");