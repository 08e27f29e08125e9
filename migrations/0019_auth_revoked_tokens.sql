CREATE TABLE "auth_revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_revoked_tokens_expires_idx" ON "auth_revoked_tokens" USING btree ("expires_at");