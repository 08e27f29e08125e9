CREATE TABLE "apps" (
	"seller_id" text,
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text,
	"grant_types" text[] NOT NULL,
	"scopes" text[] NOT NULL,
	"roles" text[] NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"is_public" boolean NOT NULL,
	"token_generation" integer DEFAULT 0 NOT NULL,
	"tokens_revoked_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_users" (
	"seller_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_throttle" (
	"seller_id" text,
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_secrets" (
	"seller_id" text,
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_signing_keys" (
	"seller_id" text,
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_web_sessions" (
	"seller_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"roles" text[] NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_models" (
	"seller_id" text,
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"client_id" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oauth_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "apps_seller_idx" ON "apps" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_users_email_idx" ON "seller_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "seller_users_seller_idx" ON "seller_users" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_signing_keys_active_idx" ON "auth_signing_keys" USING btree ("alg") WHERE "auth_signing_keys"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "auth_web_sessions_expires_idx" ON "auth_web_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_models_grant_idx" ON "oauth_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_models_uid_idx" ON "oauth_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_models_user_code_idx" ON "oauth_models" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oauth_models_client_idx" ON "oauth_models" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "oauth_models_expires_idx" ON "oauth_models" USING btree ("expires_at");