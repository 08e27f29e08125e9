import { Money } from '../../../../platform/money.ts';
import type { ChannelAd } from '../../connector.ts';

/** Amazon.com.br. */
export const MARKETPLACE_ID = 'A2Q3Y263D00KWC';

type Value = Record<string, unknown>;
export type ListingAttributes = Record<string, Value[]>;

/** A JSON Patch of Listings Items: one attribute replaced. */
export interface ListingPatch {
  op: 'replace';
  path: string;
  value: Value[];
}

const conditions: Record<string, string> = {
  NEW: 'new_new',
  USED: 'used_good',
  REFURBISHED: 'refurbished_refurbished',
};

/**
 * Names a seller's own attributes go by in Portuguese, for the product-type attributes they fill.
 * A seller's attribute named as Amazon names it (`color`) is taken as it is.
 */
const aliases: Record<string, string> = {
  cor: 'color',
  tamanho: 'size',
  material: 'material',
  modelo: 'model_name',
  voltagem: 'voltage',
};

const normalized = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The ad's price to the cent, as decimal text; null when the ad has none. */
export function priceText(fields: ChannelAd): string | null {
  const raw = fields.price;
  if ((typeof raw !== 'number' && typeof raw !== 'string') || raw === '') return null;
  const price = new Money(raw);
  return price.isFinite() && price.gt(0) ? price.toDecimalPlaces(2).toFixed(2) : null;
}

/** The ad's price as the JSON number Amazon reads (cents are exact in a double's decimal form). */
function priceOf(fields: ChannelAd): number | null {
  const text = priceText(fields);
  return text === null ? null : Number(text);
}

/** What the listing offers: nothing to buy while the ad is not active (quantity 0 pauses it). */
export function quantityOf(fields: ChannelAd): number {
  const stock = Number(fields.stock ?? 0);
  return fields.status === 'ACTIVE' && Number.isInteger(stock) && stock > 0 ? stock : 0;
}

const offer = (price: number): Value[] => [
  { currency: 'BRL', our_price: [{ schedule: [{ value_with_tax: price }] }], marketplace_id: MARKETPLACE_ID },
];

const availability = (quantity: number): Value[] => [{ fulfillment_channel_code: 'DEFAULT', quantity }];

/** The main EAN of the ad, when it has one. */
function eanOf(fields: ChannelAd): string | null {
  const ean = fields.ean as { ean?: string | null; eans?: { value: string; main: boolean }[] } | undefined;
  return ean?.ean ?? ean?.eans?.find((e) => e.main)?.value ?? null;
}

/**
 * The attributes of a new listing (`PUT`, requirements LISTING) from the ad: title, brand, EAN (or
 * the identifier exemption), condition, price in BRL with tax, quantity, and each further attribute
 * the product type requires from the seller's own attributes, every value naming Amazon.com.br.
 * `missing` lists the required attributes the ad cannot fill: nothing is sent until the seller adds them.
 */
export function listingAttributes(
  fields: ChannelAd,
  required: readonly string[],
): { attributes: ListingAttributes; missing: string[] } {
  const m = { marketplace_id: MARKETPLACE_ID };
  const attributes: ListingAttributes = {};
  const title = text(fields.title);
  if (title) attributes.item_name = [{ value: title, language_tag: 'pt_BR', ...m }];
  const brand = text(fields.brand);
  if (brand) attributes.brand = [{ value: brand, ...m }];
  const ean = eanOf(fields);
  if (ean) attributes.externally_assigned_product_identifier = [{ type: 'ean', value: ean, ...m }];
  else attributes.supplier_declared_has_product_identifier_exemption = [{ value: true, ...m }];
  attributes.condition_type = [
    { value: conditions[typeof fields.condition === 'string' ? fields.condition : 'NEW'] ?? 'new_new', ...m },
  ];
  const price = priceOf(fields);
  if (price !== null) attributes.purchasable_offer = offer(price);
  attributes.fulfillment_availability = availability(quantityOf(fields));
  const own = new Map(
    ((fields.attributes as { name: string; value: string }[] | undefined) ?? []).map((a) => {
      const name = normalized(a.name);
      return [aliases[name] ?? name, a.value];
    }),
  );
  for (const name of required) {
    if (attributes[name]) continue;
    const value = text(own.get(name));
    if (value) attributes[name] = [{ value, ...m }];
  }
  const missing = required.filter(
    (name) =>
      !attributes[name] &&
      // The exemption stands in for the EAN of a product that has none.
      !(
        name === 'externally_assigned_product_identifier' &&
        attributes.supplier_declared_has_product_identifier_exemption
      ),
  );
  return { attributes, missing };
}

/** The patches of an existing listing: its price (when the ad has one) and its quantity. */
export function offerPatches(fields: ChannelAd): ListingPatch[] {
  const patches: ListingPatch[] = [];
  const price = priceOf(fields);
  if (price !== null)
    patches.push({ op: 'replace', path: '/attributes/purchasable_offer', value: offer(price) });
  patches.push({
    op: 'replace',
    path: '/attributes/fulfillment_availability',
    value: availability(quantityOf(fields)),
  });
  return patches;
}
