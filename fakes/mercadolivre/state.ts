import crypto from 'node:crypto';
import type http from 'node:http';
import type { FakePayment } from './payments.ts';

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  raw: Buffer;
  /** The groups the route's pattern captured. */
  params: string[];
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: Request) => Reply | Promise<Reply>;

export interface FakeUser {
  id: number;
  nickname: string;
  /**
   * `/users/me` tags; unset: `normal` and `user_product_seller`, as Mercado Livre Brasil has been
   * switching its sellers to user products since February 2025.
   */
  tags?: string[];
  /** `/users/{id}/shipping_preferences`; unset: Mercado Envios 2 (me2) with drop-off. */
  shippingModes?: string[];
}

export interface FakeItem {
  id: string;
  seller_id: number;
  site_id: 'MLB';
  title: string;
  family_name: string | null;
  category_id: string;
  price: number;
  currency_id: string;
  available_quantity: number;
  sold_quantity: number;
  buying_mode: string;
  listing_type_id: string;
  condition: string;
  status: 'active' | 'paused' | 'closed';
  sub_status: string[];
  /** The channel's marks on the item, e.g. `moderation_penalty` on one its moderation paused. */
  tags: string[];
  permalink: string;
  pictures: { id: string; url: string; source: string }[];
  attributes: { id: string; value_name: string }[];
  sale_terms: { id: string; value_name: string }[];
  shipping: Record<string, unknown>;
  /** Classic sellers' variations of one item: stock (and the seller's SKU) per variation. */
  variations: FakeVariation[];
  user_product_id: string;
  /** An item relisted from a closed one names it (`POST /items/{id}/relist`). */
  parent_item_id: string | null;
  date_created: string;
  last_updated: string;
}

export interface FakeVariation {
  id: number;
  price: number;
  available_quantity: number;
  sold_quantity: number;
  attribute_combinations: { id: string; name?: string; value_name: string }[];
  /** Only answered with `include_attributes=all` by the real API; the fake always keeps them. */
  attributes: { id: string; value_name: string }[];
  picture_ids: string[];
  /** The older free-text field some sellers keep their SKU in. */
  seller_custom_field?: string | null;
}

/** Whether the user publishes under the user-products model (`family_name`, no `title`). */
export const isUserProductSeller = (user: FakeUser | undefined) =>
  (user?.tags ?? ['normal', 'user_product_seller']).includes('user_product_seller');

export interface FakeState {
  clientId: string;
  clientSecret: string;
  accessTokenSeconds: number;
  /** The fake's own clock (tests move it to expire tokens). */
  now: () => number;
  /** Who "logs in" on the consent page; null: nobody, the page answers 401. */
  consentAs: FakeUser | null;
  users: Map<number, FakeUser>;
  codes: Map<
    string,
    {
      userId: number;
      clientId: string;
      redirectUri: string;
      challenge: string;
      used: boolean;
      expiresAt: number;
    }
  >;
  accessTokens: Map<string, { userId: number; expiresAt: number }>;
  refreshTokens: Map<string, { userId: number; used: boolean }>;
  items: Map<string, FakeItem>;
  descriptions: Map<string, { plain_text: string }>;
  orders: Map<number, Record<string, unknown> & { seller: { id: number } }>;
  shipments: Map<number, Record<string, unknown> & { sellerId: number }>;
  fiscalDocuments: Map<number, { id: string; filename: string; content: string }[]>;
  /** Carts: a pack's orders and the one shipment they share. */
  packs: Map<
    number,
    { id: number; orderIds: number[]; shipmentId: number; sellerId: number; buyerId: number }
  >;
  /** Mercado Pago's payments of the orders, by payment id (`/v1/payments`). */
  payments: Map<number, FakePayment>;
  /** The buyer's fiscal data per order (`/orders/{id}/billing_info`, version 2 shape). */
  billingInfo: Map<number, Record<string, unknown>>;
  /** The NF-e imported on a shipment (`/shipments/{id}/invoice_data`): what releases its label. */
  invoiceData: Map<
    number,
    { fiscal_key: string; xml: string; invoice_number: string; invoice_series: string }
  >;
  /** Notifications the app's callback did not acknowledge with a 200, kept for `/missed_feeds`. */
  missedFeeds: Record<string, unknown>[];
  /** Tests of a broken answer: `zpl2` labels come as a ZIP cut short (no central directory). */
  truncateZplLabels?: boolean;
  /** The application's notifications callback URL (set on the app's page in real life). */
  notificationsUrl: string | null;
  /** Every notification posted, with Feira's answer. */
  notifications: { body: Record<string, unknown>; status: number; ms: number }[];
  seq: number;
  id(): number;
}

/** The documented error body: `message`, `error`, `status` and a `cause` list. */
export function mlError(status: number, error: string, message: string, cause: unknown[] = []): Reply {
  return { status, body: { message, error, status, cause } };
}

/** An opaque random token, shaped like Mercado Livre's. */
export const opaque = (prefix: string) => `${prefix}-${crypto.randomBytes(12).toString('hex')}`;

/** The user an access token stands for, or the 401 reply Mercado Livre gives for a bad one. */
export function userOf(state: FakeState, request: Request): number | Reply {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const known = state.accessTokens.get(token);
  if (!known) return mlError(401, 'invalid_token', 'invalid access token');
  if (known.expiresAt <= state.now()) return mlError(401, 'invalid_token', 'expired_token');
  return known.userId;
}

export const iso = (state: FakeState) => new Date(state.now()).toISOString();
