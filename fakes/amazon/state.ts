import crypto from 'node:crypto';
import type http from 'node:http';

/** Amazon.com.br, the marketplace every value of a Brazilian listing names. */
export const BR = 'A2Q3Y263D00KWC';

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  params: string[];
  /** The selling partner the request's access token stands for (set for SP-API calls). */
  partner: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: Request) => Reply | Promise<Reply>;

/** One issue of a listing, as Listings Items answers it. */
export interface FakeIssue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames?: string[];
}

export interface FakeListing {
  sellerId: string;
  sku: string;
  productType: string;
  asin: string;
  attributes: Record<string, Record<string, unknown>[]>;
  issues: FakeIssue[];
  createdDate: string;
  lastUpdatedDate: string;
}

/** A product type: the attributes its LISTING requirements make required, and words its search matches. */
export interface FakeProductType {
  name: string;
  displayName: string;
  version: string;
  required: string[];
  keywords: string[];
}

export interface FakeOrderItem {
  orderItemId: string;
  sellerSku: string;
  asin: string;
  title: string;
  quantityOrdered: number;
  /** Unit price, decimal text in BRL. */
  unitPrice: string;
}

export interface FakeOrder {
  orderId: string;
  sellerId: string;
  createdTime: string;
  lastUpdatedTime: string;
  fulfillmentStatus: 'PENDING' | 'UNSHIPPED' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'CANCELLED';
  items: FakeOrderItem[];
  /** Shipping the buyer paid, decimal text. */
  shipping: string;
  shipBy: string;
}

/** A package the seller confirmed shipping for a seller-fulfilled order (`confirmShipment`). */
export interface FakePackage {
  carrierCode: string;
  carrierName?: string;
  trackingNumber: string;
  shipDate: string;
  orderItems: { orderItemId: string; quantity: number }[];
}

/** A fee Finances charges on an item besides its Commission (FixedClosingFee, ShippingChargeback…). */
export interface FakeFee {
  type: string;
  /** What the seller pays, decimal text (Finances writes it negative). */
  amount: string;
}

/**
 * A shipment event Finances posts for an order, hours or days after it, into the selling partner's open
 * payout group: each item's Principal and its fees (Commission, and any other), the shipping charge on
 * the first item.
 */
export interface FakeFinancialEvent {
  /**
   * A shipment (the sale), or a refund the seller gave: for a refund, `principal` and `shipping` are what
   * went back to the buyer, `commission` the Commission Amazon credits back, and `fees` what it keeps
   * (RefundCommission, the refund administration fee).
   */
  kind: 'shipment' | 'refund';
  sellerId: string;
  orderId: string;
  groupId: string;
  postedDate: string;
  items: {
    sellerSku: string;
    orderItemId: string;
    quantity: number;
    /** A refund's id of the item's adjustment (`OrderAdjustmentItemId`). */
    adjustmentId?: string;
    principal: string;
    commission: string;
    fees: FakeFee[];
  }[];
  /** The ShippingCharge the buyer paid, decimal text ("0.00": none). */
  shipping: string;
}

/**
 * A financial event group (a payout): Open while Finances posts into it, Closed when its settlement
 * period ends, with the fund transfer Amazon then initiated and how it went.
 */
export interface FakeFinancialEventGroup {
  id: string;
  sellerId: string;
  start: string;
  end: string | null;
  processingStatus: 'Open' | 'Closed';
  fundTransferStatus: string | null;
  fundTransferDate: string | null;
  traceId: string | null;
  accountTail: string;
}

export interface FakeAmazonState {
  clientId: string;
  clientSecret: string;
  appId: string;
  accessTokenSeconds: number;
  now: () => number;
  /** The selling partner signed in to Seller Central when the consent page is opened. */
  consentAs: string | null;
  /** The marketplaces each selling partner participates in (default: Brazil). */
  participations: Map<string, string[]>;
  /**
   * The application's registered log-in URI: when set, Seller Central sends the seller there after
   * consent (`amazon_callback_uri`, `amazon_state`, `selling_partner_id`) and waits for the app to send
   * the browser back to `amazon_callback_uri` with `amazon_state` and its own `state`.
   */
  loginUri: string | null;
  /** Consents waiting for the application's log-in step, by `amazon_state`. */
  loginSteps: Map<string, { partner: string; redirectUri: string }>;
  codes: Map<string, { partner: string; redirectUri: string; used: boolean; expiresAt: number }>;
  refreshTokens: Map<string, { partner: string; revoked: boolean }>;
  accessTokens: Map<string, { partner: string; expiresAt: number }>;
  listings: Map<string, FakeListing>;
  productTypes: Map<string, FakeProductType>;
  /** Brands the selling partner is not approved to list (brand gating: the PUT is INVALID). */
  restrictedBrands: Set<string>;
  orders: Map<string, FakeOrder>;
  /** Each order's confirmed packages by their `packageReferenceId`, as the seller last confirmed them. */
  shipments: Map<string, Map<string, FakePackage>>;
  financialEvents: FakeFinancialEvent[];
  financialEventGroups: FakeFinancialEventGroup[];
  /** Pagination tokens handed out: what the next page continues. */
  pages: Map<
    string,
    { kind: string; partner: string; after: string; offset: number; before?: string; args?: string }
  >;
}

/** The SP-API error body: `errors[]` with code, message and details. */
export const spError = (status: number, code: string, message: string, details = ''): Reply => ({
  status,
  body: { errors: [{ code, message, details }] },
});

export const opaque = (prefix: string) => `${prefix}${crypto.randomBytes(24).toString('base64url')}`;

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');

/** An Amazon order id as Amazon writes them: 3-7-7 digits. */
export const amazonOrderId = () => `701-${digits(7)}-${digits(7)}`;

/** An ASIN: B0 and eight upper-case letters or digits. */
export const asinOf = () =>
  `B0${Array.from({ length: 8 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[crypto.randomInt(34)]).join('')}`;

export const listingKey = (sellerId: string, sku: string) => `${sellerId}/${sku}`;

/** The product types the fake knows, with the attributes Brazilian listings of them require. */
/** A property's display texts in the schema, by the definition's locale. */
interface AttributeTexts {
  title: string;
  description: string;
}

/**
 * The display texts (`title`, `description`) of the attributes the fake's product types use, in the
 * locales it serves: `pt_BR`, and `en_US` for `DEFAULT` (Amazon's schemas carry them per property,
 * in the locale the definition was asked in).
 */
export const attributeTexts: Record<string, Record<'pt_BR' | 'en_US', AttributeTexts>> = {
  item_name: {
    pt_BR: { title: 'Nome do item', description: 'O título do produto como aparece na página de detalhes' },
    en_US: { title: 'Item Name', description: 'Provide a title for the item that may be customer facing' },
  },
  brand: {
    pt_BR: { title: 'Nome da marca', description: 'A marca ou o fabricante do produto' },
    en_US: { title: 'Brand Name', description: 'Provide the brand name of the product' },
  },
  externally_assigned_product_identifier: {
    pt_BR: {
      title: 'ID externo do produto',
      description: 'O código de barras do produto (EAN, UPC ou GTIN)',
    },
    en_US: { title: 'External Product ID', description: "Provide the product's barcode (EAN, UPC or GTIN)" },
  },
  condition_type: {
    pt_BR: { title: 'Condição do item', description: 'A condição do item oferecido: novo, usado…' },
    en_US: { title: 'Item Condition', description: 'Provide the condition of the item' },
  },
  purchasable_offer: {
    pt_BR: { title: 'Oferta', description: 'O preço e a moeda da oferta' },
    en_US: { title: 'Purchasable Offer', description: 'The price and currency of the offer' },
  },
  fulfillment_availability: {
    pt_BR: { title: 'Disponibilidade', description: 'A quantidade disponível e quem faz o envio' },
    en_US: { title: 'Fulfillment Availability', description: 'The quantity available and who fulfills it' },
  },
  color: {
    pt_BR: { title: 'Cor', description: 'A cor principal do produto, como o cliente a vê' },
    en_US: { title: 'Color', description: 'Provide the color of the product' },
  },
  size: {
    pt_BR: { title: 'Tamanho', description: 'O tamanho do produto, como consta na etiqueta' },
    en_US: { title: 'Size', description: 'Provide the size of the item' },
  },
};

export function defaultProductTypes(): Map<string, FakeProductType> {
  const common = [
    'item_name',
    'brand',
    'externally_assigned_product_identifier',
    'condition_type',
    'purchasable_offer',
    'fulfillment_availability',
  ];
  const types: FakeProductType[] = [
    {
      name: 'SHIRT',
      displayName: 'Camisa',
      version: 'U1QzM2NhYWJjZDEyMw',
      required: [...common, 'color', 'size'],
      keywords: ['camisa', 'camiseta', 'shirt'],
    },
    {
      name: 'BOTTLE',
      displayName: 'Garrafa',
      version: 'U1QwMDBib3R0bGUx',
      required: common,
      keywords: ['garrafa', 'térmica', 'bottle'],
    },
    {
      name: 'PRODUCT',
      displayName: 'Produto',
      version: 'U1Q5OXByb2R1Y3Qx',
      required: common,
      keywords: [],
    },
  ];
  return new Map(types.map((type) => [type.name, type]));
}
