CREATE TABLE "mercadolivre_connects" (
	"seller_id" text NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadolivre_connects_seller_id_state_pk" PRIMARY KEY("seller_id","state")
);
--> statement-breakpoint
CREATE TABLE "mercadolivre_credentials" (
	"seller_id" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadolivre_credentials_seller_id_account_id_pk" PRIMARY KEY("seller_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "channel_category_id" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "listing_type" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "channel_permalink" text;--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD COLUMN "status_reason" text;--> statement-breakpoint
CREATE INDEX "mercadolivre_credentials_user_idx" ON "mercadolivre_credentials" USING btree ("user_id");