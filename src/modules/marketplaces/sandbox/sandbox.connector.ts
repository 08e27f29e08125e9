import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Runtime } from '../../../platform/runtime.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { newId } from '../../../platform/ids.ts';
import {
  ChannelUnavailableError,
  type AccountRef,
  type ChannelAd,
  type ChannelOrder,
  type ChannelProfile,
  type ChannelSettlement,
  type InvoicePush,
  type InvoiceCancelPush,
  type ItemResult,
  type ItemUpsert,
  type LabelGroupResult,
  type LabelRequest,
  type MarketplaceConnector,
  type OrderStatusPush,
  type SettlementQuery,
  type SimulatedOrderInput,
} from '../connector.ts';
import { sandboxItems, sandboxOrders } from './sandbox.tables.ts';
import { sandboxLabels, simulateChannelOrders, type LabelSettings } from './sandbox.orders.ts';
import { SETTLEMENT_WINDOW_MS, sandboxSettlement } from './sandbox.settlements.ts';

const ITEMS_PER_STATEMENT = 5000;

/**
 * Knobs a test or a demo sets on a sandbox account's settings to make the channel misbehave.
 * `failCalls: n` refuses the next n calls as a whole (a channel outage); `breakCalls: n` makes the
 * next n calls throw an unexpected error (a malformed answer, a bug); `refuseSkus` refuses the
 * items of those skus for good (a channel rule); `latencyMs` delays every call; `labelsFail`,
 * `refuseLabelsFor` and `labelFormat` shape label requests (see `sandboxLabels`).
 */
interface SandboxSettings extends LabelSettings {
  failCalls?: number;
  breakCalls?: number;
  refuseSkus?: string[];
  latencyMs?: number;
  /**
   * `false`: the channel keeps no memory of the sales it makes and reports no settlements (a bench
   * that measures order intake alone). Reports them by default.
   */
  settlements?: boolean;
  /**
   * Settlements the channel reports as they are given, before or without their order (tests plant one
   * ahead of its order; a demo plants a chargeback): one with a generated settlement's id replaces it.
   */
  plantedSettlements?: ChannelSettlement[];
}

/** Keeps only what this channel publishes (a frozen GTIN is kept by the upsert, not here). */
function publishedFields(profile: ChannelProfile, fields: ChannelAd) {
  const out: Record<string, unknown> = { sku: fields.sku };
  for (const field of profile.publishes) {
    if (field in fields) out[field] = fields[field];
  }
  return out;
}

/**
 * A simulated marketplace inside the service: it stores what it was sent (only the fields its
 * profile publishes), answers with its own item ids, and can fail on demand.
 */
export class SandboxConnector implements MarketplaceConnector {
  readonly profile: ChannelProfile;
  private readonly rt: Runtime;

  constructor(rt: Runtime, profile: ChannelProfile) {
    this.rt = rt;
    this.profile = profile;
  }

  private async consumeFailure(account: AccountRef, knob: 'failCalls' | 'breakCalls'): Promise<boolean> {
    const left = (account.settings as SandboxSettings)[knob];
    if (!left || left <= 0) return false;
    // The counter lives in the account row so every worker process sees the same outage.
    const rows = await this.rt.database.db.execute(
      sql`update marketplace_accounts
          set settings = jsonb_set(settings, ${`{${knob}}`}::text[], to_jsonb((settings->>${knob})::int - 1))
          where seller_id = ${account.sellerId} and id = ${account.accountId} and (settings->>${knob})::int > 0
          returning id`,
    );
    return (rows as { rows: unknown[] }).rows.length > 0;
  }

  async upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]> {
    const settings = account.settings as SandboxSettings;
    await this.beginCall(account);
    const { platform, gtinFrozenAfterPublication } = this.profile;
    const results = new Map<string, ItemResult>();
    const accepted: { ad: string; item: string; f: Record<string, unknown> }[] = [];
    for (const item of items) {
      if (settings.refuseSkus?.includes(item.fields.sku)) {
        results.set(item.adId, {
          adId: item.adId,
          ok: false,
          error: `sandbox: item ${item.fields.sku} refused by channel rules`,
          retryable: false,
        });
        continue;
      }
      // The item id is used only if the channel does not hold the ad yet.
      accepted.push({
        ad: item.adId,
        item: newId(platform.toLowerCase()),
        f: publishedFields(this.profile, item.fields),
      });
    }
    const now = this.rt.clock.now().toISOString();
    const sent = gtinFrozenAfterPublication ? sql`(excluded.fields - 'ean')` : sql`excluded.fields`;
    // One statement per chunk, the items as one JSON parameter: the channel merges what it is sent
    // over what it holds (a frozen GTIN stays) without reading its items back first.
    for (let i = 0; i < accepted.length; i += ITEMS_PER_STATEMENT) {
      const chunk = JSON.stringify(accepted.slice(i, i + ITEMS_PER_STATEMENT));
      const rows = await queryRows<{ ad_id: string; item_id: string }>(
        this.rt.database.db,
        sql`insert into sandbox_items (seller_id, platform, item_id, ad_id, fields, revision, created_at, updated_at)
            select ${account.sellerId}, ${platform}, x.item, x.ad, x.f, 1, ${now}, ${now}
            from jsonb_to_recordset(${chunk}::jsonb) as x(ad text, item text, f jsonb)
            on conflict (seller_id, platform, ad_id) do update
            set fields = sandbox_items.fields || ${sent},
                revision = sandbox_items.revision + 1, updated_at = excluded.updated_at
            returning ad_id, item_id`,
      );
      for (const row of rows)
        results.set(row.ad_id, { adId: row.ad_id, ok: true, channelItemId: row.item_id });
    }
    return items.map((item) => results.get(item.adId)!);
  }

  private async beginCall(account: AccountRef): Promise<void> {
    const settings = account.settings as SandboxSettings;
    if (settings.latencyMs) await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    if (await this.consumeFailure(account, 'failCalls'))
      throw new ChannelUnavailableError('sandbox: channel unavailable (injected failure)');
    if (await this.consumeFailure(account, 'breakCalls'))
      throw new Error('sandbox: malformed answer (injected failure)');
  }

  private async recordOrder(
    account: AccountRef,
    marketplaceOrderId: string,
    change: Partial<typeof sandboxOrders.$inferInsert>,
  ): Promise<void> {
    const now = this.rt.clock.now().toISOString();
    await this.rt.database.db
      .insert(sandboxOrders)
      .values({
        sellerId: account.sellerId,
        platform: this.profile.platform,
        marketplaceOrderId,
        ...change,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [sandboxOrders.sellerId, sandboxOrders.platform, sandboxOrders.marketplaceOrderId],
        set: { ...change, updatedAt: now },
      });
  }

  async pushOrderStatus(account: AccountRef, update: OrderStatusPush): Promise<void> {
    await this.beginCall(account);
    await this.recordOrder(account, update.marketplaceOrderId, {
      status: update.status,
      cancelReason: update.reason ?? null,
    });
  }

  async pushInvoice(account: AccountRef, invoice: InvoicePush): Promise<void> {
    await this.beginCall(account);
    const { marketplaceOrderId, ...document } = invoice;
    await this.recordOrder(account, marketplaceOrderId, { status: 'INVOICED', invoice: document });
  }

  async pushInvoiceCancel(account: AccountRef, cancel: InvoiceCancelPush): Promise<void> {
    await this.beginCall(account);
    const { marketplaceOrderId, ...document } = cancel;
    await this.recordOrder(account, marketplaceOrderId, {
      status: 'PAID',
      invoice: { ...document, canceled: true },
    });
  }

  async requestLabels(account: AccountRef, request: LabelRequest): Promise<LabelGroupResult> {
    await this.beginCall(account);
    return sandboxLabels(account.settings, request, () => newId('pkg'));
  }

  async simulateOrders(account: AccountRef, input: SimulatedOrderInput): Promise<ChannelOrder[]> {
    const marketplaceOrderId = input.marketplaceOrderId ?? newId(this.profile.platform.toLowerCase());
    const orders = simulateChannelOrders(this.profile.platform, input, marketplaceOrderId);
    if ((account.settings as SandboxSettings).settlements === false) return orders;
    // The channel remembers each sale it made (a replayed one keeps its first sale), to settle it later.
    const now = this.rt.clock.now().toISOString();
    await this.rt.database.db
      .insert(sandboxOrders)
      .values(
        orders.map((order) => ({
          sellerId: account.sellerId,
          platform: this.profile.platform,
          marketplaceOrderId: order.marketplaceOrderId,
          sale: { items: order.items, totals: order.totals },
          soldAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [sandboxOrders.sellerId, sandboxOrders.platform, sandboxOrders.marketplaceOrderId],
        set: {
          sale: sql`coalesce(sandbox_orders.sale, excluded.sale)`,
          soldAt: sql`coalesce(sandbox_orders.sold_at, excluded.sold_at)`,
        },
      });
    return orders;
  }

  /**
   * What the sandbox channel paid for the sales it made (see `sandboxSettlement`), and the settlements
   * planted on the account. By order ids, or those whose last change is at or after `changedSince`.
   */
  async settlements(account: AccountRef, query: SettlementQuery): Promise<ChannelSettlement[]> {
    const settings = account.settings as SandboxSettings;
    await this.beginCall(account);
    if (settings.settlements === false) return [];
    const now = this.rt.clock.now();
    const own = and(
      eq(sandboxOrders.sellerId, account.sellerId),
      eq(sandboxOrders.platform, this.profile.platform),
      isNotNull(sandboxOrders.sale),
    );
    const since = 'changedSince' in query ? new Date(query.changedSince) : null;
    const rows = await this.rt.database.db
      .select()
      .from(sandboxOrders)
      .where(
        since
          ? and(
              own,
              gte(sandboxOrders.soldAt, new Date(since.getTime() - SETTLEMENT_WINDOW_MS).toISOString()),
            )
          : and(
              own,
              inArray(
                sandboxOrders.marketplaceOrderId,
                'marketplaceOrderIds' in query ? query.marketplaceOrderIds : [],
              ),
            ),
      );
    const generated = rows.map((row) =>
      sandboxSettlement(
        {
          platform: row.platform,
          marketplaceOrderId: row.marketplaceOrderId,
          sale: row.sale!,
          soldAt: new Date(row.soldAt!).toISOString(),
          status: row.status,
          updatedAt: new Date(row.updatedAt).toISOString(),
        },
        now,
      ),
    );
    const planted = settings.plantedSettlements ?? [];
    const plantedIds = new Set(planted.map((settlement) => settlement.settlementId));
    const wanted = (settlement: ChannelSettlement) =>
      since
        ? new Date(settlement.updatedAt) >= since
        : 'marketplaceOrderIds' in query && query.marketplaceOrderIds.includes(settlement.marketplaceOrderId);
    return [...generated.filter((settlement) => !plantedIds.has(settlement.settlementId)), ...planted].filter(
      wanted,
    );
  }
}

/** What the sandbox channel was told about an order (tests read it to see the push arrived). */
export async function sandboxOrder(
  rt: Runtime,
  sellerId: string,
  platform: string,
  marketplaceOrderId: string,
) {
  const [row] = await rt.database.db
    .select()
    .from(sandboxOrders)
    .where(
      and(
        eq(sandboxOrders.sellerId, sellerId),
        eq(sandboxOrders.platform, platform),
        eq(sandboxOrders.marketplaceOrderId, marketplaceOrderId),
      ),
    );
  return row ?? null;
}

/** What the sandbox holds for an ad, as a channel's item page would show it (tests and the admin read it). */
export async function sandboxItem(rt: Runtime, sellerId: string, platform: string, adId: string) {
  const [row] = await rt.database.db
    .select()
    .from(sandboxItems)
    .where(
      and(
        eq(sandboxItems.sellerId, sellerId),
        eq(sandboxItems.platform, platform),
        eq(sandboxItems.adId, adId),
      ),
    );
  return row ?? null;
}
