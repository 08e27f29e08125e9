ALTER TABLE "catalog_import_errors" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "catalog_import_errors" ADD COLUMN "params" jsonb;