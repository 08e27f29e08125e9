import { withholdBuyerData } from '../../platform/auth/index.ts';
import { groupCommitter, type GroupCommitter, type Settled } from '../../platform/batching.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuCosts, type SkuCost } from '../catalog/index.ts';
import {
  connectedAccounts,
  connectorFor,
  type AccountRef,
  type ChannelOrder,
  type MarketplaceConnector,
  type SimulatedOrderInput,
} from '../marketplaces/index.ts';
import { getSeller } from '../sellers/index.ts';
import { orderDto, type OrderDto, type OrderRow } from './orders.mapping.ts';
import { takeInOrders } from './orders.service.ts';
import { marginWindow, type MarginWindow } from './orders.trend.ts';

export type SandboxOrderInput = SimulatedOrderInput & { platform: string };

interface SandboxRequest {
  ctx: Ctx;
  input: SandboxOrderInput;
}

type SandboxResult = { order: OrderDto; created: boolean };

/** A batch's requests are one seller's; at most this many share a transaction. */
const MAX_BATCH = 50;
/** The longest a busy seller's next batch waits for the callers just answered (see `groupCommitter`). */
const LINGER_MS = 20;

const committers = new WeakMap<Runtime, GroupCommitter<SandboxRequest, SandboxResult>>();

/**
 * A sandbox seller makes one of the sandbox channels produce an order, which is then
 * ingested like any channel order. Answers the order (the first part when the channel split it).
 * Concurrent requests of one seller are taken in together (group commit, see `groupCommitter`): a
 * channel's order notifications come in bursts, and each one paying its own reads, transaction and
 * commit was most of an order's cost.
 */
export async function createSandboxOrder(ctx: Ctx, input: SandboxOrderInput): Promise<SandboxResult> {
  let committer = committers.get(ctx.rt);
  if (!committer) {
    committer = groupCommitter(createSandboxOrders, { maxBatch: MAX_BATCH, lingerMs: LINGER_MS });
    committers.set(ctx.rt, committer);
  }
  return committer.submit(sellerOf(ctx), { ctx, input });
}

/**
 * One seller's requests: read once, each checked on its own, ingested per platform in one
 * transaction (a failure takes none of them in, so each can be tried again alone), answered together.
 */
async function createSandboxOrders(requests: SandboxRequest[]): Promise<Settled<SandboxResult>[]> {
  const lead = requests[0]!.ctx;
  const [seller, known, accounts] = await Promise.all([
    getSeller(lead, sellerOf(lead)),
    skuCosts(
      lead,
      requests.flatMap(({ input }) => input.items.map((item) => item.skuId)),
    ),
    connectedAccounts(lead, [...new Set(requests.map(({ input }) => input.platform))]),
  ]);
  const outcomes: Settled<SandboxResult>[] = [];
  const ingestable = new Map<string, { at: number; account: AccountRef; orders: ChannelOrder[] }[]>();
  for (const [at, { input }] of requests.entries()) {
    try {
      const { account, simulate } = checked(lead.rt, seller.sandbox, input, known, accounts);
      const { platform, ...simulated } = input;
      const orders = await simulate(account, simulated);
      ingestable.set(platform, [...(ingestable.get(platform) ?? []), { at, account, orders }]);
    } catch (error) {
      outcomes[at] = { ok: false, error };
    }
  }
  if (ingestable.size === 0) return outcomes;
  const firsts = new Map<number, { order: OrderRow; created: boolean }>();
  // The margin trend compares each new order with the seller's orders before it, as read by the
  // statement that inserts the first platform's orders (not by a read of its own after the commit).
  const before = await withTransaction(lead, async (tx) => {
    let window: MarginWindow | null = null;
    for (const group of ingestable.values()) {
      const taken = await takeInOrders(
        tx,
        group[0]!.account,
        group.flatMap((entry) => entry.orders),
        { knownCosts: known, marginWindow: window === null },
      );
      window ??= taken.window;
      let offset = 0;
      for (const entry of group) {
        firsts.set(entry.at, taken.ingested[offset]!);
        offset += entry.orders.length;
      }
    }
    return window;
  });
  // An order the channel sent before is answered as stored, and may be in that window itself.
  const replayed = [...firsts.values()].filter(({ created }) => !created).map(({ order }) => order.id);
  const margins = replayed.length === 0 && before ? before : await marginWindow(lead, replayed);
  for (const [at, { order, created }] of firsts) {
    const withholdBuyer = withholdBuyerData(requests[at]!.ctx);
    outcomes[at] = { ok: true, value: { order: orderDto(order, { withholdBuyer, margins }), created } };
  }
  return outcomes;
}

/** The request's account and channel, once the seller, its SKUs and its platform allow a sandbox order. */
function checked(
  rt: Runtime,
  sandbox: boolean,
  input: SandboxOrderInput,
  known: ReadonlyMap<string, SkuCost>,
  accounts: ReadonlyMap<string, AccountRef>,
): { account: AccountRef; simulate: NonNullable<MarketplaceConnector['simulateOrders']> } {
  if (!sandbox) {
    throw new DomainError(
      'sandbox-disabled',
      'This seller is not a sandbox seller: orders come from channels',
    );
  }
  const unknown = input.items.findIndex((item) => !known.has(item.skuId));
  if (unknown >= 0) {
    throw new DomainError('validation-failed', `items[${unknown}].skuId: unknown SKU`, {
      field: `items[${unknown}].skuId`,
    });
  }
  const account = accounts.get(input.platform);
  const connector = account ? connectorFor(rt, input.platform) : null;
  if (!account || !connector?.simulateOrders) {
    throw new DomainError(
      'platform-not-connected',
      `platform ${input.platform} is not a connected sandbox channel`,
      { field: 'platform' },
    );
  }
  return { account, simulate: connector.simulateOrders.bind(connector) };
}
