import type { ads } from './ads.tables.ts';
import { iso } from '../../platform/time.ts';

export type AdRow = typeof ads.$inferSelect;

const num = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

function dimensions(row: AdRow) {
  if (!row.dimensions) return undefined;
  return Object.fromEntries(
    Object.entries(row.dimensions)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, Number(v)]),
  );
}

/** The ad as the API shows it: `eans` omitted when null and `[]` when empty. */
export function adDto(row: AdRow) {
  const price = num(row.price);
  return {
    id: row.id,
    sellerId: row.sellerId,
    originSkuId: row.originSkuId,
    sku: row.sku ?? undefined,
    productId: row.productId,
    parentId: row.parentId ?? undefined,
    platform: row.platform,
    accountId: row.accountId,
    status: row.status,
    name: row.name,
    description: row.description ?? undefined,
    ean: row.ean,
    ...(row.eans === null ? {} : { eans: row.eans }),
    defaultPrice: price === null ? undefined : { value: price },
    price: price ?? undefined,
    stock: row.stock,
    images: row.images,
    videos: row.videos,
    attributes: row.attributes,
    specifications: row.specifications,
    dimensions: dimensions(row),
    handlingTime: row.handlingTime ?? undefined,
    brand: row.brand ?? undefined,
    fiscal: row.fiscal ?? undefined,
    warranty: row.warranty ?? undefined,
    condition: row.condition ?? undefined,
    updateOptions: row.updateOptions,
    channel: {
      itemId: row.channelItemId ?? undefined,
      status: row.channelStatus,
      categoryId: row.channelCategoryId ?? undefined,
      listingType: row.listingType ?? undefined,
      permalink: row.channelPermalink ?? undefined,
      inSync: row.publishedVersion >= row.syncVersion,
      lastSyncAt: iso(row.lastSyncAt),
      lastError: row.lastError ?? undefined,
    },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What the channel receives for an ad; the connector keeps only the fields its channel publishes. */
export function channelFieldsOf(row: AdRow, compatibility: unknown[] = []) {
  return {
    sku: row.sku ?? row.id,
    title: row.name,
    description: row.description,
    status: row.status,
    price: row.price,
    stock: row.stock,
    ean: { ean: row.ean, eans: row.eans ?? [] },
    images: row.images,
    videos: row.videos,
    attributes: [...row.specifications, ...row.attributes],
    dimensions: row.dimensions,
    handlingTime: row.handlingTime,
    brand: row.brand,
    fiscal: row.fiscal,
    warranty: row.warranty,
    condition: row.condition,
    compatibility,
  };
}
