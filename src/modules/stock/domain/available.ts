/** The scope of a safety buffer that holds for every SKU on its platform. */
export const EVERY_SKU = '';

export interface StockLevel {
  skuId: string;
  onHand: number;
  reserved: number;
}

/** A safety buffer of a platform: for one SKU, or for every SKU (`skuId` `''`). */
export interface SafetyBuffer {
  platform: string;
  skuId: string;
  buffer: number;
}

/** What can be sold: on hand − reserved − buffer, never below zero (a channel cannot list −3). */
export function availableStock(level: { onHand: number; reserved: number }, buffer = 0): number {
  return Math.max(0, level.onHand - level.reserved - buffer);
}

/** The buffer a platform keeps for a SKU: the SKU's own, else the platform's for every SKU, else none. */
export function bufferFor(buffers: readonly SafetyBuffer[], skuId: string, platform: string): number {
  const own = buffers.find((b) => b.platform === platform && b.skuId === skuId);
  return (own ?? buffers.find((b) => b.platform === platform && b.skuId === EVERY_SKU))?.buffer ?? 0;
}

/**
 * The stock to publish for a SKU: one value for every channel (on hand − reserved) and one per
 * platform with a buffer that applies to it. Ads take the most specific value.
 */
export function channelStock(
  level: StockLevel,
  buffers: readonly SafetyBuffer[],
): { skuId: string; platform: string | null; value: number }[] {
  const platforms = new Set(
    buffers.filter((b) => b.skuId === level.skuId || b.skuId === EVERY_SKU).map((b) => b.platform),
  );
  return [
    { skuId: level.skuId, platform: null, value: availableStock(level) },
    ...[...platforms].sort().map((platform) => ({
      skuId: level.skuId,
      platform,
      value: availableStock(level, bufferFor(buffers, level.skuId, platform)),
    })),
  ];
}
