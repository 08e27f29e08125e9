DROP INDEX "webhook_deliveries_final_idx";--> statement-breakpoint
DROP INDEX "outbox_events_dispatched_idx";