import type { OrderStatus } from './status.ts';

/** A parcel's tracking as the seller types it (ORD-33). */
export interface SellerTracking {
  carrier: string;
  code: string;
  url?: string;
}

/**
 * What typing a tracking does to an order in `status` (ORD-33): an invoiced order is handed to the
 * carrier, so it ships; a shipped one (or one whose delivery failed) gets its tracking corrected; any
 * other cannot take one: before the invoice the parcel may not leave, and a canceled, delivered or
 * returned order has no parcel on its way.
 */
export function trackingMove(status: OrderStatus): 'SHIP' | 'CORRECT' | 'REFUSE' {
  if (status === 'INVOICED') return 'SHIP';
  if (status === 'SHIPPED' || status === 'SHIPMENT_EXCEPTION') return 'CORRECT';
  return 'REFUSE';
}

/** The text as typed, without the spaces around it. */
export function trimmedTracking(input: SellerTracking): SellerTracking {
  return {
    carrier: input.carrier.trim(),
    code: input.code.trim(),
    ...(input.url ? { url: input.url.trim() } : {}),
  };
}
