import { and, eq, isNotNull } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { inList } from '../../platform/db/sql.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { skuCodes } from '../catalog/index.ts';
import { EVERY_PLATFORM } from './domain/effective-price.ts';
import { Money } from './domain/money.ts';
import { parityOutcome, type Parity, type ParityOutcome } from './domain/parity.ts';
import type { PriceWrite } from './domain/price-write.ts';
import { writePrices } from './prices.engine.ts';
import { connectedPlatforms, floorsOn, heldWritesDto, profitGuard, type HeldWrite } from './prices.guard.ts';
import { invalid, knownPlatforms, type Writer } from './prices.service.ts';
import { priceGuardSettings, prices } from './prices.tables.ts';

/** The seller's parity rule, or null without one. */
export async function getParity(ctx: Ctx): Promise<{ rule: Parity | null }> {
  const [row] = await ctx.db
    .select({ parity: priceGuardSettings.parity })
    .from(priceGuardSettings)
    .where(eq(priceGuardSettings.sellerId, sellerOf(ctx)));
  return { rule: row?.parity ?? null };
}

/** Sets (or with `rule: null` removes) the parity rule; the rest of the guard keeps its settings. */
export async function putParity(ctx: Ctx, input: { rule: { channel: string; band?: string } | null }) {
  let rule: Parity | null = null;
  if (input.rule !== null) {
    if (!knownPlatforms().has(input.rule.channel)) {
      throw invalid([{ field: 'rule.channel', message: `unknown platform ${input.rule.channel}` }]);
    }
    const band = input.rule.band ?? '0';
    if (new Money(band).gte(1)) throw invalid([{ field: 'rule.band', message: 'must be less than 1' }]);
    rule = { channel: input.rule.channel, band };
  }
  const now = ctx.rt.clock.now().toISOString();
  // A seller without guard settings gets the defaults' row (PRC-27) with the rule.
  await ctx.db
    .insert(priceGuardSettings)
    .values({
      sellerId: sellerOf(ctx),
      minMargin: '0',
      taxRate: '0',
      changeFactor: '10',
      channels: {},
      parity: rule,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: priceGuardSettings.sellerId, set: { parity: rule, updatedAt: now } });
  return getParity(ctx);
}

interface SkuParity {
  skuId: string;
  price: string;
  outcome: Exclude<ParityOutcome, { kind: 'OK' }>;
}

/**
 * What the rule asks of each priced SKU now: what each connected channel sells it for (its own
 * price, else the SKU-wide one), compared by `parityOutcome` with the floor of the rule's channel.
 * Only SKUs out of parity are returned, in id order.
 */
async function outOfParity(ctx: Ctx, rule: Parity): Promise<SkuParity[]> {
  const connected = await connectedPlatforms(ctx);
  if (!connected.includes(rule.channel) || connected.length < 2) return [];
  const rows = await ctx.db
    .select({ skuId: prices.skuId, platform: prices.platform, salePrice: prices.salePrice })
    .from(prices)
    .where(and(eq(prices.sellerId, sellerOf(ctx)), isNotNull(prices.salePrice)));
  const bySku = Map.groupBy(rows, (row) => row.skuId);
  const skuIds = [...bySku.keys()].sort();
  const floors = await floorsOn(ctx, skuIds, rule.channel);
  const found: SkuParity[] = [];
  for (const skuId of skuIds) {
    const scopes = new Map(bySku.get(skuId)!.map((row) => [row.platform, row.salePrice!]));
    const wide = scopes.get(EVERY_PLATFORM);
    const onChannels = new Map<string, string>();
    for (const platform of connected) {
      const value = scopes.get(platform) ?? wide;
      if (value !== undefined) onChannels.set(platform, value);
    }
    const outcome = parityOutcome(rule, onChannels, floors.get(skuId) ?? null);
    if (outcome.kind !== 'OK') found.push({ skuId, price: onChannels.get(rule.channel)!, outcome });
  }
  return found;
}

async function ruleOrRefuse(ctx: Ctx): Promise<Parity> {
  const { rule } = await getParity(ctx);
  if (rule === null)
    throw invalid([{ field: 'rule', message: 'set a parity rule first (PUT …/prices/parity)' }]);
  return rule;
}

const num = (value: string) => Number(value);

/**
 * The SKUs the parity rule cannot bring into line without going below the floor of its channel:
 * the seller decides (raise the others, lower the cost, or accept). Paged by SKU.
 */
export async function parityConflicts(ctx: Ctx, paging: Paging): Promise<PageResult<unknown>> {
  const rule = await ruleOrRefuse(ctx);
  const conflicts = (await outOfParity(ctx, rule)).filter((p) => p.outcome.kind === 'CONFLICT');
  const page = conflicts.slice(paging.page * paging.size, (paging.page + 1) * paging.size);
  const codes = await skuCodes(
    ctx,
    page.map((p) => p.skuId),
  );
  const items = page.map(({ skuId, price, outcome }) => {
    const conflict = outcome as Extract<ParityOutcome, { kind: 'CONFLICT' }>;
    return {
      skuId,
      sku: codes.get(skuId) ?? skuId,
      channel: rule.channel,
      price: num(price),
      target: num(conflict.target),
      lowest: num(conflict.lowest),
      lowestChannel: conflict.lowestChannel,
      floor: num(conflict.floor),
    };
  });
  return { items, total: conflicts.length };
}

/**
 * Brings the rule's channel into parity where the floor allows: a price of its own on that channel,
 * written through the profit guard like any write of `writer`. Conflicts are counted, not touched.
 */
export async function applyParity(ctx: Ctx, writer: Writer) {
  const rule = await ruleOrRefuse(ctx);
  return withTransaction(ctx, async (tx) => {
    const found = await outOfParity(tx, rule);
    const writes: PriceWrite[] = found.flatMap(({ skuId, outcome }) =>
      outcome.kind === 'FIX'
        ? [
            {
              skuId,
              platform: rule.channel,
              priceType: 'DEFAULT',
              value: outcome.value,
              startAt: null,
              endAt: null,
            },
          ]
        : [],
    );
    const held: HeldWrite[] = [];
    const changed =
      writes.length === 0 ? 0 : await writePrices(tx, { source: writer }, writes, inList, profitGuard(held));
    return {
      fixed: writes.length - held.length,
      changed,
      conflicts: found.length - writes.length,
      held: await heldWritesDto(tx, held),
    };
  });
}
