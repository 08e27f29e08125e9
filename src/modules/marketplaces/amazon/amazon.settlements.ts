import type { AccountRef, ChannelSettlement, SettlementQuery } from '../connector.ts';
import type { AmazonConnector } from './amazon.connector.ts';
import { deliverCommissions, knownOrders } from './amazon.commissions.ts';
import { everyPage, eventsOfOrder, FINANCES_PAGE, orderEvents } from './amazon.finances.ts';
import {
  groupChangedSince,
  settlementsOf,
  type EventGroup,
  type ShipmentEvent,
} from './domain/settlements.ts';

const DAY = 86_400_000;
/**
 * Groups opened this long before the instant asked for are read too: a payout group stays open for its
 * settlement period (about two weeks) and its transfer follows, so a group opened weeks ago can still
 * change (ADS-121).
 */
const GROUP_LOOKBACK_MS = 60 * DAY;
/** Finances answers no groups for a range wider than 180 days; a day of margin for the clocks. */
const WIDEST_MS = 179 * DAY;

interface GroupsPayload {
  payload?: { NextToken?: string; FinancialEventGroupList?: EventGroup[] };
}

/**
 * Each order's shipment events (`listFinancialEventsByOrderId`). They do not say which payout group
 * they were posted in, so they come PENDING, dated when posted: a reading of their group, later in
 * its life, is newer and wins (ADS-121). An order Amazon does not show this seller (404) has none.
 * An order Feira holds without the Commission Finances posted is delivered with it, and its
 * settlement left to the reading of its group, which compares it with the order as it now stands
 * (ADS-124).
 */
async function byOrder(
  c: AmazonConnector,
  account: AccountRef,
  orderIds: string[],
): Promise<ChannelSettlement[]> {
  const events = new Map<string, ShipmentEvent[]>();
  for (const orderId of new Set(orderIds)) events.set(orderId, await eventsOfOrder(c, account, orderId));
  const known = await knownOrders(c.rt, account, [...events.keys()]);
  await deliverCommissions(c.rt, account, events);
  const lacking = (orderId: string) => known.get(orderId)?.commission === null;
  return settlementsOf(
    [...events].flatMap(([orderId, posted]) => (lacking(orderId) ? [] : posted)),
    null,
  );
}

/**
 * Orders Feira holds without the Commission Finances posted for them (the poll has not read it yet):
 * read whole and delivered with it, so the sale's terms carry the fees the settlement is compared with
 * (ADS-124).
 */
async function commissionsFirst(
  c: AmazonConnector,
  account: AccountRef,
  settlements: ChannelSettlement[],
): Promise<void> {
  const known = await knownOrders(c.rt, account, [...new Set(settlements.map((s) => s.marketplaceOrderId))]);
  const lacking = [...known.values()].filter((row) => row.commission === null).map((row) => row.orderId);
  const events = new Map<string, ShipmentEvent[]>();
  for (const orderId of lacking) events.set(orderId, await eventsOfOrder(c, account, orderId));
  await deliverCommissions(c.rt, account, events);
}

/**
 * The payout groups that may have changed since `since` (`listFinancialEventGroups` from the lookback
 * before it), each read whole (`listFinancialEventsByGroupId`): its events with where its money stands.
 */
async function byGroup(c: AmazonConnector, account: AccountRef, since: Date): Promise<ChannelSettlement[]> {
  const now = c.rt.clock.now().getTime();
  const startedAfter = Math.max(since.getTime() - GROUP_LOOKBACK_MS, now - WIDEST_MS);
  const groups = await everyPage(
    c,
    account,
    {
      operation: 'listFinancialEventGroups',
      path: '/finances/v0/financialEventGroups',
      query: {
        MaxResultsPerPage: FINANCES_PAGE,
        FinancialEventGroupStartedAfter: new Date(startedAfter).toISOString(),
      },
    },
    (body) => {
      const payload = (body as GroupsPayload).payload;
      return { items: payload?.FinancialEventGroupList ?? [], next: payload?.NextToken };
    },
  );
  const settlements: ChannelSettlement[] = [];
  for (const group of groups.filter((g) => groupChangedSince(g, since))) {
    const events = await everyPage(
      c,
      account,
      {
        operation: 'listFinancialEventsByGroupId',
        path: `/finances/v0/financialEventGroups/${encodeURIComponent(group.FinancialEventGroupId)}/financialEvents`,
        query: { MaxResultsPerPage: FINANCES_PAGE },
      },
      orderEvents,
    );
    settlements.push(...settlementsOf(events, group));
  }
  await commissionsFirst(c, account, settlements);
  return settlements;
}

/**
 * Amazon's settlements, from the Finances API (docs/channels/amazon.md, "Settlements"): by change, the
 * payout groups; by order, each order's events.
 */
export function amazonSettlements(
  c: AmazonConnector,
  account: AccountRef,
  query: SettlementQuery,
): Promise<ChannelSettlement[]> {
  if ('marketplaceOrderIds' in query) return byOrder(c, account, query.marketplaceOrderIds);
  return byGroup(c, account, new Date(query.changedSince));
}
