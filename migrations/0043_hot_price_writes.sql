-- Room on each page for the next version of a row, as `ads` has (ADS-34): a price batch rewrites every SKU's
-- entry and resolved price and the sandbox channel's copy of every ad, none of them in an indexed column, so
-- each new version stays in its page and writes no index entry (PRC-40).
ALTER TABLE "price_entries" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "prices" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "sandbox_items" SET (fillfactor = 85);
