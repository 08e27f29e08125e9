DROP TABLE "ad_claims" CASCADE;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "claimed_until" timestamp with time zone;