import { pacerOf } from '../../../platform/pacing/pacer.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import {
  ChannelRefusedError,
  ChannelUnavailableError,
  type AccountRef,
  type ChannelProfile,
  type ChannelSettlement,
  type ItemResult,
  type ItemUpsert,
  type LabelGroupResult,
  type MarketplaceConnector,
  type OrderStatusPush,
  type SettlementQuery,
  type ShipmentConfirmation,
} from '../connector.ts';
import { connectorsPerRuntime } from '../instrumented.ts';
import { amazonSettings } from './amazon.config.ts';
import { accessToken, NeedsReconnect } from './amazon.credentials.ts';
import { SpApiHttp, SpApiRefusal, type SpReply, type SpRequest } from './amazon.http.ts';
import { deleteListing, publishListing } from './amazon.listings.ts';
import { amazonSettlements } from './amazon.settlements.ts';
import { confirmShipment } from './amazon.shipments.ts';

export const AMAZON = 'AMAZON';

export const amazonProfile: ChannelProfile = {
  platform: AMAZON,
  name: 'Amazon',
  // What a Listings Items LISTING submission carries; images, description and dimensions come later.
  publishes: ['title', 'status', 'price', 'stock', 'ean', 'attributes', 'brand', 'condition'],
  // The EAN matches the listing to its ASIN in Amazon's catalog: changing it would be another product.
  gtinFrozenAfterPublication: true,
  // Seller-fulfilled orders ship with the seller's carrier; Amazon is told each one's tracking (ADS-132).
  sellerTracksParcels: true,
};

/** Listings pushed side by side; the usage plan's bucket paces the whole. */
const LANES = 4;

/** Not in the first version of the channel: the seller does it in Seller Central (docs/channels/amazon.md). */
const inSellerCentral = (what: string) =>
  new ChannelRefusedError(`Amazon: ${what} is done in Seller Central (not yet through Feira)`);

/** An item's failed push: Amazon's refusal in the seller's words, or an outage to retry. */
function failure(adId: string, error: unknown): ItemResult {
  if (error instanceof SpApiRefusal)
    return { adId, ok: false, error: error.sellerMessage(), retryable: false };
  if (error instanceof NeedsReconnect) return { adId, ok: false, error: error.message, retryable: false };
  if (error instanceof ChannelUnavailableError)
    return { adId, ok: false, error: error.message, retryable: true };
  throw error;
}

/**
 * Amazon behind the marketplace port, through the Selling Partner API: each ad is one listing keyed
 * by its seller SKU, put with its product type's required attributes and patched for price and
 * quantity; every call carries the account's Login with Amazon access token, renewed as it expires.
 */
export class AmazonConnector implements MarketplaceConnector {
  readonly profile = amazonProfile;
  readonly http: SpApiHttp;
  readonly rt: Runtime;

  constructor(rt: Runtime) {
    this.rt = rt;
    this.http = new SpApiHttp(amazonSettings.of(rt.config).spApiUrl, {}, pacerOf(rt.database));
  }

  /**
   * One SP-API call for the account, with its token and selling partner; `path` may name the
   * partner as `{sellerId}`. A 403 for an expired token renews it and calls once more.
   */
  async call(
    account: Pick<AccountRef, 'sellerId' | 'accountId'>,
    request: Omit<SpRequest, 'token' | 'partner'>,
  ): Promise<SpReply> {
    const { token, sellingPartnerId } = await accessToken(this.rt, account);
    const path = request.path.replace('{sellerId}', encodeURIComponent(sellingPartnerId));
    const sent = { ...request, path, partner: sellingPartnerId };
    try {
      return await this.http.call({ ...sent, token });
    } catch (error) {
      if (!(error instanceof SpApiRefusal) || !error.expiredToken) throw error;
      const renewed = await accessToken(this.rt, account, token);
      return this.http.call({ ...sent, token: renewed.token });
    }
  }

  async upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]> {
    const results: ItemResult[] = new Array<ItemResult>(items.length);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < items.length; i = next++) {
        try {
          results[i] = await publishListing(this, account, items[i]!);
        } catch (error) {
          results[i] = failure(items[i]!.adId, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(LANES, items.length) }, lane));
    return results;
  }

  /** Deletes the listing: the ad names no listing any more, and is put anew if made active again. */
  async closeItem(account: AccountRef, item: { adId: string; channelItemId: string }) {
    try {
      await deleteListing(this, account, item);
    } catch (error) {
      if (error instanceof SpApiRefusal || error instanceof NeedsReconnect)
        throw new ChannelRefusedError(error instanceof SpApiRefusal ? error.sellerMessage() : error.message);
      throw error;
    }
    return { detached: true };
  }

  /** Amazon takes the payment itself: a PAID order needs nothing told; a cancel is done in Seller Central. */
  pushOrderStatus(_account: AccountRef, update: OrderStatusPush): Promise<void> {
    if (update.status === 'CANCELED') return Promise.reject(inSellerCentral('canceling an order'));
    return Promise.resolve();
  }

  /**
   * The NF-e stays in Feira (its upload to Amazon is not in this version): invoicing an Amazon order
   * is not held up by it.
   */
  pushInvoice(): Promise<void> {
    return Promise.resolve();
  }

  pushInvoiceCancel(): Promise<void> {
    return Promise.resolve();
  }

  /** A seller-fulfilled order shipped with the seller's carrier: Amazon is told its tracking. */
  confirmShipment(account: AccountRef, shipment: ShipmentConfirmation): Promise<void> {
    return confirmShipment(this, account, shipment);
  }

  /** What Amazon paid for orders: Finances' shipment events, released with their payout group. */
  settlements(account: AccountRef, query: SettlementQuery): Promise<ChannelSettlement[]> {
    return amazonSettlements(this, account, query);
  }

  requestLabels(): Promise<LabelGroupResult> {
    return Promise.resolve({ ok: false, error: inSellerCentral('buying shipping labels').message });
  }
}

export const amazonConnector = connectorsPerRuntime((rt) => new AmazonConnector(rt));
