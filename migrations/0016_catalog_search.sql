-- Catalog search without accents and by part of a code: "oculos" finds "Óculos", "45678" finds an EAN.
-- unaccent() is only STABLE (its dictionary could change), so an index needs an IMMUTABLE wrapper that
-- names the dictionary; the search query calls the same wrapper so the planner can use these indexes.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX "catalog_products_title_trgm_idx" ON "catalog_products" USING gin (catalog_search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_products_external_id_trgm_idx" ON "catalog_products" USING gin (catalog_search_text("external_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_variations_sku_trgm_idx" ON "catalog_variations" USING gin (catalog_search_text("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_variations_eans_trgm_idx" ON "catalog_variations" USING gin (("eans"::text) gin_trgm_ops);
