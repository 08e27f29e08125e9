/**
 * One line of a picking list: a SKU and how many units the chosen orders take of it. A line the
 * channel sold from an item not linked to a SKU yet has no `skuId`, only the channel's item id.
 */
export interface PickingLine {
  skuId?: string;
  sku?: string;
  channelItemId?: string;
  qty: number;
  /** How many of the orders take this SKU. */
  orders: number;
}

interface PickedItem {
  skuId?: string | undefined;
  sku?: string | undefined;
  channelItemId?: string | undefined;
  qty: number;
}

const keyOf = (item: PickedItem) => (item.skuId ? `sku ${item.skuId}` : `item ${item.channelItemId ?? ''}`);
const labelOf = (line: PickingLine) => line.sku ?? line.skuId ?? line.channelItemId ?? '';

/** The units of each SKU the orders take, summed across them, in SKU code order (as shelves are). */
export function pickingLines(orders: readonly { items: readonly PickedItem[] }[]) {
  const lines = new Map<string, PickingLine>();
  for (const order of orders) {
    const seen = new Set<string>();
    for (const item of order.items) {
      const key = keyOf(item);
      const line = lines.get(key) ?? {
        ...(item.skuId ? { skuId: item.skuId } : {}),
        ...(item.sku ? { sku: item.sku } : {}),
        ...(!item.skuId && item.channelItemId ? { channelItemId: item.channelItemId } : {}),
        qty: 0,
        orders: 0,
      };
      line.qty += item.qty;
      if (!seen.has(key)) line.orders += 1;
      seen.add(key);
      lines.set(key, line);
    }
  }
  return [...lines.values()].sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
}
