ALTER TABLE "held_prices" ADD COLUMN "rule_id" text;--> statement-breakpoint
ALTER TABLE "held_prices" ADD COLUMN "promotion_id" text;