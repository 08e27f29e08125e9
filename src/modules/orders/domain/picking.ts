/** One line of a picking list: a SKU and how many units the chosen orders take of it. */
export interface PickingLine {
  skuId: string;
  sku?: string;
  qty: number;
  /** How many of the orders take this SKU. */
  orders: number;
}

/** The units of each SKU the orders take, summed across them, in SKU code order (as shelves are). */
export function pickingLines(
  orders: readonly { items: readonly { skuId: string; sku?: string; qty: number }[] }[],
) {
  const lines = new Map<string, PickingLine>();
  for (const order of orders) {
    const seen = new Set<string>();
    for (const item of order.items) {
      const line = lines.get(item.skuId) ?? {
        skuId: item.skuId,
        ...(item.sku ? { sku: item.sku } : {}),
        qty: 0,
        orders: 0,
      };
      line.qty += item.qty;
      if (!seen.has(item.skuId)) line.orders += 1;
      seen.add(item.skuId);
      lines.set(item.skuId, line);
    }
  }
  return [...lines.values()].sort((a, b) => (a.sku ?? a.skuId).localeCompare(b.sku ?? b.skuId));
}
