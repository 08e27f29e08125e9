/**
 * The one port every marketplace sits behind. Ads, prices, stock, orders and labels talk to channels
 * only through it. Each channel of the registry (`channels.ts`) implements it in its own folder: the
 * built-in simulated channels inside the service, a real marketplace through its public API, verified
 * against a local fake of that API (docs/architecture.md, "Adding a channel").
 */

/** Ad fields a channel may publish ("the ad sends a field only if that channel's integration publishes it"). */
export const channelFields = [
  'title',
  'description',
  'status',
  'price',
  'stock',
  'ean',
  'images',
  'videos',
  'attributes',
  'dimensions',
  'handlingTime',
  'brand',
  'fiscal',
  'warranty',
  'condition',
  'compatibility',
] as const;
export type ChannelField = (typeof channelFields)[number];

export type ChannelAd = Partial<Record<ChannelField, unknown>> & { sku: string };

export interface ChannelProfile {
  platform: string;
  name: string;
  /** Fields this channel's integration publishes. */
  publishes: readonly ChannelField[];
  /** The GTIN of a published item cannot be changed on this channel. */
  gtinFrozenAfterPublication: boolean;
  /**
   * The seller sends this channel's parcels with a carrier of their own and types the tracking in Feira
   * (ORD-33): the channel's logistics do not track them. A channel that must be told the tracking has
   * `confirmShipment` (Amazon's seller-fulfilled orders, ADS-132).
   */
  sellerTracksParcels?: true;
}

/** A parcel the seller sent with a carrier of their own, as the channel is told of it. */
export interface ShipmentConfirmation {
  marketplaceOrderId: string;
  trackingCode: string;
  carrier: string;
  /** ISO instant the parcel left. */
  shippedAt: string;
}

/** A listing type an item may move to now, and which way that moves its exposure. */
export interface ListingTypeMove {
  id: string;
  name: string;
  way: 'UPGRADE' | 'DOWNGRADE';
}

export interface AccountRef {
  sellerId: string;
  accountId: string;
  platform: string;
  settings: Record<string, unknown>;
}

export interface ItemUpsert {
  /** Our ad id; channels keep it as their external reference. */
  adId: string;
  /** Null when the ad was never published: the channel creates the item. */
  channelItemId: string | null;
  /** The channel's category the seller chose; null lets the channel's discovery find one. */
  channelCategoryId?: string | null;
  /** The channel's listing type (exposure level), where it has them. */
  listingType?: string | null;
  /**
   * The product the ad is a variation of, on an ad the channel has not listed yet: its id and name
   * (its parent ad's), and how many variation ads it has on the channel, so channels that group a
   * product's variations name the group, and know whether there is one to make.
   */
  family?: { id: string; name: string; variations: number };
  fields: ChannelAd;
}

/**
 * The channel's answer for one item. A refusal is `retryable` when it was an outage; `waiting` when
 * the channel cannot take the item as it is (no price, no stock) and nothing was sent: the ad waits
 * for the change that makes it publishable, with `error` saying which.
 */
export type ItemResult =
  | { adId: string; ok: true; channelItemId: string; channelCategoryId?: string; permalink?: string }
  | { adId: string; ok: false; error: string; retryable: boolean; waiting?: boolean };

/** Order totals a channel may inform; each is absent when the channel did not inform it. */
export const orderTotalFields = [
  'totalNet',
  'totalGross',
  'totalDiscount',
  'marketplaceDiscount',
  'totalFreight',
  'shippingCost',
  'shippingDiscount',
  'totalCommission',
  'serviceFee',
  'totalInterest',
  'grossOperatingRevenue',
  'escrowAmount',
  'tax',
] as const;
export type OrderTotalField = (typeof orderTotalFields)[number];

/** Money travels as decimal strings; never binary floats. */
export interface ChannelOrderItem {
  skuId: string;
  /** The seller's sku the channel names the line by (its SELLER_SKU); the skuId is then resolved from it. */
  sellerSku?: string;
  /** The channel's own item id: the line's SKU is the one the seller's ad for that item is linked to. */
  channelItemId?: string;
  /**
   * No ad of the seller is linked to the channel's item and no SKU has its SELLER_SKU: the line waits,
   * with an empty skuId, until the item is linked (never attached to a made-up SKU).
   */
  notLinked?: boolean;
  qty: number;
  salePrice: string;
  originalPrice?: string;
  discount?: { value: string; percentage: boolean };
}

export interface Customer {
  name?: string;
  document?: string;
  email?: string;
  phone?: string;
}

export interface ShippingAddress {
  street?: string;
  number?: string;
  complement?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

/** An order as a channel tells it: what it did not inform is absent. */
export interface ChannelOrder {
  marketplaceOrderId: string;
  items: ChannelOrderItem[];
  totals: Partial<Record<OrderTotalField, string>>;
  customer?: Customer;
  shippingAddress?: ShippingAddress;
  /** The channel's own warehouse ships it (Mercado Livre Full): no local stock is held or released. */
  fulfilledByChannel?: boolean;
  /** ISO instant by which the seller must hand the parcel to the carrier, when the channel tells one. */
  shipBy?: string;
  /** The parcel's tracking code and the carrier's name, once the channel has them (after dispatch). */
  tracking?: OrderTracking;
}

interface OrderTracking {
  code: string;
  carrier?: string;
}

/** Where an order stands on the channel; orders arrive CREATED and move from there. */
export type ChannelOrderStatus = 'CREATED' | 'PAID' | 'CANCELED' | 'SHIPPED' | 'DELIVERED';

/** An order the channel sent (notification or poll), with where it stands now. */
export interface ReceivedOrder {
  order: ChannelOrder;
  status: ChannelOrderStatus;
  /**
   * The channel's own logistics carried the parcel (Mercado Envios, Full): the channel ships only what
   * it holds the fiscal document of, so its dispatch moves a PAID order on although Feira holds no
   * invoice (docs/decisions/orders.md ORD-41).
   */
  shippedByChannel?: boolean;
}

/** What a simulated order is made from; the channel profile fills the rest. */
export interface SimulatedOrderInput {
  marketplaceOrderId?: string;
  items: ChannelOrderItem[];
  totals: Partial<Record<OrderTotalField, string>>;
  customer?: Customer;
  shippingAddress?: ShippingAddress;
  shipBy?: string;
}

export interface OrderStatusPush {
  marketplaceOrderId: string;
  status: 'PAID' | 'CANCELED';
  at: string;
  reason?: string;
}

export interface InvoicePush {
  marketplaceOrderId: string;
  number: string;
  series: string;
  accessKey: string;
  issuedAt: string;
  xml?: string;
}

export interface InvoiceCancelPush {
  marketplaceOrderId: string;
  accessKey: string;
  reason: string;
}

export interface LabelRequest {
  groupId: string;
  orders: { orderId: string; marketplaceOrderId: string }[];
}

/** A label's `content` is the ZPL text, or the PDF's bytes as base64. */
type LabelPackage =
  | { orderId: string; ok: true; packageId: string; format: 'ZPL' | 'PDF'; content: string }
  | { orderId: string; ok: false; refusal: string };

/** A group the channel processed (some packages may be refused), or one it could not process at all. */
export type LabelGroupResult = { ok: true; packages: LabelPackage[] } | { ok: false; error: string };

/**
 * One sellable unit the seller already lists on a channel (an item, or one variation of an item), as
 * read when Feira links the account's existing items to SKUs. Money as decimal strings.
 */
export interface ChannelListing {
  channelItemId: string;
  /** The channel's variation id inside the item; null for an item without variations. */
  variationId: string | null;
  title: string;
  /** The channel's own status word (Mercado Livre: active, paused, closed, under_review…). */
  channelStatus: string;
  price: string | null;
  stock: number | null;
  permalink: string | null;
  /** The seller's SKU code the channel keeps for the unit, when it keeps one. */
  sellerSku: string | null;
  gtin: string | null;
}

/** Where the channel's money for one order stands. */
export const settlementStatuses = [
  'PENDING',
  'RELEASED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'CHARGED_BACK',
  'IN_MEDIATION',
] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

/** What a channel's charge on a settlement is for; what the channel does not name is OTHER. */
export const settlementChargeKinds = [
  'COMMISSION',
  'SHIPPING',
  'DISCOUNT',
  'REFUND',
  'CHARGEBACK',
  'TAX',
  'FINANCING',
  'OTHER',
] as const;
export type SettlementChargeKind = (typeof settlementChargeKinds)[number];

/** One amount the channel took from the sale, as a positive decimal string, in the channel's own words. */
export interface SettlementCharge {
  kind: SettlementChargeKind;
  amount: string;
  /** The channel's name for it (Mercado Pago's fee type, a refund id…): the evidence a dispute quotes. */
  description: string;
  /**
   * The most the channel's own published rule lets it take for this charge, where the connector can work
   * that out from the report (Amazon's refund administration fee). Reconciliation expects the charge up to
   * this amount, so only a charge above its rule shows as a difference. Absent when there is no such rule.
   */
  ruleCap?: string;
}

/**
 * What the channel actually charged and paid for an order, as the channel reports it (one order may
 * have several: one per payment). Money as decimal strings.
 */
export interface ChannelSettlement {
  marketplaceOrderId: string;
  /** The channel's id of the payment or settlement; with the account, what makes a report the same one. */
  settlementId: string;
  status: SettlementStatus;
  /** What the buyer paid, before the channel's charges. */
  gross: string;
  charges: SettlementCharge[];
  /** What the channel says the seller receives for it, after every charge and refund. */
  net: string;
  /** When the channel says the money is released to the seller; null when it has not said. */
  releaseDate: string | null;
  /** When it was released; null while the channel holds it. */
  releasedAt: string | null;
  /** The channel's last change to it: a report older than the one kept is ignored. */
  updatedAt: string;
}

/** Which settlements to read: those of some orders, or every one the channel changed since an instant. */
export type SettlementQuery = { marketplaceOrderIds: string[] } | { changedSince: string };

export interface MarketplaceConnector {
  profile: ChannelProfile;
  /**
   * Channels that list items made outside Feira: the account's items, page by page, so they can be
   * linked to SKUs without publishing anything.
   */
  existingItems?(account: AccountRef): AsyncIterable<ChannelListing[]>;
  /**
   * Channels whose closed items never sell again: closes the ad's item for good (or, for an ad that
   * is a variation of an item, removes that variation: `detached`, the ad names no item any more).
   * A refusal is a `ChannelRefusal`.
   */
  closeItem?(
    account: AccountRef,
    item: { adId: string; channelItemId: string },
  ): Promise<{ detached: boolean }>;
  /**
   * Channels with listing types: the ones the item may move to now, as the channel answers it (more
   * exposure: UPGRADE; less: DOWNGRADE). A refusal is a `ChannelRefusal`.
   */
  listingTypeMoves?(
    account: AccountRef,
    item: { adId: string; channelItemId: string },
  ): Promise<ListingTypeMove[]>;
  /** Channels with listing types: moves the ad's item to another one. A refusal is a `ChannelRefusal`. */
  changeListingType?(
    account: AccountRef,
    item: { adId: string; channelItemId: string },
    listingType: string,
  ): Promise<void>;
  /** Creates or updates items in one call, as channels' bulk APIs do; one result per item. */
  upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]>;
  /** Tells the channel an order was paid or canceled by the seller. */
  pushOrderStatus(account: AccountRef, update: OrderStatusPush): Promise<void>;
  /** Attaches the seller's invoice (NF-e) to the channel's order. */
  pushInvoice(account: AccountRef, invoice: InvoicePush): Promise<void>;
  /** Tells the channel the invoice was canceled: the order awaits another one. */
  pushInvoiceCancel(account: AccountRef, cancel: InvoiceCancelPush): Promise<void>;
  /**
   * Channels that must be told the tracking the seller typed (`sellerTracksParcels`): confirms the order's
   * shipment, or corrects the one confirmed before. A refusal is a `ChannelRefusedError`.
   */
  confirmShipment?(account: AccountRef, shipment: ShipmentConfirmation): Promise<void>;
  /** Asks the channel for shipping labels of a group of orders. */
  requestLabels(account: AccountRef, request: LabelRequest): Promise<LabelGroupResult>;
  /**
   * Channels that report what they paid for orders (fees, net, release, refunds and chargebacks). A channel
   * without it does not report settlements, and its orders are not reconciled.
   */
  settlements?(account: AccountRef, query: SettlementQuery): Promise<ChannelSettlement[]>;
  /**
   * Sandbox channels only: makes the channel produce orders as its financial profile tells them
   * (one order, or several parts when the channel splits orders).
   */
  simulateOrders?(account: AccountRef, input: SimulatedOrderInput): Promise<ChannelOrder[]>;
}

/**
 * The channel refused what the seller sent (an NF-e, a cancel, an action on an item), or it lacks something the channel
 * needs: the seller's to fix, never retried. `field` names the request field at fault, when one is.
 */
export class ChannelRefusedError extends Error {
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'ChannelRefusedError';
    this.field = field;
  }
}

/** A whole call failed (timeout, 5xx, refused): every item of it is retried. */
export class ChannelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChannelUnavailableError';
  }
}
