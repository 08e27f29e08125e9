CREATE TABLE "auth_revoked_grants" (
	"seller_id" text,
	"grant_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_revoked_grants_expires_idx" ON "auth_revoked_grants" USING btree ("expires_at");