import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/connection.ts';
import { inList, queryRows } from '../../platform/db/sql.ts';
import type { AdRow } from './ads.mapping.ts';

/**
 * Locks ads in id order. Every statement that writes many ads takes its locks this way first, inside
 * its transaction, so concurrent writers (propagation, publication, price pushes) queue instead of
 * deadlocking on rows locked in different orders.
 */
export async function lockAdsInOrder(tx: Executor, sellerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from ads where seller_id = ${sellerId}
        and ${inList(sql`id`, ids)} order by id for update`,
  );
}

/**
 * Writes the fields that follow products (and status) of many ads in one statement, each with a new
 * sync version so the channel sees it. The caller holds the rows locked. Returns each ad's new sync
 * version, so the caller can push what it wrote without reading it again.
 */
export async function writeAdFields(ctx: Ctx, rows: AdRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const payload = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      status: row.status,
      name: row.name,
      description: row.description,
      dimensions: row.dimensions,
      handling_time: row.handlingTime,
      images: row.images,
      videos: row.videos,
      attributes: row.attributes,
      specifications: row.specifications,
      ean: row.ean,
      eans: row.eans,
      brand: row.brand,
      fiscal: row.fiscal,
      warranty: row.warranty,
      condition: row.condition,
    })),
  );
  const written = await queryRows<{ id: string; sync_version: number }>(
    ctx.db,
    sql`
    update ads set status = x.status, name = x.name, description = x.description, dimensions = x.dimensions,
      handling_time = x.handling_time, images = x.images, videos = x.videos, attributes = x.attributes,
      specifications = x.specifications, ean = x.ean, eans = x.eans, brand = x.brand, fiscal = x.fiscal,
      warranty = x.warranty, condition = x.condition, sync_version = ads.sync_version + 1,
      updated_at = ${ctx.rt.clock.now().toISOString()}
    from jsonb_to_recordset(${payload}::jsonb) as x(id text, status text, name text, description text,
      dimensions jsonb, handling_time integer, images jsonb, videos jsonb, attributes jsonb, specifications jsonb,
      ean text, eans jsonb, brand text, fiscal jsonb, warranty jsonb, condition text)
    where ads.seller_id = ${ctx.sellerId} and ads.id = x.id
    returning ads.id, ads.sync_version`,
  );
  return new Map(written.map((row) => [row.id, row.sync_version]));
}
