/** Why an item the seller already had on a channel was not linked on its own. */
export type UnmatchedReason = 'NO_MATCH' | 'AMBIGUOUS_GTIN' | 'SKU_HAS_AD' | 'SKU_TAKEN';

export type ListingMatch =
  { skuId: string; by: 'SELLER_SKU' | 'GTIN' } | { skuId: null; reason: UnmatchedReason };

/**
 * The SKU an existing channel item belongs to: the seller's SKU code the channel keeps for it names
 * one SKU exactly, so it wins; else its GTIN, only when one SKU of the seller carries it (two SKUs
 * with one GTIN are a guess, left to the seller). `bySku` holds the seller's SKU codes found,
 * `byGtin` the SKUs carrying the listing's GTIN.
 */
export function matchListing(
  listing: { sellerSku: string | null; gtin: string | null },
  bySku: ReadonlyMap<string, string>,
  byGtin: readonly string[],
): ListingMatch {
  const skuId = listing.sellerSku ? bySku.get(listing.sellerSku) : undefined;
  if (skuId) return { skuId, by: 'SELLER_SKU' };
  if (byGtin.length === 1) return { skuId: byGtin[0]!, by: 'GTIN' };
  return { skuId: null, reason: byGtin.length > 1 ? 'AMBIGUOUS_GTIN' : 'NO_MATCH' };
}
