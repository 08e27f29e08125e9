CREATE TABLE "auth_attempt_throttle" (
	"seller_id" text,
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_throttle_last_idx" ON "auth_attempt_throttle" USING btree ("last_failure_at");