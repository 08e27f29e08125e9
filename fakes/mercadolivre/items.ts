import { fakeCategories, VARIATION_ATTRIBUTES } from './catalog.ts';
import {
  isUserProductSeller,
  iso,
  mlError,
  userOf,
  type FakeItem,
  type FakeState,
  type FakeVariation,
  type Handler,
  type Reply,
} from './state.ts';

const LISTING_TYPES = ['gold_pro', 'gold_special', 'free'];
/** MLB's listing types from the least exposure to the most, with the names `/sites/MLB/listing_types` gives. */
const BY_EXPOSURE: { id: string; name: string }[] = [
  { id: 'free', name: 'Grátis' },
  { id: 'gold_special', name: 'Clássico' },
  { id: 'gold_pro', name: 'Premium' },
];
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

/**
 * A body whose fields have the wrong JSON types is refused before any rule, as the listing
 * validator's page shows: the code is in `message` (`body.invalid_field_types`) and the sentence
 * for a person in `error`, with no causes.
 */
function bodyTypeError(body: Body): Reply | null {
  const wrong: string[] = [];
  const expect = (field: string, type: 'Number' | 'String' | 'JSONArray' | 'Map') => {
    if (!(field in body) || body[field] === undefined) return;
    const value = body[field];
    const ok =
      type === 'Number'
        ? typeof value === 'number'
        : type === 'String'
          ? typeof value === 'string'
          : type === 'JSONArray'
            ? Array.isArray(value)
            : typeof value === 'object' && value !== null && !Array.isArray(value);
    if (!ok)
      wrong.push(
        `invalid property type: [${field}] expected ${type} but was ${value === null ? 'Null' : Array.isArray(value) ? 'JSONArray' : typeof value === 'string' ? 'String' : typeof value === 'number' ? 'Number' : 'Map'} value: ${JSON.stringify(value)}`,
      );
  };
  expect('price', 'Number');
  expect('available_quantity', 'Number');
  expect('title', 'String');
  expect('family_name', 'String');
  expect('attributes', 'JSONArray');
  expect('pictures', 'JSONArray');
  expect('variations', 'JSONArray');
  expect('shipping', 'Map');
  if (wrong.length === 0) return null;
  return {
    status: 400,
    body: { message: 'body.invalid_field_types', error: `[${wrong.join(', ')}]`, status: 400, cause: [] },
  };
}

/** Mercado Livre Brasil's free-shipping line: from R$ 79, me2 items ship free (the seller pays). */
const FREE_SHIPPING_FROM = 79;

/** The shipping modes the user may publish with (`/users/{id}/shipping_preferences`). */
const modesOf = (state: FakeState, userId: number) =>
  state.users.get(userId)?.shippingModes ?? ['custom', 'not_specified', 'me2'];

const valueOf = (attributes: { id: string; value_name: string }[], id: string) =>
  attributes.find((a) => a.id === id && a.value_name)?.value_name;

/**
 * Brands a seller must be authorized for (brand protection): the validations page's example of a
 * moderation refusal at creation.
 */
const PROTECTED_BRANDS = ['Nike'];

/** The sources of a body's `pictures`, which a variation's `picture_ids` may name. */
const sourcesOf = (pictures: unknown) =>
  Array.isArray(pictures)
    ? (pictures as { source?: string; id?: string }[]).map((p) => p.source ?? p.id)
    : [];

/**
 * The variations' own rules: `attribute_combinations` only of attributes the category allows
 * variations by (`allow_variations`), no two variations with the same combination, and
 * `picture_ids` naming pictures of the item.
 */
function variationCauses(variations: Body[], pictures: unknown[], at: string): Cause[] {
  const causes: Cause[] = [];
  const seen = new Set<string>();
  for (const [i, v] of variations.entries()) {
    if (!Array.isArray(v.attribute_combinations)) continue;
    const combination = attributesOf({ attributes: v.attribute_combinations });
    const foreign = combination.filter((a) => !VARIATION_ATTRIBUTES.has(a.id));
    if (foreign.length > 0)
      causes.push({
        code: 'item.variations.attribute_combinations.invalid',
        message: `Attributes [${foreign.map((a) => a.id).join(', ')}] do not allow variations in this category`,
        references: [`${at}[${i}].attribute_combinations`],
      });
    const key = combination
      .map((a) => `${a.id}=${a.value_name}`)
      .sort()
      .join(';');
    if (seen.has(key))
      causes.push({
        code: 'item.variations.attribute_combinations.duplicated',
        message: `Variation ${i} repeats the attribute_combinations of another variation`,
        references: [`${at}[${i}].attribute_combinations`],
      });
    seen.add(key);
    const ids = Array.isArray(v.picture_ids) ? (v.picture_ids as unknown[]) : [];
    if (ids.some((id) => !pictures.includes(id)))
      causes.push({
        code: 'item.variations.picture_ids.invalid',
        message: `Variation ${i} names pictures that are not pictures of the item`,
        references: [`${at}[${i}].picture_ids`],
      });
  }
  return causes;
}

/** The publication rules the documentation lists, each refused with its own cause. */
function validateNew(state: FakeState, userId: number, body: Body): Cause[] {
  const causes: Cause[] = [];
  const category = fakeCategories.find((c) => c.id === body.category_id);
  const userProducts = isUserProductSeller(state.users.get(userId));
  if (!category)
    causes.push({
      code: 'item.category_id.invalid',
      message: `Category ${String(body.category_id)} does not exist`,
      references: ['item.category_id'],
    });
  // User-products sellers name the family; Mercado Livre writes each item's title itself.
  if (userProducts) {
    if (!body.family_name)
      causes.push({
        code: 'item.family_name.required',
        message: 'family_name is required for user products sellers',
        references: ['item.family_name'],
      });
    if ('title' in body)
      causes.push({
        code: 'item.title.not_allowed',
        message:
          'The title cannot be sent by a user products seller: Mercado Livre writes it from family_name and the attributes',
        references: ['item.title'],
      });
    if ('variations' in body)
      causes.push({
        code: 'item.variations.not_allowed',
        message:
          'A user products seller publishes each variation as an item of its family, without variations',
        references: ['item.variations'],
      });
  } else if (!body.title)
    causes.push({ code: 'item.title.required', message: 'title is required', references: ['item.title'] });
  const name =
    typeof body.title === 'string'
      ? body.title
      : typeof body.family_name === 'string'
        ? body.family_name
        : '';
  if (category && name.length > category.maxTitleLength)
    causes.push({
      code: 'item.title.length.invalid',
      message: `The title has ${name.length} characters; category ${category.id} allows up to ${category.maxTitleLength}`,
      references: [userProducts ? 'item.family_name' : 'item.title'],
    });
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
  const variations = Array.isArray(body.variations) ? (body.variations as Body[]) : [];
  const quantity =
    variations.length > 0
      ? variations.reduce(
          (sum, v) => sum + (Number.isInteger(v.available_quantity) ? (v.available_quantity as number) : 0),
          0,
        )
      : body.available_quantity;
  if (!Number.isInteger(quantity) || (quantity as number) < 1)
    causes.push({
      code: 'item.available_quantity.invalid',
      message: 'available_quantity must be at least 1 to list an item',
      references: ['item.available_quantity'],
    });
  for (const [i, v] of variations.entries()) {
    if (!Array.isArray(v.attribute_combinations) || v.attribute_combinations.length === 0)
      causes.push({
        code: 'item.variations.attribute_combinations.required',
        message: `Variation ${i} has no attribute_combinations`,
        references: [`item.variations[${i}].attribute_combinations`],
      });
    // The classic model keeps one price for all the variations of an item.
    if (v.price !== body.price)
      causes.push({
        code: 'item.variations.price.invalid',
        message: 'All the variations of an item must have the price of the item',
        references: [`item.variations[${i}].price`],
      });
  }
  causes.push(...variationCauses(variations, sourcesOf(body.pictures), 'item.variations'));
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
  const shipping = (body.shipping ?? {}) as { mode?: string; free_shipping?: boolean };
  const modes = modesOf(state, userId);
  // A seller with Mercado Envios publishes with it; from the free-shipping line it ships free.
  if (modes.includes('me2') && shipping.mode !== 'me2')
    causes.push({
      code: 'item.shipping.mode.invalid',
      message: `Shipping mode ${String(shipping.mode)} is not allowed: this seller publishes with Mercado Envios (me2)`,
      references: ['item.shipping.mode'],
    });
  else if (
    shipping.mode === 'me2' &&
    typeof body.price === 'number' &&
    body.price >= FREE_SHIPPING_FROM &&
    shipping.free_shipping !== true
  )
    causes.push({
      code: 'item.shipping.free_shipping.mandatory',
      message: `Items from R$ ${FREE_SHIPPING_FROM} ship free with Mercado Envios: free_shipping must be true`,
      references: ['item.shipping.free_shipping'],
    });
  const brand = valueOf(attributesOf(body), 'BRAND');
  if (brand && PROTECTED_BRANDS.includes(brand))
    causes.push({
      code: 'moderations.seller.not_authorized',
      message: 'Seller is not authorized for this brand and category',
      references: ['item.seller_id', 'item.category_id', 'item.attributes'],
    });
  if (category) {
    const attributes = attributesOf(body);
    const everyVariation = (id: string) =>
      variations.length > 0 &&
      variations.every((v) =>
        [...attributesOf(v), ...attributesOf({ attributes: v.attribute_combinations })].some(
          (a) => a.id === id && a.value_name,
        ),
      );
    const has = (id: string) => Boolean(valueOf(attributes, id)) || everyVariation(id);
    const missing = category.required.filter((id) => !has(id));
    if (missing.length > 0)
      causes.push({
        code: 'item.attributes.missing_required',
        message: `The attributes [${missing.join(', ')}] are required for category ${category.id}. Check the attribute is present in the attributes list or in all variation's attributes_combination or attributes.`,
        references: ['item.attributes'],
      });
    // conditional_required: the GTIN, or EMPTY_GTIN_REASON saying why the product has none.
    const unanswered = category.conditional.filter(
      (id) => !has(id) && !(id === 'GTIN' && has('EMPTY_GTIN_REASON')),
    );
    if (unanswered.length > 0)
      causes.push({
        code: 'item.attribute.missing_conditional_required',
        message: `The attributes [${unanswered.join(', ')}] are conditional required for category ${category.id}: send GTIN, or EMPTY_GTIN_REASON when the product has no code`,
        references: ['item.attributes'],
      });
  }
  return causes;
}

/** Stores a new item of `userId` from a valid body, as the channel does on a 201. */
export function storeItem(state: FakeState, userId: number, body: Body): FakeItem {
  const n = state.id();
  const id = `MLB${4_000_000_000 + n}`;
  const attributes = attributesOf(body);
  // A user product's title is written by Mercado Livre: the family name and what tells its items apart.
  const title =
    typeof body.title === 'string'
      ? body.title
      : [
          String(body.family_name),
          valueOf(attributes, 'COLOR'),
          valueOf(attributes, 'SIZE'),
          valueOf(attributes, 'VOLTAGE'),
        ]
          .filter(Boolean)
          .join(' ');
  const variations = ((body.variations as Body[] | undefined) ?? []).map((v, i): FakeVariation => ({
    id: 180_000_000_000 + n * 100 + i,
    price: v.price as number,
    available_quantity: v.available_quantity as number,
    sold_quantity: 0,
    attribute_combinations: attributesOf({ attributes: v.attribute_combinations }),
    attributes: attributesOf(v),
    // A picture named by its source at creation is the item's picture of that source.
    picture_ids: ((v.picture_ids as string[] | undefined) ?? []).map((source) => {
      const at = ((body.pictures as { source: string }[] | undefined) ?? []).findIndex(
        (p) => p.source === source,
      );
      return at >= 0 ? `${n}-${at}` : source;
    }),
  }));
  const item: FakeItem = {
    id,
    seller_id: userId,
    site_id: 'MLB',
    title,
    family_name: (body.family_name as string | undefined) ?? null,
    category_id: String(body.category_id),
    price: body.price as number,
    currency_id: 'BRL',
    available_quantity:
      variations.length > 0
        ? variations.reduce((sum, v) => sum + v.available_quantity, 0)
        : (body.available_quantity as number),
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
    attributes,
    sale_terms: (body.sale_terms as FakeItem['sale_terms'] | undefined) ?? [],
    shipping: {
      mode: 'me2',
      logistic_type: 'drop_off',
      free_shipping: false,
      ...((body.shipping as Record<string, unknown> | undefined) ?? {}),
    },
    variations,
    user_product_id: `MLBU${3_000_000_000 + n}`,
    parent_item_id: (body.parent_item_id as string | undefined) ?? null,
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

/**
 * Mercado Livre's fulfillment takes the item in: its stock is what the seller sent to the warehouse
 * (`meli_facility`), the logistic type `fulfillment`, and the seller no longer sets its quantity.
 */
export function moveToFull(state: FakeState, itemId: string, quantity: number): FakeItem {
  const item = state.items.get(itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  item.shipping = { ...item.shipping, mode: 'me2', logistic_type: 'fulfillment' };
  item.available_quantity = quantity;
  item.last_updated = iso(state);
  return item;
}

const isFull = (item: FakeItem) => item.shipping.logistic_type === 'fulfillment';

const closedRefusal = () =>
  validationError([
    {
      code: 'item.status.not_modifiable',
      message: 'Item in status closed cannot be modified',
      references: ['item.status'],
    },
  ]);

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
  /** Items whose listing type was changed: the documentation allows it once. */
  const changedListingType = new Set<string>();
  /**
   * The listing types an item may move to now (`available_upgrades`, `available_downgrades`): more
   * exposure, or less while nothing sold; none once its type was changed, none for a closed item.
   */
  const movesOf = (item: FakeItem, way: 'upgrades' | 'downgrades') => {
    if (changedListingType.has(item.id) || item.status === 'closed') return [];
    const at = BY_EXPOSURE.findIndex((type) => type.id === item.listing_type_id);
    if (way === 'downgrades' && item.sold_quantity > 0) return [];
    const types = way === 'upgrades' ? BY_EXPOSURE.slice(at + 1) : BY_EXPOSURE.slice(0, Math.max(at, 0));
    return types.map((type) => ({ site_id: 'MLB', id: type.id, name: type.name }));
  };
  return [
    [
      'POST',
      /^\/items$/,
      (request) => {
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        const body = (request.body ?? {}) as Body;
        const typed = bodyTypeError(body);
        if (typed) return typed;
        const causes = validateNew(state, userId, body);
        if (causes.length > 0) return validationError(causes);
        // A description in the creation body is not taken: it goes through the item's own resource.
        const { description: _dropped, ...rest } = body;
        return { status: 201, body: storeItem(state, userId, rest) };
      },
    ],
    [
      'POST',
      /^\/items\/validate$/,
      (request) => {
        // The listing validator: the create's rules and refusals, nothing stored; 204 when valid.
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        const body = (request.body ?? {}) as Body;
        const typed = bodyTypeError(body);
        if (typed) return typed;
        const causes = validateNew(state, userId, body);
        return causes.length > 0 ? validationError(causes) : { status: 204 };
      },
    ],
    [
      'GET',
      /^\/users\/(\d+)\/shipping_preferences$/,
      (request) => {
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        const user = Number(request.params[0]);
        if (!state.users.has(user)) return mlError(404, 'not_found', `User ${user} not found`);
        const modes = modesOf(state, user);
        return {
          status: 200,
          body: {
            modes,
            immediate_payment: { required: true },
            logistics: modes.includes('me2')
              ? [
                  {
                    mode: 'me2',
                    types: [
                      { type: 'drop_off', default: true },
                      { type: 'xd_drop_off', default: false },
                    ],
                  },
                ]
              : [],
            tags: modes.includes('me2') ? ['me2_available'] : [],
          },
        };
      },
    ],
    [
      'POST',
      /^\/items\/(MLB\d+)\/relist$/,
      (request) => {
        // A closed item is never opened again: relisting makes a new item from it.
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const body = (request.body ?? {}) as Body;
        if (item.status !== 'closed')
          return validationError([
            {
              code: 'item.relist.not_closed',
              message: `Item ${item.id} is ${item.status}: only a closed item can be relisted`,
              references: ['item.status'],
            },
          ]);
        if (
          typeof body.price !== 'number' ||
          body.price <= 0 ||
          !Number.isInteger(body.quantity) ||
          (body.quantity as number) < 1
        )
          return validationError([
            {
              code: 'item.relist.invalid',
              message: 'price and quantity (at least 1) are required to relist',
              references: ['price', 'quantity'],
            },
          ]);
        const relisted = storeItem(state, item.seller_id, {
          ...item,
          title: item.family_name ? undefined : item.title,
          price: body.price,
          available_quantity: body.quantity,
          listing_type_id: body.listing_type_id ?? item.listing_type_id,
          pictures: item.pictures.map((p) => ({ source: p.source })),
          variations: [],
          status: 'active',
          parent_item_id: item.id,
        });
        return { status: 201, body: relisted };
      },
    ],
    [
      'GET',
      /^\/items\/(MLB\d+)\/available_(upgrades|downgrades)$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        return { status: 200, body: movesOf(item, request.params[1] as 'upgrades' | 'downgrades') };
      },
    ],
    [
      'POST',
      /^\/items\/(MLB\d+)\/listing_type$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const given = ((request.body ?? {}) as Body).id;
        const id = typeof given === 'string' ? given : '';
        if (!LISTING_TYPES.includes(id))
          return validationError([
            {
              code: 'item.listing_type_id.invalid',
              message: `listing_type_id ${id} is not valid`,
              references: ['id'],
            },
          ]);
        if (changedListingType.has(item.id))
          return validationError([
            {
              code: 'item.listing_type_id.not_modifiable',
              message: 'The listing type of an item can be changed only once',
              references: ['id'],
            },
          ]);
        const allowed = [...movesOf(item, 'upgrades'), ...movesOf(item, 'downgrades')].map((type) => type.id);
        if (!allowed.includes(id))
          return validationError([
            {
              code: 'item.listing_type_id.not_available',
              message: `Listing type ${id} is not available for item ${item.id}: see available_upgrades and available_downgrades`,
              references: ['id'],
            },
          ]);
        changedListingType.add(item.id);
        item.listing_type_id = id;
        item.last_updated = iso(state);
        return { status: 200, body: item };
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
      /^\/items\/(MLB\d+)\/variations\/(\d+)$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const body = (request.body ?? {}) as Body;
        const typed = bodyTypeError(body);
        if (typed) return typed;
        const variation = item.variations.find((v) => String(v.id) === request.params[1]);
        if (!variation)
          return mlError(404, 'not_found', `Variation ${request.params[1]} not found in ${item.id}`);
        if (item.status === 'closed') return closedRefusal();
        const causes: Cause[] = [];
        if ('price' in body && (typeof body.price !== 'number' || body.price <= 0))
          causes.push({
            code: 'item.price.invalid',
            message: 'price must be positive',
            references: ['price'],
          });
        if (
          'available_quantity' in body &&
          (!Number.isInteger(body.available_quantity) || (body.available_quantity as number) < 0)
        )
          causes.push({
            code: 'item.available_quantity.invalid',
            message: 'available_quantity must not be negative',
            references: ['available_quantity'],
          });
        if (isFull(item) && 'available_quantity' in body)
          causes.push({
            code: 'item.available_quantity.not_modifiable',
            message:
              'The stock of an item in Mercado Livre fulfillment (meli_facility) is managed by Mercado Livre and cannot be changed',
            references: ['available_quantity'],
          });
        const pictureNames = item.pictures.flatMap((p) => [p.id, p.source]);
        if (
          Array.isArray(body.picture_ids) &&
          body.picture_ids.some((id) => !pictureNames.includes(id as string))
        )
          causes.push({
            code: 'item.variations.picture_ids.invalid',
            message: 'The variation names pictures that are not pictures of the item',
            references: ['picture_ids'],
          });
        if (causes.length > 0) return validationError(causes);
        // One price for every variation of the item: a price for one is the price of all.
        if (typeof body.price === 'number') {
          item.price = body.price;
          for (const v of item.variations) v.price = body.price;
        }
        if (typeof body.available_quantity === 'number')
          variation.available_quantity = body.available_quantity;
        if (Array.isArray(body.picture_ids)) variation.picture_ids = body.picture_ids as string[];
        if (Array.isArray(body.attributes)) variation.attributes = attributesOf(body);
        item.available_quantity = item.variations.reduce((sum, v) => sum + v.available_quantity, 0);
        item.last_updated = iso(state);
        return { status: 200, body: item.variations };
      },
    ],
    [
      'DELETE',
      /^\/items\/(MLB\d+)\/variations\/(\d+)$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const at = item.variations.findIndex((v) => String(v.id) === request.params[1]);
        if (at < 0)
          return mlError(404, 'not_found', `Variation ${request.params[1]} not found in ${item.id}`);
        if (item.status === 'closed') return closedRefusal();
        item.variations.splice(at, 1);
        item.available_quantity = item.variations.reduce((sum, v) => sum + v.available_quantity, 0);
        item.last_updated = iso(state);
        return { status: 200, body: item.variations };
      },
    ],
    [
      'PUT',
      /^\/items\/(MLB\d+)$/,
      (request) => {
        const item = ownItem(state, request);
        if (isReply(item)) return item;
        const body = (request.body ?? {}) as Body;
        const typed = bodyTypeError(body);
        if (typed) return typed;
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
        const variations = Array.isArray(body.variations) ? (body.variations as Body[]) : [];
        if (
          isFull(item) &&
          ('available_quantity' in body || variations.some((v) => 'available_quantity' in v))
        )
          causes.push({
            code: 'item.available_quantity.not_modifiable',
            message:
              'The stock of an item in Mercado Livre fulfillment (meli_facility) is managed by Mercado Livre and cannot be changed',
            references: ['item.available_quantity'],
          });
        // A variation with an id changes that variation; one without is added; a variation of the
        // item left out of the list is removed, as the variations page documents.
        for (const v of variations)
          if ('id' in v && !item.variations.some((known) => known.id === v.id))
            causes.push({
              code: 'item.variations.id.invalid',
              message: `Variation ${String(v.id)} is not a variation of item ${item.id}`,
              references: ['item.variations.id'],
            });
        const priced = [
          ...new Set(variations.flatMap((v) => (typeof v.price === 'number' ? [v.price] : []))),
        ];
        if (priced.length > 1 || (priced.length === 1 && 'price' in body && body.price !== priced[0]))
          causes.push({
            code: 'item.variations.price.invalid',
            message: 'All the variations of an item must have the price of the item',
            references: ['item.variations.price'],
          });
        const listed = variations.map((v) => {
          const known = item.variations.find((k) => k.id === v.id);
          return known && !Array.isArray(v.attribute_combinations)
            ? { ...v, attribute_combinations: known.attribute_combinations }
            : v;
        });
        for (const [i, v] of listed.entries())
          if (!Array.isArray(v.attribute_combinations) || v.attribute_combinations.length === 0)
            causes.push({
              code: 'item.variations.attribute_combinations.required',
              message: `Variation ${i} has no attribute_combinations`,
              references: [`item.variations[${i}].attribute_combinations`],
            });
        const pictureNames = [...item.pictures.flatMap((p) => [p.id, p.source]), ...sourcesOf(body.pictures)];
        causes.push(...variationCauses(listed, pictureNames, 'item.variations'));
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
        if (variations.length > 0) {
          item.variations = variations.map((v) => {
            const known = item.variations.find((k) => k.id === v.id);
            const kept: FakeVariation = known ?? {
              id: 180_000_000_000 + state.id() * 100,
              price: item.price,
              available_quantity: 0,
              sold_quantity: 0,
              attribute_combinations: attributesOf({ attributes: v.attribute_combinations }),
              attributes: [],
              picture_ids: [],
            };
            if (typeof v.available_quantity === 'number') kept.available_quantity = v.available_quantity;
            if (Array.isArray(v.attributes)) kept.attributes = attributesOf(v);
            if (Array.isArray(v.picture_ids)) kept.picture_ids = v.picture_ids as string[];
            return kept;
          });
          if (priced.length === 1) item.price = priced[0]!;
        }
        if (typeof body.price === 'number') item.price = body.price;
        // One price for every variation of the item: a price for one is the price of all.
        for (const v of item.variations) v.price = item.price;
        if (variations.length > 0)
          item.available_quantity = item.variations.reduce((sum, k) => sum + k.available_quantity, 0);
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
        // A picture named by its id stays as it is (variations name it); one with a source is new.
        if (Array.isArray(body.pictures)) {
          const stamp = state.id();
          item.pictures = (body.pictures as { id?: string; source?: string }[]).flatMap((p, i) => {
            const kept = p.id ? item.pictures.find((k) => k.id === p.id) : undefined;
            if (kept) return [kept];
            return p.source ? [{ id: `${item.id}-${stamp}-${i}`, url: p.source, source: p.source }] : [];
          });
        }
        // A variation's picture named by its source is the item's picture of that source.
        for (const v of item.variations)
          v.picture_ids = v.picture_ids.map(
            (name) => item.pictures.find((p) => p.id === name || p.source === name)?.id ?? name,
          );
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
