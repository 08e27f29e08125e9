CREATE TABLE "reconciliation_cursors" (
	"seller_id" text NOT NULL,
	"account_id" text NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_cursors_seller_id_account_id_pk" PRIMARY KEY("seller_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_results" (
	"seller_id" text NOT NULL,
	"order_id" text NOT NULL,
	"platform" text NOT NULL,
	"marketplace_order_id" text NOT NULL,
	"order_created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"expected" jsonb NOT NULL,
	"paid" jsonb NOT NULL,
	"expected_net" numeric NOT NULL,
	"paid_net" numeric NOT NULL,
	"difference" numeric NOT NULL,
	"unreleased" numeric NOT NULL,
	"release_date" timestamp with time zone,
	"causes" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_results_seller_id_order_id_pk" PRIMARY KEY("seller_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_settlements" (
	"seller_id" text NOT NULL,
	"account_id" text NOT NULL,
	"settlement_id" text NOT NULL,
	"platform" text NOT NULL,
	"marketplace_order_id" text NOT NULL,
	"status" text NOT NULL,
	"gross" numeric NOT NULL,
	"net" numeric NOT NULL,
	"charges" jsonb NOT NULL,
	"release_date" timestamp with time zone,
	"released_at" timestamp with time zone,
	"channel_updated_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_settlements_seller_id_account_id_settlement_id_pk" PRIMARY KEY("seller_id","account_id","settlement_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "sale" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_figures" jsonb;--> statement-breakpoint
CREATE INDEX "reconciliation_results_period_idx" ON "reconciliation_results" USING btree ("seller_id","order_created_at");--> statement-breakpoint
CREATE INDEX "reconciliation_results_open_idx" ON "reconciliation_results" USING btree ("seller_id","platform") WHERE "reconciliation_results"."status" in ('PAID_LESS', 'PAID_MORE');--> statement-breakpoint
CREATE INDEX "reconciliation_settlements_order_idx" ON "reconciliation_settlements" USING btree ("seller_id","platform","marketplace_order_id");