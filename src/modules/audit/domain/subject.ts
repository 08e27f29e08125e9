/**
 * What a change history entry is about, named the way the seller knows it (a SKU's code and its
 * product's title, a promotion's or rule's name) instead of the internal id the entry is keyed by.
 */

type Snapshot = Record<string, unknown> | null;

interface Entry {
  entity: string;
  entityId: string;
  before: Snapshot;
  after: Snapshot;
}

export interface Subject {
  /** The name shown first: a SKU code, a promotion's name, an app's name, a webhook's address. */
  label: string;
  /** What helps tell it apart: the SKU's product title; null when there is nothing more. */
  detail: string | null;
}

export interface SkuLabel {
  sku: string;
  title: string;
}

/** Entities whose id is a SKU id. */
const keyedBySku = new Set(['price', 'cost', 'stock']);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A field of the entity as it became, or as it was when it is gone. */
const field = (entry: Entry, key: string) => text(entry.after?.[key]) ?? text(entry.before?.[key]);

/** The SKU an entry is about, when it is about one: its id, or an ad's variation. */
export function skuIdOf(entry: Entry): string | null {
  if (keyedBySku.has(entry.entity)) return entry.entityId;
  return entry.entity === 'ad' ? field(entry, 'skuId') : null;
}

/**
 * The entry's subject from what the owning modules answered (`skus` by SKU id, `apps` by client id)
 * and, for what the entry names itself (promotions, rules, webhooks), from its own snapshots. Null
 * when nothing better than the id is known, or the entry's fields say it all (a channel connection).
 */
export function subjectOf(
  entry: Entry,
  skus: ReadonlyMap<string, SkuLabel>,
  apps: ReadonlyMap<string, string>,
): Subject | null {
  const skuId = skuIdOf(entry);
  if (skuId !== null) {
    const known = skus.get(skuId);
    if (known) return { label: known.sku, detail: known.title };
    // A SKU deleted since: the code the entry recorded, if it did.
    const sku = field(entry, 'sku');
    return sku ? { label: sku, detail: null } : null;
  }
  switch (entry.entity) {
    case 'product':
      return { label: entry.entityId, detail: field(entry, 'title') };
    case 'promotion':
    case 'rule':
      return named(field(entry, 'name'));
    case 'app':
      return named(apps.get(entry.entityId) ?? field(entry, 'name'));
    case 'webhook':
      return named(field(entry, 'urlName') ?? field(entry, 'url'));
    default:
      return null;
  }
}

const named = (label: string | null): Subject | null => (label ? { label, detail: null } : null);
