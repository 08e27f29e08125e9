import crypto from 'node:crypto';
import {
  isUserProductSeller,
  iso,
  mlError,
  userOf,
  type FakeItem,
  type FakeState,
  type FakeVariation,
  type Handler,
} from './state.ts';

/**
 * The seller's own items, as `/users/{id}/items/search` lists them (developers.mercadolivre.com.br,
 * "Itens e buscas": "Obtém itens da conta de um vendedor" and "Modo de busca acima de 1000 registros").
 * Offset paging answers at most the first 1,000 ids; past that only `search_type=scan` reads on, page
 * after page through the `scroll_id` it answers, until a page comes back empty. `limit` is at most 100.
 */

/** An item the seller listed on Mercado Livre before Feira, with what it may carry that Feira's do not. */
export type ExistingItem = FakeItem & { seller_custom_field: string | null };

export interface ExistingItemInput {
  title: string;
  price: number;
  available_quantity?: number;
  status?: 'active' | 'paused' | 'closed';
  /** The `SELLER_SKU` attribute of the item. */
  sellerSku?: string;
  /** The older free-text field some sellers keep their SKU in. */
  sellerCustomField?: string;
  gtin?: string;
  variations?: { color: string; sellerSku?: string; gtin?: string; available_quantity?: number }[];
}

const attribute = (id: string, value: string | undefined) => (value ? [{ id, value_name: value }] : []);

/** Lists an item as the seller once did on Mercado Livre itself; answers its id (real-sized). */
export function seedExistingItem(state: FakeState, userId: number, input: ExistingItemInput): string {
  const n = state.id();
  const id = `MLB${5_000_000_000 + n}`;
  const variations = (input.variations ?? []).map((v, i): FakeVariation => ({
    id: 180_000_000_000 + n * 10 + i,
    price: input.price,
    available_quantity: v.available_quantity ?? 5,
    sold_quantity: 0,
    picture_ids: [],
    attribute_combinations: [{ id: 'COLOR', name: 'Cor', value_name: v.color }],
    attributes: [...attribute('SELLER_SKU', v.sellerSku), ...attribute('GTIN', v.gtin)],
    seller_custom_field: null,
  }));
  const item: ExistingItem = {
    id,
    seller_id: userId,
    site_id: 'MLB',
    title: input.title,
    // A user-products seller's items carry their family; a classic seller's do not.
    family_name: isUserProductSeller(state.users.get(userId)) ? input.title : null,
    category_id: 'MLB1055',
    price: input.price,
    currency_id: 'BRL',
    available_quantity: variations.length
      ? variations.reduce((sum, v) => sum + v.available_quantity, 0)
      : (input.available_quantity ?? 5),
    sold_quantity: 3,
    buying_mode: 'buy_it_now',
    listing_type_id: 'gold_special',
    condition: 'new',
    status: input.status ?? 'active',
    sub_status: [],
    tags: [],
    permalink: `https://produto.mercadolivre.com.br/MLB-${5_000_000_000 + n}-_JM`,
    pictures: [],
    attributes: [...attribute('SELLER_SKU', input.sellerSku), ...attribute('GTIN', input.gtin)],
    sale_terms: [],
    shipping: { mode: 'me2' },
    user_product_id: `MLBU${3_500_000_000 + n}`,
    parent_item_id: null,
    date_created: iso(state),
    last_updated: iso(state),
    variations,
    seller_custom_field: input.sellerCustomField ?? null,
  };
  state.items.set(id, item);
  return id;
}

/** `seller_sku` finds the items whose SELLER_SKU attribute, or one variation's, is that code. */
const hasSellerSku = (item: FakeItem, sku: string) =>
  item.attributes.some((a) => a.id === 'SELLER_SKU' && a.value_name === sku) ||
  item.variations.some((v) => v.attributes.some((a) => a.id === 'SELLER_SKU' && a.value_name === sku));

const MAX_LIMIT = 100;
const OFFSET_WINDOW = 1000;

export function searchRoutes(state: FakeState): [string, RegExp, Handler][] {
  /** Open scans: the ids left to answer, by scroll id. */
  const scrolls = new Map<string, string[]>();
  return [
    [
      'GET',
      /^\/users\/(\d+)\/items\/search$/,
      (request) => {
        const caller = userOf(state, request);
        if (typeof caller !== 'number') return caller;
        const userId = Number(request.params[0]);
        if (userId !== caller)
          return mlError(403, 'forbidden', 'Caller is not allowed to search the items of this user');
        const q = request.query;
        const limit = Number(q.get('limit') ?? 50);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
          return mlError(400, 'bad_request', `limit must be between 1 and ${MAX_LIMIT}`);
        const ids = [...state.items.values()]
          .filter((item) => item.seller_id === userId)
          .filter((item) => !q.get('status') || item.status === q.get('status'))
          .filter((item) => !q.get('seller_sku') || hasSellerSku(item, q.get('seller_sku')!))
          .map((item) => item.id)
          .sort();
        if (q.get('search_type') === 'scan') {
          if (q.has('offset'))
            return mlError(400, 'bad_request', 'offset is not allowed with search_type=scan');
          const scrollId = q.get('scroll_id');
          let left: string[];
          if (scrollId) {
            const open = scrolls.get(scrollId);
            if (!open) return mlError(400, 'bad_request', 'invalid scroll_id');
            left = open;
          } else left = ids;
          const page = left.slice(0, limit);
          const next = crypto.randomBytes(24).toString('base64');
          scrolls.set(next, left.slice(limit));
          if (scrollId) scrolls.delete(scrollId);
          return {
            status: 200,
            body: {
              seller_id: String(userId),
              results: page,
              paging: { total: ids.length, limit },
              scroll_id: next,
            },
          };
        }
        const offset = Number(q.get('offset') ?? 0);
        if (!Number.isInteger(offset) || offset < 0)
          return mlError(400, 'bad_request', 'offset must be a positive number');
        if (offset + limit > OFFSET_WINDOW)
          return mlError(
            400,
            'bad_request',
            `offset + limit can not be greater than ${OFFSET_WINDOW}: use search_type=scan`,
          );
        return {
          status: 200,
          body: {
            seller_id: String(userId),
            results: ids.slice(offset, offset + limit),
            paging: { total: ids.length, offset, limit },
          },
        };
      },
    ],
  ];
}
