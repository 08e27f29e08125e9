CREATE TABLE "ad_compatibilities" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"ad_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"version" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_compatibilities_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"is_parent" boolean DEFAULT false NOT NULL,
	"parent_id" text,
	"product_id" text NOT NULL,
	"origin_sku_id" text,
	"sku" text,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"custom_title" boolean DEFAULT false NOT NULL,
	"description" text,
	"custom_description" boolean DEFAULT false NOT NULL,
	"ean" text,
	"eans" jsonb,
	"price" numeric(14, 2),
	"stock" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dimensions" jsonb,
	"handling_time" integer,
	"brand" text,
	"fiscal" jsonb,
	"warranty" jsonb,
	"condition" text,
	"update_options" jsonb NOT NULL,
	"sync_version" integer DEFAULT 1 NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"channel_item_id" text,
	"channel_status" text DEFAULT 'PENDING' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"sync_attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_accounts" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text,
	"status" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_accounts_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_items" (
	"seller_id" text NOT NULL,
	"platform" text NOT NULL,
	"item_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_items_seller_id_platform_item_id_pk" PRIMARY KEY("seller_id","platform","item_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"mode" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text,
	"delivered" boolean NOT NULL,
	CONSTRAINT "webhook_attempts_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_name" text NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"resource" text NOT NULL,
	"item_id" text NOT NULL,
	"related_id" text,
	"account_id" text,
	"platform" text,
	"tags" text[] NOT NULL,
	"received" timestamp with time zone NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"url_name" text NOT NULL,
	"url" text NOT NULL,
	"token_header" text NOT NULL,
	"token_value" text NOT NULL,
	"statuses" text[] NOT NULL,
	"domains" text[] NOT NULL,
	"status" text NOT NULL,
	"disabled_reason" text,
	"disabled_by" text,
	"disabled_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhooks_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE INDEX "ad_compatibilities_ad_idx" ON "ad_compatibilities" USING btree ("seller_id","ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ads_variation_platform_idx" ON "ads" USING btree ("seller_id","platform","origin_sku_id") WHERE "ads"."is_parent" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "ads_parent_idx" ON "ads" USING btree ("seller_id","platform","product_id") WHERE "ads"."is_parent" = true;--> statement-breakpoint
CREATE INDEX "ads_origin_idx" ON "ads" USING btree ("seller_id","origin_sku_id");--> statement-breakpoint
CREATE INDEX "ads_parent_children_idx" ON "ads" USING btree ("seller_id","parent_id");--> statement-breakpoint
CREATE INDEX "ads_unpublished_idx" ON "ads" USING btree ("seller_id","id") WHERE "ads"."sync_version" > "ads"."published_version";--> statement-breakpoint
CREATE INDEX "ads_eans_idx" ON "ads" USING gin ("eans" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_accounts_platform_idx" ON "marketplace_accounts" USING btree ("seller_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_items_ad_idx" ON "sandbox_items" USING btree ("seller_id","platform","ad_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("seller_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("seller_id","webhook_id","event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("seller_id","webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_missed_idx" ON "webhook_deliveries" USING btree ("seller_id","received") WHERE "webhook_deliveries"."status" = 'MISSED';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_final_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_seller_url_name_idx" ON "webhooks" USING btree ("seller_id","url_name");