CREATE TABLE "ad_claims" (
	"seller_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_claims_seller_id_ad_id_pk" PRIMARY KEY("seller_id","ad_id")
);
--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "claimed_until";