ALTER TABLE "mercadolivre_items" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mercadolivre_items" ADD COLUMN "paused_by_feira" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Items paused while their ad is paused were paused by Feira; any other pause stays the channel's or the seller's.
UPDATE "mercadolivre_items" i SET "paused_by_feira" = true FROM "ads" a
WHERE a."seller_id" = i."seller_id" AND a."id" = i."ad_id" AND a."status" = 'PAUSED' AND i."status" = 'paused';
