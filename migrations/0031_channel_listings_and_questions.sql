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
CREATE TABLE "mercadolivre_questions" (
	"seller_id" text NOT NULL,
	"question_id" text NOT NULL,
	"account_id" text NOT NULL,
	"item_id" text NOT NULL,
	"item_title" text,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadolivre_questions_seller_id_question_id_pk" PRIMARY KEY("seller_id","question_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_listings_item_idx" ON "channel_listings" USING btree ("seller_id","platform","channel_item_id","variation_id");--> statement-breakpoint
CREATE INDEX "channel_listings_state_idx" ON "channel_listings" USING btree ("seller_id","platform","state");--> statement-breakpoint
CREATE INDEX "mercadolivre_questions_status_idx" ON "mercadolivre_questions" USING btree ("seller_id","status","asked_at");