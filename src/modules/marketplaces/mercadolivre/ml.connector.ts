import { Decimal } from '../../../platform/money.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import {
  ChannelRefusedError,
  ChannelUnavailableError,
  channelFields,
  type AccountRef,
  type ChannelListing,
  type ChannelProfile,
  type InvoiceCancelPush,
  type InvoicePush,
  type ItemResult,
  type ItemUpsert,
  type ListingTypeMove,
  type LabelGroupResult,
  type LabelRequest,
  type MarketplaceConnector,
  type OrderStatusPush,
  type ChannelSettlement,
  type SettlementQuery,
} from '../connector.ts';
import { connectorsPerRuntime } from '../instrumented.ts';
import { mercadoLivreSettings } from './ml.config.ts';
import { accessToken, accountUser, NeedsReconnect, type MlApp } from './ml.credentials.ts';
import { AnswerLost, appHttp, MlRefusal, type MlHttp, type MlReply, type MlRequest } from './ml.http.ts';
import { existingItems } from './ml.existing-items.ts';
import { zplText } from './ml.labels.ts';
import { NEW_FORMAT } from './ml.order-reading.ts';
import { mercadoLivreSettlements } from './ml.settlements.ts';
import { isFulfillment, type MlShipment } from './ml.orders.ts';
import { publishFamily, pushVariation } from './ml.families.ts';
import {
  forgetVariation,
  itemPrice,
  variationsOfAds,
  variationsOfItems,
  type VariationRow,
} from './ml.variations.ts';
import {
  descriptionDigest,
  FULFILLMENT,
  recordDescription,
  recordedItems,
  recordedItem,
  recordedItemsOfAds,
  recordItem,
  type MlItem,
  type RecordedItem,
} from './ml.items.ts';
import {
  conditionAttribute,
  fitTitle,
  gtinAnswer,
  shippingOf,
  type CategoryInfo,
  type ShippingPreferences,
  itemAttributes,
  itemCondition,
  itemStatus,
  mayReactivate,
  missingRequired,
  pictures,
  priceNumber,
  saleTerms,
  waitingReason,
  type CategoryAttribute,
} from './ml.item-body.ts';

export const MERCADO_LIVRE = 'MERCADO_LIVRE';

export const mercadoLivreProfile: ChannelProfile = {
  platform: MERCADO_LIVRE,
  name: 'Mercado Livre',
  publishes: channelFields.filter(
    (field) => !['videos', 'compatibility', 'fiscal', 'handlingTime'].includes(field),
  ),
  // The GTIN identifies the catalog product an item belongs to; the channel keeps the first one.
  gtinFrozenAfterPublication: true,
};

/** Items pushed side by side; the shared pacer keeps the whole under the channel's rate limit. */
const ITEM_LANES = 8;

/**
 * How long a process reuses an account's access token without reading it again: a burst of calls
 * reads the credentials row once, and a token renewed elsewhere meanwhile is picked up on a 401.
 */
const TOKEN_REUSE_MS = 60_000;

/**
 * How long a process reuses an account's user (its tags) and shipping preferences: both change
 * seldom, and the tags are read again at every token refresh.
 */
const SELLER_REUSE_MS = 10 * 60_000;

/** The `/users/me` tag of a seller Mercado Livre switched to user products. */
const USER_PRODUCT_SELLER = 'user_product_seller';

type AccountUser = Awaited<ReturnType<typeof accountUser>>;

/** A seller's action the channel refused, as the port's refusal in the seller's words. */
export async function refusedAsChannel<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MlRefusal) throw new ChannelRefusedError(error.sellerMessage());
    if (error instanceof NeedsReconnect) throw new ChannelRefusedError(error.message);
    throw error;
  }
}

/** An item's failed push: the channel's refusal in the seller's words, or an outage to retry. */
function failure(adId: string, error: unknown): ItemResult {
  if (error instanceof MlRefusal) return { adId, ok: false, error: error.sellerMessage(), retryable: false };
  if (error instanceof NeedsReconnect) return { adId, ok: false, error: error.message, retryable: false };
  // An outage fails this item only: the others' answers are kept, so an item the channel already
  // created is not created again by the retry.
  if (error instanceof ChannelUnavailableError)
    return { adId, ok: false, error: error.message, retryable: true };
  throw error;
}

/**
 * Mercado Livre behind the marketplace port, through its public REST API: each ad is one item
 * (price and stock of its own, see docs/decisions.md), with its description, category and required
 * attributes; the account's OAuth tokens are renewed as they expire or are refused.
 */
export class MercadoLivreConnector implements MarketplaceConnector {
  readonly profile = mercadoLivreProfile;
  readonly http: MlHttp;
  /** Mercado Pago's API, where the payments of the account's sales are read with the same token. */
  readonly payments: MlHttp;
  private readonly rt: Runtime;
  private readonly categories = new Map<string, Promise<CategoryAttribute[]>>();
  private readonly categoryInfos = new Map<string, Promise<CategoryInfo>>();
  private readonly sellers = new Map<
    string,
    { value: { user: AccountUser; shipping: ShippingPreferences }; until: number }
  >();
  private readonly tokens = new Map<string, { token: string; until: number }>();
  /** The products whose variations are being published in this process, by seller and product. */
  private readonly families = new Map<string, Promise<void>>();

  constructor(rt: Runtime) {
    this.rt = rt;
    const settings = mercadoLivreSettings.of(rt.config);
    // The limits are the application's: every process calling as the same app shares one bucket per API.
    this.http = appHttp(rt.database, 'mercadolivre', settings.apiUrl, settings);
    this.payments = appHttp(rt.database, 'mercadopago', settings.paymentsApiUrl, settings);
  }

  app(): MlApp {
    const { clientId, clientSecret } = mercadoLivreSettings.of(this.rt.config);
    if (!clientId || !clientSecret)
      throw new NeedsReconnect(
        'Mercado Livre is not configured on this service (FEIRA_MERCADOLIVRE_CLIENT_ID/SECRET)',
      );
    return { clientId, clientSecret };
  }

  /** The account's access token; `stale` is one the channel refused. */
  private async token(account: AccountRef, stale?: string): Promise<string> {
    const id = `${account.sellerId} ${account.accountId}`;
    const now = this.rt.clock.now().getTime();
    const reused = this.tokens.get(id);
    if (reused && reused.until > now && reused.token !== stale) return reused.token;
    const key = { sellerId: account.sellerId, accountId: account.accountId };
    const token = await accessToken(this.rt, this.http, this.app(), key, stale);
    this.tokens.set(id, { token, until: now + TOKEN_REUSE_MS });
    return token;
  }

  /** Forgets the account's token in this process (disconnect). */
  forget(account: { sellerId: string; accountId: string }): void {
    this.tokens.delete(`${account.sellerId} ${account.accountId}`);
  }

  /** The items the seller listed before Feira (and since), to link them to SKUs. */
  existingItems(account: AccountRef): AsyncIterable<ChannelListing[]> {
    return existingItems(this.rt, this, account);
  }

  /**
   * A call with the account's token (to Mercado Livre, or `via` another API that takes it: Mercado
   * Pago's); a 401 renews the token once and tries again.
   */
  async call(
    account: AccountRef,
    request: Omit<MlRequest, 'token'>,
    via: MlHttp = this.http,
  ): Promise<MlReply> {
    const token = await this.token(account);
    try {
      return await via.call({ ...request, token });
    } catch (error) {
      if (!(error instanceof MlRefusal) || error.status !== 401) throw error;
      return via.call({ ...request, token: await this.token(account, token) });
    }
  }

  /**
   * What Mercado Livre charged and paid for the account's sales: one settlement per Mercado Pago
   * payment (ADS-107 … ADS-110). A refusal is a `ChannelRefusedError`; an outage stays one.
   */
  settlements(account: AccountRef, query: SettlementQuery): Promise<ChannelSettlement[]> {
    return refusedAsChannel(() => mercadoLivreSettlements(this.rt, this, account, query));
  }

  /** A category's answer, read once per process (categories change seldom). */
  private categoryRead<T>(cache: Map<string, Promise<T>>, path: string, categoryId: string): Promise<T> {
    let known = cache.get(categoryId);
    if (!known) {
      known = this.http.call({ method: 'GET', path }).then((reply) => reply.body as T);
      known.catch(() => cache.delete(categoryId));
      cache.set(categoryId, known);
    }
    return known;
  }

  categoryAttributes(categoryId: string): Promise<CategoryAttribute[]> {
    const path = `/categories/${encodeURIComponent(categoryId)}/attributes`;
    return this.categoryRead(this.categories, path, categoryId);
  }

  categoryInfo(categoryId: string): Promise<CategoryInfo> {
    return this.categoryRead(this.categoryInfos, `/categories/${encodeURIComponent(categoryId)}`, categoryId);
  }

  /** The account's user (id, site, tags) and shipping preferences, reused for a while per process. */
  async seller(account: AccountRef): Promise<{ user: AccountUser; shipping: ShippingPreferences }> {
    const id = `${account.sellerId} ${account.accountId}`;
    const now = this.rt.clock.now().getTime();
    const known = this.sellers.get(id);
    if (known && known.until > now) return known.value;
    const user = await accountUser(this.rt, account);
    const shipping = (
      await this.call(account, { method: 'GET', path: `/users/${user.userId}/shipping_preferences` })
    ).body as ShippingPreferences;
    const value = { user, shipping };
    this.sellers.set(id, { value, until: now + SELLER_REUSE_MS });
    return value;
  }

  /** The category for a title, by the site's domain discovery; null when it predicts none. */
  async discoverCategory(account: AccountRef, title: string): Promise<string | null> {
    const reply = await this.call(account, {
      method: 'GET',
      path: `/sites/MLB/domain_discovery/search?limit=1&q=${encodeURIComponent(title)}`,
    });
    const found = reply.body as { category_id?: string }[];
    return found[0]?.category_id ?? null;
  }

  /**
   * The item the account already has for a sku (`SELLER_SKU`), if any: a create whose answer was lost
   * may have taken effect, and is looked for before it is sent again.
   */
  async itemOfSku(account: AccountRef, userId: string, sku: string): Promise<MlItem | null> {
    const found = (
      await this.call(account, {
        method: 'GET',
        path: `/users/${userId}/items/search?seller_sku=${encodeURIComponent(sku)}`,
      })
    ).body as { results?: string[] };
    const itemId = found.results?.[0];
    if (!itemId) return null;
    return (await this.call(account, { method: 'GET', path: `/items/${itemId}` })).body as MlItem;
  }

  /**
   * Creates the item: its body checked by `/items/validate` first (a refusal costs no create), then
   * sent once. A lost answer is followed by a look-up by sku, never by a second create; the
   * description goes afterwards through its own resource and is recorded only once accepted.
   */
  private async create(account: AccountRef, item: ItemUpsert): Promise<ItemResult> {
    const fields = item.fields;
    const waiting = waitingReason(fields);
    if (waiting) return { adId: item.adId, ok: false, error: waiting, retryable: false, waiting: true };
    const title = typeof fields.title === 'string' ? fields.title : '';
    const categoryId = item.channelCategoryId ?? (await this.discoverCategory(account, title));
    if (!categoryId)
      return {
        adId: item.adId,
        ok: false,
        error: 'Mercado Livre found no category for this title: choose the category (channelCategoryId)',
        retryable: false,
      };
    const [category, info, seller] = await Promise.all([
      this.categoryAttributes(categoryId),
      this.categoryInfo(categoryId),
      this.seller(account),
    ]);
    const own = [...itemAttributes(fields, category), conditionAttribute(fields)];
    const attributes = [...own, ...gtinAnswer(own, category)];
    const missing = missingRequired(attributes, category);
    if (missing.length > 0)
      return {
        adId: item.adId,
        ok: false,
        error: `Mercado Livre category ${categoryId} requires ${missing.map((a) => `${a.name} (${a.id})`).join(', ')}: add them to the product's attributes`,
        retryable: false,
      };
    const maxTitle = info.settings?.max_title_length;
    // A user-products seller names the family its product's variations share; Mercado Livre writes
    // each item's title from it and the attributes (see docs/decisions.md).
    const naming = seller.user.tags.includes(USER_PRODUCT_SELLER)
      ? { family_name: fitTitle(item.family?.name ?? title, maxTitle) }
      : { title: fitTitle(title, maxTitle) };
    const body = {
      ...naming,
      category_id: categoryId,
      price: priceNumber(fields),
      currency_id: 'BRL',
      available_quantity: fields.stock,
      buying_mode: 'buy_it_now',
      listing_type_id: item.listingType ?? 'gold_special',
      condition: itemCondition(fields),
      pictures: pictures(fields),
      attributes,
      sale_terms: saleTerms(fields),
      shipping: shippingOf(seller.shipping, fields),
    };
    await this.call(account, { method: 'POST', path: '/items/validate', json: body });
    let created: MlItem;
    try {
      created = (await this.call(account, { method: 'POST', path: '/items', json: body, repeatable: false }))
        .body as MlItem;
    } catch (error) {
      if (!(error instanceof AnswerLost)) throw error;
      const found = await this.itemOfSku(account, seller.user.userId, fields.sku);
      if (!found) throw error;
      created = found;
    }
    await recordItem(this.rt, account, item.adId, created, null);
    const description = await this.pushDescription(
      account,
      { ...item, channelItemId: created.id },
      undefined,
    );
    if (description) await recordDescription(this.rt, account, created.id, description);
    return {
      adId: item.adId,
      ok: true,
      channelItemId: created.id,
      channelCategoryId: categoryId,
      permalink: created.permalink,
    };
  }

  /** `known`: what Feira recorded of the item (undefined for none). */
  private async update(
    account: AccountRef,
    item: ItemUpsert & { channelItemId: string },
    known: RecordedItem | undefined,
  ): Promise<ItemResult> {
    const fields = item.fields;
    if (known?.status === 'closed') return this.relist(account, item, known);
    const status = itemStatus(fields);
    // A status goes only with a change of the ad's own: pausing it, or lifting a pause that was
    // Feira's. An item the channel or the seller paused for another reason keeps its pause whatever
    // stock Feira pushes; an active item needs no status.
    const sent =
      status !== 'active'
        ? status
        : (fields.stock as number | undefined) && known && mayReactivate(known)
          ? status
          : undefined;
    // Mercado Livre's warehouse counts a Full item's stock: no quantity is pushed to it.
    const full = known?.logisticType === FULFILLMENT;
    // The title of a classic item goes while it has no sale (the channel refuses it after one); a
    // user product's title is the channel's own.
    const titled =
      typeof fields.title === 'string' &&
      known?.soldQuantity === 0 &&
      !(await this.seller(account)).user.tags.includes(USER_PRODUCT_SELLER);
    const title = titled ? { title: fields.title } : {};
    const body: Record<string, unknown> = {
      ...title,
      ...(fields.price === null || fields.price === undefined ? {} : { price: priceNumber(fields) }),
      ...(full ? {} : { available_quantity: fields.stock ?? 0 }),
      ...(sent ? { status: sent } : {}),
      pictures: pictures(fields),
      attributes: itemAttributes(fields, []).filter((a) => a.id !== 'GTIN'),
      sale_terms: saleTerms(fields),
    };
    const updated = (
      await this.call(account, { method: 'PUT', path: `/items/${item.channelItemId}`, json: body })
    ).body as MlItem;
    await recordItem(this.rt, account, item.adId, updated, undefined, sent);
    const description = await this.pushDescription(account, item, known);
    if (description) await recordDescription(this.rt, account, item.channelItemId, description);
    return { adId: item.adId, ok: true, channelItemId: updated.id, permalink: updated.permalink };
  }

  /**
   * A closed item is never opened again: an ad that is to be listed makes a new item of it
   * (`POST /items/{id}/relist`, with the ad's price, stock and listing type), which the ad names from
   * then on. An ad that is not to be listed leaves the closed item as it is.
   */
  private async relist(
    account: AccountRef,
    item: ItemUpsert & { channelItemId: string },
    known: RecordedItem,
  ): Promise<ItemResult> {
    const waiting = waitingReason(item.fields);
    if (waiting) return { adId: item.adId, ok: true, channelItemId: item.channelItemId };
    const relisted = (
      await this.call(account, {
        method: 'POST',
        path: `/items/${item.channelItemId}/relist`,
        json: {
          price: priceNumber(item.fields),
          quantity: item.fields.stock,
          listing_type_id: item.listingType ?? known.listingType ?? 'gold_special',
        },
        repeatable: false,
      })
    ).body as MlItem;
    await recordItem(this.rt, account, item.adId, relisted, null);
    const description = await this.pushDescription(
      account,
      { ...item, channelItemId: relisted.id },
      undefined,
    );
    if (description) await recordDescription(this.rt, account, relisted.id, description);
    return { adId: item.adId, ok: true, channelItemId: relisted.id, permalink: relisted.permalink };
  }

  /**
   * The ad's description, through the item's description resource, when it differs from the one last
   * sent (created with POST when none was accepted yet). Answers the digest the channel accepted, or
   * undefined for no call.
   */
  async pushDescription(
    account: AccountRef,
    item: ItemUpsert & { channelItemId: string },
    known: RecordedItem | undefined,
  ): Promise<string | undefined> {
    const text = item.fields.description;
    if (typeof text !== 'string' || !text) return undefined;
    const digest = descriptionDigest(text);
    if (known?.descriptionDigest === digest) return undefined;
    await this.call(account, {
      method: !known || known.descriptionDigest === null ? 'POST' : 'PUT',
      path: `/items/${item.channelItemId}/description`,
      json: { plain_text: text },
    });
    return digest;
  }

  private async upsertOne(
    account: AccountRef,
    item: ItemUpsert,
    known: ReadonlyMap<string, RecordedItem>,
    created: ReadonlyMap<string, RecordedItem>,
  ): Promise<ItemResult> {
    try {
      const already = item.channelItemId ? undefined : created.get(item.adId);
      if (already) return await this.update(account, { ...item, channelItemId: already.itemId }, already);
      return item.channelItemId
        ? await this.update(
            account,
            { ...item, channelItemId: item.channelItemId },
            known.get(item.channelItemId),
          )
        : await this.create(account, item);
    } catch (error) {
      return failure(item.adId, error);
    }
  }

  /**
   * A classic seller's products not listed yet, each as one item with `variations` (ADS-79), by
   * ad id; the ads of a category that tells no variations apart are left to be items of their own.
   */
  private async publishFamilies(
    account: AccountRef,
    items: ItemUpsert[],
    variations: ReadonlyMap<string, VariationRow>,
  ): Promise<Map<string, ItemResult>> {
    const results = new Map<string, ItemResult>();
    // A product of one variation is a plain item, as Mercado Livre flattens single-variation items.
    const unlisted = items.filter(
      (item) => !item.channelItemId && (item.family?.variations ?? 0) > 1 && !variations.has(item.adId),
    );
    if (unlisted.length === 0) return results;
    if ((await this.seller(account)).user.tags.includes(USER_PRODUCT_SELLER)) return results;
    const families = Map.groupBy(unlisted, (item) => item.family!.id);
    for (const group of families.values()) {
      let answers: ItemResult[] | null;
      try {
        answers = await this.oneAtATime(`${account.sellerId} ${group[0]!.family!.id}`, () =>
          publishFamily(this.rt, this, account, group as Parameters<typeof publishFamily>[3]),
        );
      } catch (error) {
        answers = group.map((item) => failure(item.adId, error));
      }
      for (const answer of answers ?? []) results.set(answer.adId, answer);
    }
    return results;
  }

  /**
   * Runs the work of one product after the work of it already under way in this process: the second
   * variation's push must find the item the first one created, not create another.
   */
  private async oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.families.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.families.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.families.get(key) === settled) this.families.delete(key);
    }
  }

  /** The price each item with variations in the batch is to have: the highest its ads want. */
  private async variationPrices(
    account: AccountRef,
    items: ItemUpsert[],
    variations: ReadonlyMap<string, VariationRow>,
  ): Promise<Map<string, Decimal | null>> {
    const itemIds = [...new Set([...variations.values()].map((row) => row.itemId))];
    const wanted = new Map(
      items.flatMap((item) =>
        variations.has(item.adId) && item.fields.price != null
          ? [[item.adId, new Decimal(item.fields.price as string | number).toFixed(2)] as const]
          : [],
      ),
    );
    const rows = await variationsOfItems(this.rt, account.sellerId, itemIds);
    const byItem = Map.groupBy(rows, (row) => row.itemId);
    return new Map(
      itemIds.map((itemId) => [
        itemId,
        itemPrice((byItem.get(itemId) ?? []).map((row) => wanted.get(row.adId) ?? row.price)),
      ]),
    );
  }

  async upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]> {
    const results = new Array<ItemResult>(items.length);
    // Ads that are variations of a classic item are pushed to their variation.
    const variations = await variationsOfAds(
      this.rt,
      account.sellerId,
      items.map((item) => item.adId),
    );
    const families = await this.publishFamilies(account, items, variations);
    const prices =
      variations.size > 0
        ? await this.variationPrices(account, items, variations)
        : new Map<string, Decimal | null>();
    // What Feira recorded of the batch's items, read once: each update decides its status from it.
    const known = await recordedItems(this.rt, account.sellerId, [
      ...items.flatMap((item) => (item.channelItemId ? [item.channelItemId] : [])),
      ...[...variations.values()].map((row) => row.itemId),
    ]);
    const created = await recordedItemsOfAds(
      this.rt,
      account.sellerId,
      items.flatMap((item) => (item.channelItemId ? [] : [item.adId])),
    );
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < items.length; i = next++) {
        const item = items[i]!;
        const row = variations.get(item.adId);
        results[i] =
          families.get(item.adId) ??
          (row
            ? await pushVariation(
                this.rt,
                this,
                account,
                item,
                row,
                prices.get(row.itemId) ?? null,
                known.get(row.itemId),
              ).catch((error: unknown) => failure(item.adId, error))
            : await this.upsertOne(account, item, known, created));
      }
    };
    await Promise.all(Array.from({ length: Math.min(ITEM_LANES, items.length) }, lane));
    return results;
  }

  /**
   * Closes the ad's item for good (`status: closed`; ADS-82): only a relist, a new item, sells it
   * again. An ad that is a variation of an item removes its variation instead, and the item stays.
   */
  async closeItem(
    account: AccountRef,
    item: { adId: string; channelItemId: string },
  ): Promise<{ detached: boolean }> {
    return refusedAsChannel(async () => {
      const [variation] = (await variationsOfAds(this.rt, account.sellerId, [item.adId])).values();
      if (variation) {
        await this.call(account, {
          method: 'DELETE',
          path: `/items/${variation.itemId}/variations/${variation.variationId}`,
        });
        await forgetVariation(this.rt, variation);
        return { detached: true };
      }
      const closed = (
        await this.call(account, {
          method: 'PUT',
          path: `/items/${item.channelItemId}`,
          json: { status: 'closed' },
        })
      ).body as MlItem;
      await recordItem(this.rt, account, item.adId, closed, undefined, 'closed');
      return { detached: false };
    });
  }

  /**
   * The listing types the item may move to now: `GET /items/{id}/available_upgrades` and
   * `available_downgrades`, side by side (each a list of `{site_id, id, name}`).
   */
  async listingTypeMoves(
    account: AccountRef,
    item: { adId: string; channelItemId: string },
  ): Promise<ListingTypeMove[]> {
    return refusedAsChannel(async () => {
      const read = async (way: 'upgrades' | 'downgrades') =>
        (await this.call(account, { method: 'GET', path: `/items/${item.channelItemId}/available_${way}` }))
          .body as { id: string; name: string }[];
      const [up, down] = await Promise.all([read('upgrades'), read('downgrades')]);
      return [
        ...up.map(({ id, name }) => ({ id, name, way: 'UPGRADE' as const })),
        ...down.map(({ id, name }) => ({ id, name, way: 'DOWNGRADE' as const })),
      ];
    });
  }

  /** Moves the item to another listing type (`POST /items/{id}/listing_type`, once per item). */
  async changeListingType(
    account: AccountRef,
    item: { adId: string; channelItemId: string },
    listingType: string,
  ): Promise<void> {
    await refusedAsChannel(async () => {
      const changed = (
        await this.call(account, {
          method: 'POST',
          path: `/items/${item.channelItemId}/listing_type`,
          json: { id: listingType },
        })
      ).body as MlItem;
      const recorded = await recordedItem(this.rt, account.sellerId, changed.id);
      await recordItem(this.rt, account, recorded?.adId ?? item.adId, changed);
    });
  }

  /** Mercado Livre moves its orders itself (payment, cancellation by the buyer): nothing to push. */
  async pushOrderStatus(_account: AccountRef, _update: OrderStatusPush): Promise<void> {}

  /** The order's shipment, read in the current format; a refusal names the order. */
  private async shipmentOfOrder(
    account: AccountRef,
    marketplaceOrderId: string,
  ): Promise<{ order: { id: number; pack_id?: number | null }; shipment: MlShipment | null }> {
    const order = (await this.call(account, { method: 'GET', path: `/orders/${marketplaceOrderId}` }))
      .body as {
      id: number;
      pack_id?: number | null;
      shipping?: { id?: number | null } | null;
    };
    const shipmentId = order.shipping?.id;
    if (!shipmentId) return { order, shipment: null };
    const shipment = (
      await this.call(account, { method: 'GET', path: `/shipments/${shipmentId}`, headers: NEW_FORMAT })
    ).body as MlShipment;
    return { order, shipment };
  }

  /**
   * The NF-e goes to the order's shipment (`invoice_data`, "Importar Nota Fiscal"): that is what
   * releases an `invoice_pending` shipment for its label. The orders of a pack share the shipment, so
   * the pack's one NF-e is sent once: an order whose shipment already holds this access key sends
   * nothing. Full shipments are invoiced by Mercado Livre itself. A refusal is the seller's to fix.
   */
  async pushInvoice(account: AccountRef, invoice: InvoicePush): Promise<void> {
    if (!invoice.xml)
      throw new ChannelRefusedError('xml: Mercado Livre needs the NF-e XML to release the shipment', 'xml');
    const keyInXml = /<infNFe[^>]*\bId="NFe(\d{44})"/.exec(invoice.xml)?.[1];
    if (keyInXml && keyInXml !== invoice.accessKey)
      throw new ChannelRefusedError(`xml: the XML is the NF-e ${keyInXml}, not ${invoice.accessKey}`, 'xml');
    try {
      const { shipment } = await this.shipmentOfOrder(account, invoice.marketplaceOrderId);
      if (!shipment)
        throw new ChannelRefusedError('Mercado Livre: the order has no Mercado Envios shipment to invoice');
      if (isFulfillment(shipment)) return;
      const imported = await this.http
        .call({
          method: 'GET',
          path: `/shipments/${shipment.id}/invoice_data?siteId=MLB`,
          token: await this.token(account),
        })
        .then((reply) => reply.body as { fiscal_key?: string })
        .catch((error: unknown) => {
          if (error instanceof MlRefusal && error.status === 404) return null;
          throw error;
        });
      if (imported?.fiscal_key === invoice.accessKey) return;
      await this.call(account, {
        method: 'POST',
        path: `/shipments/${shipment.id}/invoice_data?siteId=MLB`,
        xml: invoice.xml,
      });
    } catch (error) {
      if (error instanceof MlRefusal) throw new ChannelRefusedError(error.sellerMessage(), 'xml');
      if (error instanceof NeedsReconnect) throw new ChannelRefusedError(error.message);
      throw error;
    }
  }

  /**
   * A canceled NF-e: in Brazil the NF-e imported on a shipment is replaced by importing the new one,
   * which Mercado Livre accepts only while the shipment has not left. So the cancel is refused once
   * it has (the seller then issues a return NF-e outside the channel); before, the copy of the
   * canceled NF-e attached for the buyer (pack fiscal documents) is removed, and the next invoice
   * imports its replacement.
   */
  async pushInvoiceCancel(account: AccountRef, cancel: InvoiceCancelPush): Promise<void> {
    try {
      const { order, shipment } = await this.shipmentOfOrder(account, cancel.marketplaceOrderId);
      if (shipment && ['shipped', 'delivered'].includes(shipment.status ?? ''))
        throw new ChannelRefusedError(
          `Mercado Livre: the shipment is ${shipment.status}; its NF-e can no longer be replaced (issue a return NF-e)`,
        );
      const pack = order.pack_id ?? order.id;
      const listed = (await this.call(account, { method: 'GET', path: `/packs/${pack}/fiscal_documents` }))
        .body as { fiscal_documents?: { id: string; file_name?: string }[] };
      const uploaded = (listed.fiscal_documents ?? []).filter(
        (doc) => doc.file_name === `${cancel.accessKey}.xml`,
      );
      for (const doc of uploaded)
        await this.call(account, { method: 'DELETE', path: `/packs/${pack}/fiscal_documents/${doc.id}` });
    } catch (error) {
      if (error instanceof MlRefusal) throw new ChannelRefusedError(error.sellerMessage());
      if (error instanceof NeedsReconnect) throw new ChannelRefusedError(error.message);
      throw error;
    }
  }

  /**
   * Labels in the account's `labelFormat` setting: `ZPL` (default, thermal printers; Mercado Livre
   * answers a ZIP holding `Etiqueta de envio.txt`, unzipped here) or `PDF` (travels as base64). One
   * call per shipment: the orders of a pack share their shipment's one label. A shipment the channel
   * will not print (`failed_shipments`: invoice pending, Full, shipped) is refused with its reason.
   */
  async requestLabels(account: AccountRef, request: LabelRequest): Promise<LabelGroupResult> {
    const format = account.settings.labelFormat === 'PDF' ? 'PDF' : 'ZPL';
    const packages: Extract<LabelGroupResult, { ok: true }>['packages'] = [];
    const labels = new Map<number, Promise<string>>();
    const labelOf = (shipmentId: number) => {
      let label = labels.get(shipmentId);
      if (!label) {
        label = this.call(account, {
          method: 'GET',
          path: `/shipment_labels?shipment_ids=${shipmentId}&response_type=${format === 'PDF' ? 'pdf' : 'zpl2'}`,
          binary: true,
        }).then((reply) => {
          const bytes = reply.body as Buffer;
          return format === 'PDF' ? bytes.toString('base64') : zplText(bytes);
        });
        labels.set(shipmentId, label);
      }
      return label;
    };
    for (const order of request.orders) {
      try {
        const found = (
          await this.call(account, { method: 'GET', path: `/orders/${order.marketplaceOrderId}` })
        ).body as { shipping?: { id?: number } };
        const shipmentId = found.shipping?.id;
        if (!shipmentId) {
          packages.push({
            orderId: order.orderId,
            ok: false,
            refusal: 'Mercado Livre: the order has no shipment',
          });
          continue;
        }
        const content = await labelOf(shipmentId);
        packages.push({ orderId: order.orderId, ok: true, packageId: String(shipmentId), format, content });
      } catch (error) {
        if (error instanceof ChannelUnavailableError) return { ok: false, error: error.message };
        const refusal =
          error instanceof MlRefusal
            ? error.sellerMessage()
            : error instanceof NeedsReconnect
              ? error.message
              : `Mercado Livre's label could not be read: ${error instanceof Error ? error.message : String(error)}`;
        packages.push({ orderId: order.orderId, ok: false, refusal });
      }
    }
    return { ok: true, packages };
  }
}

/** This runtime's Mercado Livre connector: one per process, sharing the app's pacer and caches. */
export const mercadoLivreConnector = connectorsPerRuntime((rt) => new MercadoLivreConnector(rt));
