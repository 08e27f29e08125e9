import { fakeCategories } from './catalog.ts';
import { iso, mlError, userOf, type FakeItem, type FakeState, type Handler, type Reply } from './state.ts';

const LISTING_TYPES = ['gold_pro', 'gold_special', 'free'];
const STATUSES = ['active', 'paused', 'closed'];

interface Cause {
  code: string;
  message: string;
  references: string[];
}

const validationError = (causes: Cause[]): Reply =>
  mlError(
    400,
    'validation_error',
    'Validation error',
    causes.map((c, i) => ({ department: 'items', cause_id: 100 + i, type: 'error', ...c })),
  );

type Body = Record<string, unknown>;
const attributesOf = (body: Body) =>
  ((body.attributes as { id: string; value_name?: string }[] | undefined) ?? []).map((a) => ({
    id: a.id,
    value_name: String(a.value_name ?? ''),
  }));

/** The publication rules the documentation lists, each refused with its own cause. */
function validateNew(body: Body): Cause[] {
  const causes: Cause[] = [];
  const category = fakeCategories.find((c) => c.id === body.category_id);
  if (!category)
    causes.push({
      code: 'item.category_id.invalid',
      message: `Category ${String(body.category_id)} does not exist`,
      references: ['item.category_id'],
    });
  if (!body.title && !body.family_name)
    causes.push({ code: 'item.title.required', message: 'title is required', references: ['item.title'] });
  if (typeof body.price !== 'number' || body.price <= 0)
    causes.push({
      code: 'item.price.invalid',
      message: 'price must be positive',
      references: ['item.price'],
    });
  if (body.currency_id !== 'BRL')
    causes.push({
      code: 'item.currency_id.invalid',
      message: 'currency_id must be BRL on MLB',
      references: ['item.currency_id'],
    });
  if (!Number.isInteger(body.available_quantity) || (body.available_quantity as number) < 1)
    causes.push({
      code: 'item.available_quantity.invalid',
      message: 'available_quantity must be at least 1 to list an item',
      references: ['item.available_quantity'],
    });
  if (!LISTING_TYPES.includes(String(body.listing_type_id)))
    causes.push({
      code: 'item.listing_type_id.invalid',
      message: `listing_type_id ${String(body.listing_type_id)} is not valid`,
      references: ['item.listing_type_id'],
    });
  if (!['new', 'used'].includes(String(body.condition)))
    causes.push({
      code: 'item.condition.invalid',
      message: 'condition must be new or used',
      references: ['item.condition'],
    });
  if (category) {
    const given = new Set(
      attributesOf(body)
        .filter((a) => a.value_name)
        .map((a) => a.id),
    );
    const missing = category.required.filter((id) => !given.has(id));
    if (missing.length > 0)
      causes.push({
        code: 'item.attributes.missing_required',
        message: `The attributes [${missing.join(', ')}] are required for category ${category.id}. Check the attribute is present in the attributes list or in all variation's attributes_combination or attributes.`,
        references: ['item.attributes'],
      });
  }
  return causes;
}

/** Stores a new item of `userId` from a valid body, as the channel does on a 201. */
export function storeItem(state: FakeState, userId: number, body: Body): FakeItem {
  const n = state.id();
  const id = `MLB${4_000_000_000 + n}`;
  const title = String(body.title ?? body.family_name);
  const item: FakeItem = {
    id,
    seller_id: userId,
    site_id: 'MLB',
    title,
    family_name: (body.family_name as string | undefined) ?? null,
    category_id: String(body.category_id),
    price: body.price as number,
    currency_id: 'BRL',
    available_quantity: body.available_quantity as number,
    sold_quantity: 0,
    buying_mode: typeof body.buying_mode === 'string' ? body.buying_mode : 'buy_it_now',
    listing_type_id: String(body.listing_type_id),
    condition: String(body.condition),
    status: body.status === 'paused' ? 'paused' : 'active',
    sub_status: [],
    tags: [],
    permalink: `https://produto.mercadolivre.com.br/MLB-${4_000_000_000 + n}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-_JM`,
    pictures: ((body.pictures as { source: string }[] | undefined) ?? []).map((p, i) => ({
      id: `${n}-${i}`,
      url: p.source,
      source: p.source,
    })),
    attributes: attributesOf(body),
    sale_terms: (body.sale_terms as FakeItem['sale_terms'] | undefined) ?? [],
    shipping: (body.shipping as Record<string, unknown> | undefined) ?? {},
    user_product_id: `MLBU${3_000_000_000 + n}`,
    date_created: iso(state),
    last_updated: iso(state),
  };
  state.items.set(id, item);
  return item;
}

/**
 * Pauses an item on the channel's side, as Mercado Livre does without Feira: the seller pausing it
 * on Mercado Livre (no reason given), or the moderation pausing it (the `moderation_penalty` tag the
 * documentation tells integrators to search for).
 */
export function pauseOnChannel(state: FakeState, itemId: string, by: 'seller' | 'moderation'): FakeItem {
  const item = state.items.get(itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  item.status = 'paused';
  item.sub_status = [];
  if (by === 'moderation') item.tags = [...item.tags, 'moderation_penalty'];
  item.last_updated = iso(state);
  return item;
}

function ownItem(state: FakeState, request: Parameters<Handler>[0]): FakeItem | Reply {
  const userId = userOf(state, request);
  if (typeof userId !== 'number') return userId;
  const item = state.items.get(request.params[0] ?? '');
  if (!item) return mlError(404, 'not_found', `Item with id ${request.params[0]} not found`);
  if (item.seller_id !== userId)
    return mlError(
      403,
      'forbidden',
      'Caller is not the owner of the item (caller.id does not match item.seller_id)',
    );
  return item;
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && !('seller_id' in value);

export function itemRoutes(state: FakeState): [string, RegExp, Handler][] {
  return [
    [
      'POST',
      /^\/items$/,
      (request) => {
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        const body = (request.body ?? {}) as Body;
        const causes = validateNew(body);
        if (causes.length > 0) return validationError(causes);
        const item = storeItem(state, userId, body);
        const id = item.id;
        if (typeof body.description === 'object' && body.description)
          state.descriptions.set(id, {
            plain_text: String((body.description as { plain_text?: string }).plain_text ?? ''),
          });
        return { status: 201, body: item };
      },
    ],
    [
      'GET',
      /^\/items$/,
      (request) => {
        // Multiget: up to 20 ids, each answered with its own code.
        const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
        if (ids.length === 0 || ids.length > 20)
          return mlError(400, 'bad_request', 'ids: give from 1 to 20 item ids');
        return {
          status: 200,
          body: ids.map((id) => {
            const item = state.items.get(id);
            return item
              ? { code: 200, body: item }
              : { code: 404, body: { message: `Item with id ${id} not found`, error: 'not_found' } };
          }),
        };
      },
    ],
    [
      'GET',
      /^\/items\/(MLB\d+)$/,
      (request) => {
        const item = state.items.get(request.params[0] ?? '');
        return item
          ? { status: 200, body: item }
          : mlError(404, 'not_found', `Item with id ${request.params[0]} not found`);
      },
    ],
    [
      'PUT',
      /^\/items\/(MLB\d+)$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const body = (request.body ?? {}) as Body;
        if (item.status === 'closed')
          return validationError([
            {
              code: 'item.status.not_modifiable',
              message: 'Item in status closed cannot be modified',
              references: ['item.status'],
            },
          ]);
        const causes: Cause[] = [];
        if ('price' in body && (typeof body.price !== 'number' || body.price <= 0))
          causes.push({
            code: 'item.price.invalid',
            message: 'price must be positive',
            references: ['item.price'],
          });
        if (
          'available_quantity' in body &&
          (!Number.isInteger(body.available_quantity) || (body.available_quantity as number) < 0)
        )
          causes.push({
            code: 'item.available_quantity.invalid',
            message: 'available_quantity must not be negative',
            references: ['item.available_quantity'],
          });
        if ('status' in body && !STATUSES.includes(String(body.status)))
          causes.push({
            code: 'item.status.invalid',
            message: `status ${String(body.status)} is not valid`,
            references: ['item.status'],
          });
        if ('title' in body && item.sold_quantity > 0)
          causes.push({
            code: 'item.title.not_modifiable',
            message: 'title cannot be modified after a sale',
            references: ['item.title'],
          });
        if (causes.length > 0) return validationError(causes);
        if (typeof body.price === 'number') item.price = body.price;
        if (typeof body.title === 'string') item.title = body.title;
        if (typeof body.available_quantity === 'number') {
          item.available_quantity = body.available_quantity;
          // Out of stock pauses the item on the channel's side, as the documentation describes.
          if (item.available_quantity === 0 && item.status === 'active') {
            item.status = 'paused';
            item.sub_status = ['out_of_stock'];
          }
        }
        if (typeof body.status === 'string') {
          item.status = body.status as FakeItem['status'];
          item.sub_status = [];
          // Activating a moderated item is the seller's answer to the moderation: its mark goes.
          if (item.status === 'active') item.tags = item.tags.filter((tag) => tag !== 'moderation_penalty');
        }
        if (Array.isArray(body.attributes)) {
          const next = new Map(item.attributes.map((a) => [a.id, a]));
          for (const a of attributesOf(body)) next.set(a.id, a);
          item.attributes = [...next.values()];
        }
        if (Array.isArray(body.pictures))
          item.pictures = (body.pictures as { source: string }[]).map((p, i) => ({
            id: `${item.id}-${i}`,
            url: p.source,
            source: p.source,
          }));
        if (Array.isArray(body.sale_terms)) item.sale_terms = body.sale_terms as FakeItem['sale_terms'];
        item.last_updated = iso(state);
        return { status: 200, body: item };
      },
    ],
    [
      'GET',
      /^\/items\/(MLB\d+)\/description$/,
      (request) => {
        const description = state.descriptions.get(request.params[0] ?? '');
        return description
          ? { status: 200, body: description }
          : mlError(404, 'not_found', 'Description not found');
      },
    ],
    ...(['POST', 'PUT'] as const).map((method): [string, RegExp, Handler] => [
      method,
      /^\/items\/(MLB\d+)\/description$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const text = (request.body as Body | undefined)?.plain_text;
        if (typeof text !== 'string')
          return validationError([
            {
              code: 'description.plain_text.required',
              message: 'plain_text is required',
              references: ['plain_text'],
            },
          ]);
        if (method === 'POST' && state.descriptions.has(item.id))
          return mlError(400, 'bad_request', 'The item already has a description; use PUT to change it');
        state.descriptions.set(item.id, { plain_text: text });
        return { status: method === 'POST' ? 201 : 200, body: { plain_text: text } };
      },
    ]),
  ];
}
