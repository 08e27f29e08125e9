import { Decimal } from '../../../platform/money.ts';
import type { ChannelAd } from '../connector.ts';

/** One attribute of a category, as `/categories/{id}/attributes` lists it. */
export interface CategoryAttribute {
  id: string;
  name: string;
  tags?: { required?: boolean; conditional_required?: boolean; allow_variations?: boolean };
}

/** What publication needs of `/categories/{id}`. */
export interface CategoryInfo {
  settings?: { max_title_length?: number };
}

/** The seller's `/users/{id}/shipping_preferences`, the parts publication reads. */
export interface ShippingPreferences {
  modes?: string[];
}

interface MlAttribute {
  id: string;
  value_name: string;
}

type NameValue = { name: string; value: string };

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

function mainEan(fields: ChannelAd): string | null {
  const ean = fields.ean as { ean?: string | null; eans?: { value: string; main: boolean }[] } | undefined;
  return ean?.ean ?? ean?.eans?.find((e) => e.main)?.value ?? null;
}

/** A stored decimal as the channel shows it: `30.00` is `30`, `10.50` is `10.5`. */
function decimalText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The item's attributes: GTIN from the EAN, SELLER_SKU from the sku, BRAND from the brand, package
 * dimensions, and each of the category's attributes the product has under the same name (in
 * Portuguese, accents and case aside) or under the attribute's own id.
 */
export function itemAttributes(fields: ChannelAd, category: CategoryAttribute[]): MlAttribute[] {
  const out = new Map<string, string>();
  const own = (fields.attributes as NameValue[] | undefined) ?? [];
  for (const attribute of category) {
    const match = own.find((a) => plain(a.name) === plain(attribute.name) || a.name === attribute.id);
    if (match?.value) out.set(attribute.id, match.value);
  }
  if (typeof fields.brand === 'string' && fields.brand) out.set('BRAND', fields.brand);
  const gtin = mainEan(fields);
  if (gtin) out.set('GTIN', gtin);
  out.set('SELLER_SKU', fields.sku);
  const dims = fields.dimensions as Record<string, string | null> | null | undefined;
  const size = (key: string, attribute: string) => {
    const value = decimalText(dims?.[key]);
    if (value) out.set(attribute, `${value} cm`);
  };
  size('height', 'SELLER_PACKAGE_HEIGHT');
  size('width', 'SELLER_PACKAGE_WIDTH');
  size('depth', 'SELLER_PACKAGE_LENGTH');
  const weight = decimalText(dims?.weight);
  // Weight travels in grams: kilograms times 1000 written by moving the decimal point, not by floats.
  if (weight) out.set('SELLER_PACKAGE_WEIGHT', `${kgToGrams(weight)} g`);
  return [...out].map(([id, value_name]) => ({ id, value_name }));
}

function kgToGrams(kg: string): string {
  const [whole = '0', fraction = ''] = kg.split('.');
  const grams = `${whole}${fraction.padEnd(3, '0').slice(0, 3)}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(3).replace(/0+$/, '');
  return rest ? `${grams}.${rest}` : grams;
}

/** ITEM_CONDITION, the attribute Mercado Livre Brasil's categories require with the condition. */
export const conditionAttribute = (fields: ChannelAd): MlAttribute => ({
  id: 'ITEM_CONDITION',
  value_name: fields.condition === 'USED' ? 'Usado' : 'Novo',
});

/**
 * A product without an EAN, in a category whose GTIN is `conditional_required`, says why it has none:
 * EMPTY_GTIN_REASON "the product has no registered code". A required GTIN has no such way out.
 */
export function gtinAnswer(attributes: MlAttribute[], category: CategoryAttribute[]): MlAttribute[] {
  const gtin = category.find((a) => a.id === 'GTIN');
  if (!gtin?.tags?.conditional_required || attributes.some((a) => a.id === 'GTIN')) return [];
  return [{ id: 'EMPTY_GTIN_REASON', value_name: 'O produto não tem código cadastrado' }];
}

/**
 * The title cut to the category's `max_title_length` at a word boundary (a word longer than the
 * whole limit is cut inside), so the channel does not refuse a long title.
 */
export function fitTitle(text: string, max: number | undefined): string {
  const title = text.trim();
  if (!max || title.length <= max) return title;
  const cut = title.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : title.slice(0, max)).trim();
}

/** Mercado Livre Brasil's free-shipping line: an me2 item from R$ 79 ships free (the seller pays). */
const FREE_SHIPPING_FROM = new Decimal(79);

/**
 * The item's `shipping` from the seller's preferences: Mercado Envios (me2) when the seller has it,
 * free from the free-shipping line; otherwise what the seller has, none when nothing is set.
 */
export function shippingOf(preferences: ShippingPreferences, fields: ChannelAd): Record<string, unknown> {
  const modes = preferences.modes ?? [];
  if (modes.includes('me2')) {
    const price =
      typeof fields.price === 'string' || typeof fields.price === 'number' ? new Decimal(fields.price) : null;
    return {
      mode: 'me2',
      local_pick_up: false,
      free_shipping: price !== null && price.gte(FREE_SHIPPING_FROM),
    };
  }
  return {
    mode: modes.includes('custom') ? 'custom' : 'not_specified',
    local_pick_up: false,
    free_shipping: false,
  };
}

/** Required attributes of the category the item does not carry. */
export function missingRequired(
  attributes: MlAttribute[],
  category: CategoryAttribute[],
): CategoryAttribute[] {
  const given = new Set(attributes.map((a) => a.id));
  return category.filter((a) => a.tags?.required && !given.has(a.id));
}

/** Warranty as the item's sale terms (type and time, in the words the channel shows). */
export function saleTerms(fields: ChannelAd): MlAttribute[] {
  const warranty = fields.warranty as { time?: number; type?: string } | null | undefined;
  if (!warranty?.type) return [];
  const type = warranty.type === 'FACTORY_WARRANTY' ? 'Garantia de fábrica' : 'Garantia do vendedor';
  const terms = [{ id: 'WARRANTY_TYPE', value_name: type }];
  if (warranty.time) terms.push({ id: 'WARRANTY_TIME', value_name: `${warranty.time} meses` });
  return terms;
}

export function pictures(fields: ChannelAd): { source: string }[] {
  const images = (fields.images as { url: string; main?: boolean }[] | undefined) ?? [];
  return [...images]
    .sort((a, b) => Number(b.main ?? false) - Number(a.main ?? false))
    .map((i) => ({ source: i.url }));
}

/**
 * The ad's status as the item's: an inactive ad pauses its item like a paused one. Closing is never
 * a consequence of an ad's status: a closed item can never be reactivated.
 */
export function itemStatus(fields: ChannelAd): 'active' | 'paused' {
  return fields.status === 'PAUSED' || fields.status === 'INACTIVE' ? 'paused' : 'active';
}

/** Tags the channel's moderation puts on an item it paused: only the seller, after a review, lifts them. */
const moderationTags = new Set(['moderation_penalty']);

/**
 * Whether a push for an active ad with stock may reactivate its paused item: only when the pause is
 * Feira's own, either the channel's for zero stock (`out_of_stock` its only reason, which Feira's
 * stock of zero caused) or Feira's for the ad's pause. A pause by the seller on Mercado Livre or by
 * the channel's moderation (any other reason, a moderation tag) is left for the seller to lift there.
 */
export function mayReactivate(item: {
  status: string;
  subStatus: readonly string[];
  tags: readonly string[];
  pausedByFeira: boolean;
}): boolean {
  if (item.status !== 'paused') return false;
  if (item.tags.some((tag) => moderationTags.has(tag))) return false;
  if (item.subStatus.length > 0) return item.subStatus.every((reason) => reason === 'out_of_stock');
  return item.pausedByFeira;
}

/** Why an ad cannot be listed yet; null when it can. Nothing is sent for an ad that waits. */
export function waitingReason(fields: ChannelAd): string | null {
  if (fields.status !== 'ACTIVE') return 'not listed on Mercado Livre while the ad is not active';
  if (fields.price === null || fields.price === undefined)
    return 'waiting for a price: Mercado Livre lists an item only with a price';
  if (!((fields.stock as number | undefined) ?? 0))
    return 'waiting for stock: Mercado Livre lists an item only with at least one unit available';
  return null;
}

/** Price as the channel's JSON number; it carries at most two decimals already. */
export const priceNumber = (fields: ChannelAd) => Number(fields.price);

export const itemCondition = (fields: ChannelAd) => (fields.condition === 'USED' ? 'used' : 'new');
