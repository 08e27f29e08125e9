import type { Runtime } from '../../../platform/runtime.ts';
import {
  ChannelRefusedError,
  ChannelUnavailableError,
  channelFields,
  type AccountRef,
  type ChannelProfile,
  type InvoiceCancelPush,
  type InvoicePush,
  type ItemResult,
  type ItemUpsert,
  type LabelGroupResult,
  type LabelRequest,
  type MarketplaceConnector,
  type OrderStatusPush,
} from '../connector.ts';
import { accessToken, NeedsReconnect, type MlApp } from './ml.credentials.ts';
import { MlHttp, MlRefusal, type MlReply, type MlRequest } from './ml.http.ts';
import { zplText } from './ml.labels.ts';
import { NEW_FORMAT } from './ml.order-reading.ts';
import { isFulfillment, type MlShipment } from './ml.orders.ts';
import { descriptionDigest, recordedItems, recordItem, type MlItem, type RecordedItem } from './ml.items.ts';
import {
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
 * Mercado Livre behind the marketplace port, through its public REST API: each ad is one item
 * (price and stock of its own, see docs/decisions.md), with its description, category and required
 * attributes; the account's OAuth tokens are renewed as they expire or are refused.
 */
export class MercadoLivreConnector implements MarketplaceConnector {
  readonly profile = mercadoLivreProfile;
  readonly http: MlHttp;
  private readonly rt: Runtime;
  private readonly categories = new Map<string, Promise<CategoryAttribute[]>>();
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(rt: Runtime) {
    this.rt = rt;
    this.http = new MlHttp(rt.config.mercadoLivre.apiUrl, {
      ratePerSecond: rt.config.mercadoLivre.ratePerSecond,
    });
  }

  app(): MlApp {
    const { clientId, clientSecret } = this.rt.config.mercadoLivre;
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

  /** A call with the account's token; a 401 renews the token once and tries again. */
  async call(account: AccountRef, request: Omit<MlRequest, 'token'>): Promise<MlReply> {
    const token = await this.token(account);
    try {
      return await this.http.call({ ...request, token });
    } catch (error) {
      if (!(error instanceof MlRefusal) || error.status !== 401) throw error;
      return this.http.call({ ...request, token: await this.token(account, token) });
    }
  }

  private categoryAttributes(categoryId: string): Promise<CategoryAttribute[]> {
    let known = this.categories.get(categoryId);
    if (!known) {
      known = this.http
        .call({ method: 'GET', path: `/categories/${encodeURIComponent(categoryId)}/attributes` })
        .then((reply) => reply.body as CategoryAttribute[]);
      known.catch(() => this.categories.delete(categoryId));
      this.categories.set(categoryId, known);
    }
    return known;
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

  private async create(account: AccountRef, item: ItemUpsert): Promise<ItemResult> {
    const fields = item.fields;
    const waiting = waitingReason(fields);
    if (waiting) return { adId: item.adId, ok: false, error: waiting, retryable: false, waiting: true };
    const title = typeof fields.title === 'string' ? fields.title : '';
    const description = typeof fields.description === 'string' ? fields.description : '';
    const categoryId = item.channelCategoryId ?? (await this.discoverCategory(account, title));
    if (!categoryId)
      return {
        adId: item.adId,
        ok: false,
        error: 'Mercado Livre found no category for this title: choose the category (channelCategoryId)',
        retryable: false,
      };
    const category = await this.categoryAttributes(categoryId);
    const attributes = itemAttributes(fields, category);
    const missing = missingRequired(attributes, category);
    if (missing.length > 0)
      return {
        adId: item.adId,
        ok: false,
        error: `Mercado Livre category ${categoryId} requires ${missing.map((a) => `${a.name} (${a.id})`).join(', ')}: add them to the product's attributes`,
        retryable: false,
      };
    const reply = await this.call(account, {
      method: 'POST',
      path: '/items',
      json: {
        title,
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
        // In the creation call itself: an item is never left without the description it was sent with.
        ...(description ? { description: { plain_text: description } } : {}),
      },
    });
    const created = reply.body as MlItem;
    await recordItem(
      this.rt,
      account,
      item.adId,
      created,
      description ? descriptionDigest(description) : null,
    );
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
    const status = itemStatus(fields);
    // A status goes only with a change of the ad's own: closing or pausing it, or lifting a pause
    // that was Feira's. An item the channel or the seller paused for another reason keeps its pause
    // whatever stock Feira pushes; an active item needs no status.
    const sent =
      status !== 'active'
        ? status
        : (fields.stock as number | undefined) && known && mayReactivate(known)
          ? status
          : undefined;
    // A closing item takes no other change; otherwise price, stock, pictures and attributes go in one
    // call (the title stays: the channel refuses it once the item has sold).
    const body: Record<string, unknown> =
      status === 'closed'
        ? { status }
        : {
            ...(fields.price === null || fields.price === undefined ? {} : { price: priceNumber(fields) }),
            available_quantity: fields.stock ?? 0,
            ...(sent ? { status: sent } : {}),
            pictures: pictures(fields),
            attributes: itemAttributes(fields, []).filter((a) => a.id !== 'GTIN'),
            sale_terms: saleTerms(fields),
          };
    const reply = await this.call(account, {
      method: 'PUT',
      path: `/items/${item.channelItemId}`,
      json: body,
    });
    const updated = reply.body as MlItem;
    const description = status === 'closed' ? undefined : await this.pushDescription(account, item, known);
    await recordItem(this.rt, account, item.adId, updated, description, sent);
    return { adId: item.adId, ok: true, channelItemId: updated.id, permalink: updated.permalink };
  }

  /**
   * The ad's description, through the item's description resource, when it differs from the one last
   * sent (created with POST when the item has none). Answers the digest sent, or undefined for no call.
   */
  private async pushDescription(
    account: AccountRef,
    item: ItemUpsert & { channelItemId: string },
    known: RecordedItem | undefined,
  ): Promise<string | undefined> {
    const text = item.fields.description;
    if (typeof text !== 'string' || !text) return undefined;
    const digest = descriptionDigest(text);
    if (known?.descriptionDigest === digest) return undefined;
    await this.call(account, {
      method: known && known.descriptionDigest === null ? 'POST' : 'PUT',
      path: `/items/${item.channelItemId}/description`,
      json: { plain_text: text },
    });
    return digest;
  }

  private async upsertOne(
    account: AccountRef,
    item: ItemUpsert,
    known: ReadonlyMap<string, RecordedItem>,
  ): Promise<ItemResult> {
    try {
      return item.channelItemId
        ? await this.update(
            account,
            { ...item, channelItemId: item.channelItemId },
            known.get(item.channelItemId),
          )
        : await this.create(account, item);
    } catch (error) {
      if (error instanceof MlRefusal)
        return { adId: item.adId, ok: false, error: error.sellerMessage(), retryable: false };
      if (error instanceof NeedsReconnect)
        return { adId: item.adId, ok: false, error: error.message, retryable: false };
      // An outage fails this item only: the others' answers are kept, so an item the channel
      // already created is not created again by the retry.
      if (error instanceof ChannelUnavailableError)
        return { adId: item.adId, ok: false, error: error.message, retryable: true };
      throw error;
    }
  }

  async upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]> {
    const results = new Array<ItemResult>(items.length);
    // What Feira recorded of the batch's items, read once: each update decides its status from it.
    const known = await recordedItems(
      this.rt,
      account.sellerId,
      items.flatMap((item) => (item.channelItemId ? [item.channelItemId] : [])),
    );
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < items.length; i = next++)
        results[i] = await this.upsertOne(account, items[i]!, known);
    };
    await Promise.all(Array.from({ length: Math.min(ITEM_LANES, items.length) }, lane));
    return results;
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
