CREATE TABLE "freight_carriers" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"cubic_factor" numeric,
	"cubic_threshold_kg" numeric,
	"quote_url" text,
	"integration" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "freight_carriers_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "freight_values" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"carrier_id" text NOT NULL,
	"region_id" text NOT NULL,
	"weight_from" numeric NOT NULL,
	"weight_to" numeric NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"deadline_days" integer NOT NULL,
	"delivery_time" integer,
	"freight_type" text NOT NULL,
	"service_name" text,
	"service_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "freight_values_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "freight_region_carriers" (
	"seller_id" text NOT NULL,
	"region_id" text NOT NULL,
	"carrier_id" text NOT NULL,
	CONSTRAINT "freight_region_carriers_seller_id_region_id_carrier_id_pk" PRIMARY KEY("seller_id","region_id","carrier_id")
);
--> statement-breakpoint
CREATE TABLE "freight_region_ranges" (
	"seller_id" text NOT NULL,
	"region_id" text NOT NULL,
	"postal_code_start" integer NOT NULL,
	"postal_code_end" integer NOT NULL,
	CONSTRAINT "freight_region_ranges_seller_id_region_id_postal_code_start_pk" PRIMARY KEY("seller_id","region_id","postal_code_start")
);
--> statement-breakpoint
CREATE TABLE "freight_regions" (
	"seller_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "freight_regions_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
ALTER TABLE "freight_values" ADD CONSTRAINT "freight_values_seller_id_region_id_freight_regions_seller_id_id_fk" FOREIGN KEY ("seller_id","region_id") REFERENCES "public"."freight_regions"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_values" ADD CONSTRAINT "freight_values_seller_id_carrier_id_freight_carriers_seller_id_id_fk" FOREIGN KEY ("seller_id","carrier_id") REFERENCES "public"."freight_carriers"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_region_carriers" ADD CONSTRAINT "freight_region_carriers_seller_id_region_id_freight_regions_seller_id_id_fk" FOREIGN KEY ("seller_id","region_id") REFERENCES "public"."freight_regions"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_region_carriers" ADD CONSTRAINT "freight_region_carriers_seller_id_carrier_id_freight_carriers_seller_id_id_fk" FOREIGN KEY ("seller_id","carrier_id") REFERENCES "public"."freight_carriers"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_region_ranges" ADD CONSTRAINT "freight_region_ranges_seller_id_region_id_freight_regions_seller_id_id_fk" FOREIGN KEY ("seller_id","region_id") REFERENCES "public"."freight_regions"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freight_values_lookup_idx" ON "freight_values" USING btree ("seller_id","region_id","carrier_id","weight_from");--> statement-breakpoint
CREATE INDEX "freight_values_carrier_idx" ON "freight_values" USING btree ("seller_id","carrier_id");--> statement-breakpoint
CREATE INDEX "freight_region_carriers_carrier_idx" ON "freight_region_carriers" USING btree ("seller_id","carrier_id");--> statement-breakpoint
CREATE INDEX "freight_region_ranges_lookup_idx" ON "freight_region_ranges" USING btree ("seller_id","postal_code_start","postal_code_end","region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_regions_name_idx" ON "freight_regions" USING btree ("seller_id",lower("name"));