import type { Band, FreightType } from './band.ts';
import type { Cart } from './cart.ts';

const serviceLabels: Record<FreightType, string> = {
  STANDARD: 'Standard',
  EXPRESS: 'Express',
  ECONOMIC: 'Economic',
  SAME_DAY: 'Same day',
  NEXT_DAY: 'Next day',
  PICKUP: 'Pickup',
};

/**
 * A quote's JSON is put together from pieces: the band's opening (its id, service and type) and its
 * price, the carrier's id and name, and what depends on the cart (deadline and transit time with
 * the cart's handling days, the billable weight, `skuQty`). The fields are those of the response
 * schema (freight.schemas.ts) in its order, strings written by JSON.stringify and numbers as
 * `String(n)`, as the schema's serializer writes them: serializing 5 quotes field by field was ~5 %
 * of a computed quote's CPU, most of it escaping the same ids again.
 */
export interface QuotePieces {
  /** `{"valueFreightId":…,"freightServiceId":…,"freightServiceName":…,"freightType":…,"deliveryTime":` */
  head: string;
  /** `,"shippingCost":…,"skuQty":` */
  cost: string;
  /** `head` with the band's public alias for its id (FRT-27), made on its first public answer. */
  publicHead?: string;
}

export function quotePieces(band: Band, cost: number): QuotePieces {
  return {
    head: flat(
      `{"valueFreightId":${JSON.stringify(band.id)},` +
        `"freightServiceId":${JSON.stringify(serviceIdOf(band))},` +
        `"freightServiceName":${JSON.stringify(serviceNameOf(band))},` +
        `"freightType":${JSON.stringify(band.freightType)},"deliveryTime":`,
    ),
    cost: flat(`,"shippingCost":${cost},"skuQty":`),
  };
}

/**
 * The string as one piece of memory. A string put together with `+` is a tree of its parts, and
 * joining it into an answer walks that tree again on every answer, a cache miss per part: pieces
 * kept for many answers are copied flat once.
 */
export function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

export const serviceIdOf = (band: Band) => band.serviceId ?? band.serviceName ?? band.freightType;
export const serviceNameOf = (band: Pick<Band, 'serviceName' | 'freightType'>) =>
  band.serviceName ?? serviceLabels[band.freightType];

export const weightAsJson = (kilos: number) => `{"value":${kilos},"unit":"KILOGRAM"}`;

/** The cart's first item, as every quote names it, closing the quote's JSON. */
export function skuQtyAsJson(cart: Cart): string {
  const first = cart.lines[0]!;
  return `{"skuId":${JSON.stringify(first.skuId)},"qty":${first.qty}}}`;
}
