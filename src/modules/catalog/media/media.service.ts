import { and, asc, count, eq } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../../platform/context.ts';
import { DomainError, notFound } from '../../../platform/http/errors.ts';
import type { Paging } from '../../../platform/http/hal.ts';
import { variations } from '../catalog.tables.ts';
import { patchVariation } from '../catalog.service.ts';
import { writingCatalog } from '../cache/product-cache.ts';

/** Images and videos of one variation, written on their own (the product body writes them too). */
export type MediaKind = 'images' | 'videos';
interface MediaItem {
  url: string;
  main?: boolean;
}

/** One change to a variation's list; every one ends in the same patch as a product write. */
export type MediaChange =
  | { op: 'replace'; items: MediaItem[] }
  | { op: 'add'; item: MediaItem; position?: number }
  | { op: 'remove'; url: string }
  | { op: 'order'; urls: string[] }
  | { op: 'main'; url: string };

const MAX = { images: 50, videos: 20 } as const;

function mediaError(kind: MediaKind, field: string, detail: string): DomainError {
  return new DomainError('validation-failed', `${field}: ${detail}`, { field, kind });
}

/** Only http(s) addresses a marketplace can fetch; the schema's `uri` format lets `ftp:` or `data:` through. */
function checkUrl(kind: MediaKind, field: string, url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw mediaError(kind, field, 'not a URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw mediaError(kind, field, 'must be an http or https URL');
}

function checkDistinct(kind: MediaKind, items: MediaItem[]): void {
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    checkUrl(kind, `${kind}[${i}].url`, item.url);
    if (seen.has(item.url)) throw mediaError(kind, `${kind}[${i}].url`, `${item.url} appears twice`);
    seen.add(item.url);
  }
  if (items.length > MAX[kind]) throw mediaError(kind, kind, `at most ${MAX[kind]} items`);
}

function indexOf(kind: MediaKind, items: MediaItem[], url: string, field: string): number {
  const index = items.findIndex((item) => item.url === url);
  if (index < 0)
    throw new DomainError('not-found', `${field}: ${url} is not among the ${kind}`, { field, url });
  return index;
}

/** The list after `change`; images keep exactly one main (the first when the change leaves none). */
function applyMediaChange(kind: MediaKind, current: MediaItem[], change: MediaChange): MediaItem[] {
  let next: MediaItem[];
  switch (change.op) {
    case 'replace':
      next = change.items;
      break;
    case 'add': {
      if (current.some((item) => item.url === change.item.url))
        throw mediaError(kind, 'url', `${change.item.url} is already among the ${kind}`);
      const at = Math.min(change.position ?? current.length, current.length);
      const base = change.item.main ? current.map((item) => ({ ...item, main: false })) : current;
      next = [...base.slice(0, at), change.item, ...base.slice(at)];
      break;
    }
    case 'remove':
      indexOf(kind, current, change.url, 'url');
      next = current.filter((item) => item.url !== change.url);
      break;
    case 'order': {
      const urls = new Set(change.urls);
      if (urls.size !== change.urls.length || urls.size !== current.length)
        throw mediaError(kind, 'urls', `must list each of the ${current.length} current URLs once`);
      next = change.urls.map((url, i) => current[indexOf(kind, current, url, `urls[${i}]`)]!);
      break;
    }
    case 'main':
      indexOf(kind, current, change.url, 'url');
      next = current.map((item) => ({ ...item, main: item.url === change.url }));
      break;
  }
  checkDistinct(kind, next);
  if (kind === 'videos') return next.map((item) => ({ url: item.url }));
  return next;
}

const mediaView = (
  kind: MediaKind,
  row: { id: string; sku: string; productId: string } & Record<MediaKind, MediaItem[]>,
) => ({
  skuId: row.id,
  sku: row.sku,
  productId: row.productId,
  [kind]: row[kind],
});

const columns = (kind: MediaKind) => ({
  id: variations.id,
  sku: variations.sku,
  productId: variations.productId,
  [kind]: variations[kind],
});

type MediaRow = { id: string; sku: string; productId: string } & Record<MediaKind, MediaItem[]>;

export async function getMedia(ctx: Ctx, kind: MediaKind, skuId: string) {
  const [row] = (await ctx.db
    .select(columns(kind))
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), eq(variations.id, skuId)))) as MediaRow[];
  if (!row) throw notFound('variation', skuId);
  return mediaView(kind, row);
}

/** Every variation's list, in product then variation order. */
export async function listMedia(ctx: Ctx, kind: MediaKind, paging: Paging) {
  const seller = eq(variations.sellerId, sellerOf(ctx));
  const rows = (await ctx.db
    .select(columns(kind))
    .from(variations)
    .where(seller)
    .orderBy(asc(variations.productId), asc(variations.position), asc(variations.id))
    .limit(paging.size)
    .offset(paging.page * paging.size)) as MediaRow[];
  const [total] = await ctx.db.select({ n: count() }).from(variations).where(seller);
  return { items: rows.map((row) => mediaView(kind, row)), total: total?.n ?? 0 };
}

/**
 * Reads the list under the variation's lock and writes it through the variation patch, so the change
 * makes the same `product.VariationUpdated` (IMAGES or VIDEOS) that ads following the group act on.
 */
export async function changeMedia(ctx: Ctx, kind: MediaKind, skuId: string, change: MediaChange) {
  return writingCatalog(ctx, async (tx, touched) => {
    const [row] = (await tx.db
      .select(columns(kind))
      .from(variations)
      .where(and(eq(variations.sellerId, sellerOf(tx)), eq(variations.id, skuId)))
      .for('update')) as MediaRow[];
    if (!row) throw notFound('variation', skuId);
    const next = applyMediaChange(kind, row[kind], change);
    const result = await patchVariation(tx, skuId, { [kind]: next });
    // Announced by this (outer) write too, so this process's product cache forgets at once.
    touched.product(row.productId, [skuId]);
    return result;
  });
}
