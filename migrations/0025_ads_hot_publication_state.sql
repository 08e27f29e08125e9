DROP INDEX "ads_unpublished_idx";--> statement-breakpoint
-- Room on each page for the next version of a row, so a version bump or a channel answer is written in place.
ALTER TABLE "ads" SET (fillfactor = 85);