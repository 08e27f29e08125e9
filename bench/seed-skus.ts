import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/connection.ts';
import { newId } from '../src/platform/ids.ts';

export interface SeededSku {
  i: number;
  sku: string;
  id: string;
}

/**
 * `count` products of one variation each, with an ACTIVE ad that follows its price on each platform (the
 * seller's accounts on them already connected), written set-based as the catalog and ads modules store
 * them; then analyzed, since without statistics the planner takes the seller's ads for a handful.
 */
export async function seedPricedSkus(
  db: Database['db'],
  sellerId: string,
  prefix: string,
  count: number,
  platforms: readonly string[],
): Promise<SeededSku[]> {
  const now = new Date().toISOString();
  const skus = Array.from({ length: count }, (_, i) => ({ i, sku: `${prefix}-${i}`, id: newId('sku') }));
  const seed = JSON.stringify(skus);
  await db.execute(sql`
    insert into catalog_products (seller_id, external_id, title, attributes, created_at, updated_at)
    select ${sellerId}, ${prefix} || '-P-' || x.i, 'Produto ' || x.i, '[]', ${now}, ${now}
    from jsonb_to_recordset(${seed}::jsonb) as x(i int, sku text, id text)`);
  await db.execute(sql`
    insert into catalog_variations (seller_id, id, product_id, sku, position, created_at, updated_at)
    select ${sellerId}, x.id, ${prefix} || '-P-' || x.i, x.sku, 0, ${now}, ${now}
    from jsonb_to_recordset(${seed}::jsonb) as x(i int, sku text, id text)`);
  for (const platform of platforms) {
    const ads = JSON.stringify(skus.map((s) => ({ ...s, ad: newId('ad') })));
    await db.execute(sql`
      insert into ads (seller_id, id, product_id, origin_sku_id, sku, platform, account_id, status, name,
                       update_options, sync_version, published_version, created_at, updated_at)
      select ${sellerId}, x.ad, ${prefix} || '-P-' || x.i, x.id, x.sku, ${platform},
             (select id from marketplace_accounts where seller_id = ${sellerId} and platform = ${platform}),
             'ACTIVE', 'Produto ' || x.i, '["PRICE"]', 1, 1, ${now}, ${now}
      from jsonb_to_recordset(${ads}::jsonb) as x(i int, sku text, id text, ad text)`);
  }
  await db.execute(sql`analyze catalog_products, catalog_variations, ads`);
  return skus;
}

/**
 * An ACTIVE ad that follows its price on each platform for every variation the seller's catalog already
 * holds (imported, say), one set-based INSERT per platform, the seller's accounts on them already
 * connected; then analyzed. Ids are made in SQL from the variation's, as `newId` would be too slow a
 * million times over for set-up.
 */
export async function seedAdsOfCatalog(
  db: Database['db'],
  sellerId: string,
  platforms: readonly string[],
): Promise<void> {
  for (const [k, platform] of platforms.entries()) {
    await db.execute(sql`
      insert into ads (seller_id, id, product_id, origin_sku_id, sku, platform, account_id, status, name,
                       update_options, sync_version, published_version, created_at, updated_at)
      select v.seller_id, 'ad_' || substr(v.id, 5) || ${`_${k}`}, v.product_id, v.id, v.sku, ${platform},
             (select id from marketplace_accounts where seller_id = ${sellerId} and platform = ${platform}),
             'ACTIVE', p.title, '["PRICE"]', 1, 1, now(), now()
      from catalog_variations v
      join catalog_products p on p.seller_id = v.seller_id and p.external_id = v.product_id
      where v.seller_id = ${sellerId}`);
  }
  await db.execute(sql`analyze catalog_products, catalog_variations, ads`);
}
