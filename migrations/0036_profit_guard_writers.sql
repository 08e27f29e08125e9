ALTER TABLE "held_prices" ADD COLUMN "rule_id" text;--> statement-breakpoint
ALTER TABLE "held_prices" ADD COLUMN "promotion_id" text;--> statement-breakpoint
ALTER TABLE "price_guard_settings" ADD COLUMN "parity" jsonb;--> statement-breakpoint
ALTER TABLE "price_guard_settings" ADD COLUMN "margin_overrides" jsonb;