CREATE TABLE "catalog_import_errors" (
	"seller_id" text NOT NULL,
	"import_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"row" integer NOT NULL,
	"field" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "catalog_import_errors_seller_id_import_id_ordinal_pk" PRIMARY KEY("seller_id","import_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "catalog_import_files" (
	"seller_id" text NOT NULL,
	"import_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "catalog_import_files_seller_id_import_id_seq_pk" PRIMARY KEY("seller_id","import_id","seq")
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ALTER COLUMN "total_rows" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalog_imports" ALTER COLUMN "total_rows" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "total_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "processed_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "error_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "catalog_imports_created_idx" ON "catalog_imports" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "errors";