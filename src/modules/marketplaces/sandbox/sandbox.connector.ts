import { and, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../../../platform/runtime.ts';
import { inList } from '../../../platform/db/sql.ts';
import { newId } from '../../../platform/ids.ts';
import {
  ChannelUnavailableError,
  type AccountRef,
  type ChannelAd,
  type ChannelOrder,
  type ChannelProfile,
  type InvoicePush,
  type ItemResult,
  type ItemUpsert,
  type LabelGroupResult,
  type LabelRequest,
  type MarketplaceConnector,
  type OrderStatusPush,
  type SimulatedOrderInput,
} from '../connector.ts';
import { sandboxItems, sandboxOrders } from '../marketplaces.tables.ts';
import { sandboxLabels, simulateChannelOrders, type LabelSettings } from './orders.ts';

const ITEMS_PER_STATEMENT = 5000;

/**
 * Knobs a test or a demo sets on a sandbox account's settings to make the channel misbehave.
 * `failCalls: n` refuses the next n calls as a whole (a channel outage); `breakCalls: n` makes the
 * next n calls throw an unexpected error (a malformed answer, a bug); `refuseSkus` refuses the
 * items of those skus for good (a channel rule); `latencyMs` delays every call; `labelsFail` and
 * `refuseLabelsFor` shape label requests (see `sandboxLabels`).
 */
interface SandboxSettings extends LabelSettings {
  failCalls?: number;
  breakCalls?: number;
  refuseSkus?: string[];
  latencyMs?: number;
}

/** Keeps only what this channel publishes, and a frozen GTIN once the item exists. */
export function publishedFields(
  profile: ChannelProfile,
  fields: ChannelAd,
  existing: Record<string, unknown> | null,
) {
  const out: Record<string, unknown> = { sku: fields.sku };
  for (const field of profile.publishes) {
    if (!(field in fields)) continue;
    if (field === 'ean' && existing && profile.gtinFrozenAfterPublication) continue;
    out[field] = fields[field];
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
    return (rows as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]> {
    const settings = account.settings as SandboxSettings;
    await this.beginCall(account);
    const db = this.rt.database.db;
    const { platform } = this.profile;
    const existing = await db
      .select()
      .from(sandboxItems)
      .where(
        and(
          eq(sandboxItems.sellerId, account.sellerId),
          eq(sandboxItems.platform, platform),
          inList(
            sandboxItems.adId,
            items.map((item) => item.adId),
          ),
        ),
      );
    const byAd = new Map(existing.map((row) => [row.adId, row]));
    const now = this.rt.clock.now().toISOString();
    const results: ItemResult[] = [];
    const rows: (typeof sandboxItems.$inferInsert)[] = [];
    for (const item of items) {
      if (settings.refuseSkus?.includes(item.fields.sku)) {
        results.push({
          adId: item.adId,
          ok: false,
          error: `sandbox: item ${item.fields.sku} refused by channel rules`,
          retryable: false,
        });
        continue;
      }
      const current = byAd.get(item.adId) ?? null;
      const fields = {
        ...(current?.fields ?? {}),
        ...publishedFields(this.profile, item.fields, current?.fields ?? null),
      };
      const itemId = current?.itemId ?? newId(platform.toLowerCase());
      rows.push({
        sellerId: account.sellerId,
        platform,
        itemId,
        adId: item.adId,
        fields,
        revision: (current?.revision ?? 0) + 1,
        createdAt: current?.createdAt ?? now,
        updatedAt: now,
      });
      results.push({ adId: item.adId, ok: true, channelItemId: itemId });
    }
    // Eight bind parameters per row: a big batch goes in chunks, each under PostgreSQL's 65,535.
    for (let i = 0; i < rows.length; i += ITEMS_PER_STATEMENT) {
      await db
        .insert(sandboxItems)
        .values(rows.slice(i, i + ITEMS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [sandboxItems.sellerId, sandboxItems.platform, sandboxItems.itemId],
          set: {
            fields: sql`excluded.fields`,
            revision: sql`excluded.revision`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    return results;
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

  async requestLabels(account: AccountRef, request: LabelRequest): Promise<LabelGroupResult> {
    await this.beginCall(account);
    return sandboxLabels(account.settings as SandboxSettings, request, () => newId('pkg'));
  }

  simulateOrders(_account: AccountRef, input: SimulatedOrderInput): ChannelOrder[] {
    const marketplaceOrderId = input.marketplaceOrderId ?? newId(this.profile.platform.toLowerCase());
    return simulateChannelOrders(this.profile.platform, input, marketplaceOrderId);
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
