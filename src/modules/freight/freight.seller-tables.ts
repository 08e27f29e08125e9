import { Decimal } from '../../platform/money.ts';
import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/connection.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { FreightType } from './domain/band.ts';
import type { ExternalKind, TableBand, TableCarrier } from './domain/quote-table.ts';
import { compileSellerTable } from './domain/seller-table.ts';
import type { ExternalCarrier } from './carriers/port.ts';
import type { LoadedSellerTable } from './freight.quote-types.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import type { StoredIntegration } from './freight.tables.ts';

/**
 * Each seller's whole freight configuration, read once and kept compiled in memory until the
 * seller's configuration changes (the caches' marks, fed by the cache channel): a quote at a postal
 * code not seen before then costs no database round trip. Concurrent quotes share one load, unless
 * the configuration changed after it began.
 */

interface CarrierRow {
  id: string;
  name: string;
  active: boolean;
  cubic_factor: string | null;
  cubic_threshold_kg: string | null;
  quote_url: string | null;
  integration: StoredIntegration | null;
}

/** A band as read: id, region, carrier, from, to, price (decimals as text), days, hours, type, service. */
type BandRow = [
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number | null,
  FreightType,
  string | null,
  string | null,
];

const externalKindOf = (carrier: CarrierRow): ExternalKind | null =>
  carrier.quote_url ? 'QUOTE_URL' : (carrier.integration?.type ?? null);

async function readSellerTable(db: Executor, sellerId: string): Promise<LoadedSellerTable> {
  // One after another: they share the snapshot transaction's one connection, which runs one query
  // at a time anyway (pg deprecates queueing them with Promise.all).
  const carrierRows = await queryRows<CarrierRow>(
    db,
    sql`select id, name, active, cubic_factor, cubic_threshold_kg, quote_url, integration
          from freight_carriers where seller_id = ${sellerId}`,
  );
  const regionRows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from freight_regions where seller_id = ${sellerId}`,
  );
  const rangeRows = await queryRows<{ regionId: string; start: number; end: number }>(
    db,
    sql`select region_id as "regionId", postal_code_start as start, postal_code_end as "end"
          from freight_region_ranges where seller_id = ${sellerId}`,
  );
  const assignmentRows = await queryRows<{ regionId: string; carrierId: string }>(
    db,
    sql`select region_id as "regionId", carrier_id as "carrierId"
          from freight_region_carriers where seller_id = ${sellerId}`,
  );
  // One JSON array for the seller's bands of active carriers: tens of thousands of rows cost
  // both drivers far more as rows than as one value.
  const [bandRows] = await queryRows<{ bands: BandRow[] | null }>(
    db,
    sql`select json_agg(json_build_array(v.id, v.region_id, v.carrier_id, v.weight_from::text,
                                           v.weight_to::text, v.price::text, v.deadline_days, v.delivery_time,
                                           v.freight_type, v.service_name, v.service_id)) as bands
          from freight_values v
          join freight_carriers c on c.seller_id = v.seller_id and c.id = v.carrier_id and c.active
          where v.seller_id = ${sellerId}`,
  );

  // Weights and prices repeat across regions and carriers: one Decimal per distinct text.
  const decimals = new Map<string, Decimal>();
  const decimal = (text: string) => {
    let value = decimals.get(text);
    if (!value) decimals.set(text, (value = new Decimal(text)));
    return value;
  };
  const external = new Map<string, ExternalCarrier>();
  const carriers: TableCarrier[] = carrierRows.map((row) => {
    const kind = externalKindOf(row);
    if (kind) {
      external.set(row.id, {
        id: row.id,
        name: row.name,
        quoteUrl: row.quote_url,
        integration: row.integration,
      });
    }
    return {
      id: row.id,
      name: row.name,
      active: row.active,
      cubicFactor: row.cubic_factor === null ? null : new Decimal(row.cubic_factor),
      cubicThresholdKg: row.cubic_threshold_kg === null ? null : new Decimal(row.cubic_threshold_kg),
      external: kind,
    };
  });
  const bands: TableBand[] = (bandRows?.bands ?? []).map(
    ([
      id,
      regionId,
      carrierId,
      from,
      to,
      price,
      deadlineDays,
      deliveryTime,
      freightType,
      serviceName,
      serviceId,
    ]) => ({
      id,
      regionId,
      carrierId,
      weightFrom: decimal(from),
      weightTo: decimal(to),
      price: decimal(price),
      deadlineDays,
      deliveryTime,
      freightType,
      serviceName,
      serviceId,
    }),
  );
  const table = compileSellerTable({
    carriers,
    regions: regionRows,
    ranges: rangeRows,
    assignments: assignmentRows,
    bands,
  });
  return { table, external };
}

/**
 * The seller's compiled table, or null while the cache channel is not heard (a change could go
 * unnoticed, so the caller reads the table at its postal code instead).
 */
export async function sellerTable(ctx: Ctx): Promise<LoadedSellerTable | null> {
  const sellerId = sellerOf(ctx);
  const { tables, tableLoads: pending } = freightRuntimeOf(ctx.rt);
  const hit = tables.get(sellerId);
  if (hit) return hit;
  if (!tables.serving) return null;
  const running = pending.get(sellerId);
  if (running && tables.current(running.stamp, sellerId, [])) return running.promise;

  const stamp = tables.begin();
  // One snapshot for the five reads: a table must not mix rows from before and after a write.
  const promise = ctx.rt.database.db
    .transaction((tx) => readSellerTable(tx as unknown as Executor, sellerId), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    })
    .then((loaded) => {
      tables.set(sellerId, stamp, sellerId, [], loaded);
      return loaded;
    })
    .finally(() => {
      if (pending.get(sellerId)?.promise === promise) pending.delete(sellerId);
    });
  pending.set(sellerId, { stamp, promise });
  return promise;
}
