CREATE TABLE "auth_grant_revocations" (
	"seller_id" text NOT NULL,
	"client_id" text NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_grant_revocations_seller_id_client_id_pk" PRIMARY KEY("seller_id","client_id")
);
--> statement-breakpoint
CREATE INDEX "oauth_models_seller_idx" ON "oauth_models" USING btree ("seller_id","client_id") WHERE "oauth_models"."seller_id" is not null;