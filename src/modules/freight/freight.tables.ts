import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FreightType } from './domain/band.ts';
import { timestamptz as ts } from '../../platform/db/columns.ts';

/** A carrier integration's settings as stored (secrets included; they never leave in a response). */
export type StoredIntegration =
  | {
      type: 'POSTAL';
      originPostalCode: string;
      user: string;
      accessCode: string;
      postingCard: string;
      services: { code: string; name: string; freightType: FreightType }[];
    }
  | {
      type: 'AGGREGATOR';
      originPostalCode: string;
      token: string;
      services: { id: string; freightType: FreightType }[];
      receipt: boolean;
      ownHand: boolean;
    };

export const carriers = pgTable(
  'freight_carriers',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    cubicFactor: numeric('cubic_factor'),
    cubicThresholdKg: numeric('cubic_threshold_kg'),
    /** The seller's own quote endpoint. */
    quoteUrl: text('quote_url'),
    integration: jsonb('integration').$type<StoredIntegration>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.id] })],
);

export const regions = pgTable(
  'freight_regions',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('freight_regions_name_idx').on(t.sellerId, sql`lower(${t.name})`),
  ],
);

/**
 * Postal codes as integers: the quote finds the ranges holding a CEP with one index range scan on
 * (seller, start), the end checked from the same index.
 */
export const regionRanges = pgTable(
  'freight_region_ranges',
  {
    sellerId: text('seller_id').notNull(),
    regionId: text('region_id').notNull(),
    postalCodeStart: integer('postal_code_start').notNull(),
    postalCodeEnd: integer('postal_code_end').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.regionId, t.postalCodeStart] }),
    index('freight_region_ranges_lookup_idx').on(t.sellerId, t.postalCodeStart, t.postalCodeEnd, t.regionId),
    foreignKey({
      columns: [t.sellerId, t.regionId],
      foreignColumns: [regions.sellerId, regions.id],
    }).onDelete('cascade'),
  ],
);

export const regionCarriers = pgTable(
  'freight_region_carriers',
  {
    sellerId: text('seller_id').notNull(),
    regionId: text('region_id').notNull(),
    carrierId: text('carrier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.regionId, t.carrierId] }),
    index('freight_region_carriers_carrier_idx').on(t.sellerId, t.carrierId),
    foreignKey({
      columns: [t.sellerId, t.regionId],
      foreignColumns: [regions.sellerId, regions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.sellerId, t.carrierId],
      foreignColumns: [carriers.sellerId, carriers.id],
    }).onDelete('cascade'),
  ],
);

/** Carrier × region × weight band (kg, `(weightFrom, weightTo]`) → price and deadline. */
export const freightValues = pgTable(
  'freight_values',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    carrierId: text('carrier_id').notNull(),
    regionId: text('region_id').notNull(),
    weightFrom: numeric('weight_from').notNull(),
    weightTo: numeric('weight_to').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    deadlineDays: integer('deadline_days').notNull(),
    /** Hours; null means deadlineDays × 24. */
    deliveryTime: integer('delivery_time'),
    freightType: text('freight_type').$type<FreightType>().notNull(),
    serviceName: text('service_name'),
    serviceId: text('service_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('freight_values_lookup_idx').on(t.sellerId, t.regionId, t.carrierId, t.weightFrom),
    index('freight_values_carrier_idx').on(t.sellerId, t.carrierId),
    foreignKey({
      columns: [t.sellerId, t.regionId],
      foreignColumns: [regions.sellerId, regions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.sellerId, t.carrierId],
      foreignColumns: [carriers.sellerId, carriers.id],
    }).onDelete('cascade'),
  ],
);
