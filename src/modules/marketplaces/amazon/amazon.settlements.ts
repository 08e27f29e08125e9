import type { AccountRef, ChannelSettlement, SettlementQuery } from '../connector.ts';
import type { AmazonConnector } from './amazon.connector.ts';
import { SpApiRefusal } from './amazon.http.ts';
import {
  groupChangedSince,
  settlementsOf,
  type EventGroup,
  type ShipmentEvent,
} from './domain/settlements.ts';

const DAY = 86_400_000;
const PAGE = '100';
/**
 * Groups opened this long before the instant asked for are read too: a payout group stays open for its
 * settlement period (about two weeks) and its transfer follows, so a group opened weeks ago can still
 * change (ADS-121).
 */
const GROUP_LOOKBACK_MS = 60 * DAY;
/** Finances answers no groups for a range wider than 180 days; a day of margin for the clocks. */
const WIDEST_MS = 179 * DAY;

interface EventsPayload {
  payload?: { NextToken?: string; FinancialEvents?: { ShipmentEventList?: ShipmentEvent[] } };
}

interface GroupsPayload {
  payload?: { NextToken?: string; FinancialEventGroupList?: EventGroup[] };
}

/**
 * Every page of a Finances v0 list: each next page asked with the token and the same arguments (as the
 * reference asks); a page may come empty with a token, so only a missing token ends the list.
 */
async function everyPage<T>(
  c: AmazonConnector,
  account: AccountRef,
  request: { operation: string; path: string; query: Record<string, string> },
  read: (body: unknown) => { items: T[]; next: string | undefined },
): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  do {
    const reply = await c.call(account, {
      operation: request.operation,
      method: 'GET',
      path: request.path,
      query: token ? { ...request.query, NextToken: token } : request.query,
    });
    const { items, next } = read(reply.body);
    all.push(...items);
    token = next || undefined;
  } while (token);
  return all;
}

const shipmentEvents = (body: unknown) => {
  const payload = (body as EventsPayload).payload;
  return { items: payload?.FinancialEvents?.ShipmentEventList ?? [], next: payload?.NextToken };
};

/**
 * Each order's shipment events (`listFinancialEventsByOrderId`). They do not say which payout group
 * they were posted in, so they come PENDING, dated when posted: a reading of their group, later in
 * its life, is newer and wins (ADS-121). An order Amazon does not show this seller (404) has none.
 */
async function byOrder(
  c: AmazonConnector,
  account: AccountRef,
  orderIds: string[],
): Promise<ChannelSettlement[]> {
  const settlements: ChannelSettlement[] = [];
  for (const orderId of new Set(orderIds)) {
    try {
      const events = await everyPage(
        c,
        account,
        {
          operation: 'listFinancialEventsByOrderId',
          path: `/finances/v0/orders/${encodeURIComponent(orderId)}/financialEvents`,
          query: { MaxResultsPerPage: PAGE },
        },
        shipmentEvents,
      );
      settlements.push(...settlementsOf(events, null));
    } catch (error) {
      if (!(error instanceof SpApiRefusal && error.status === 404)) throw error;
    }
  }
  return settlements;
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
        MaxResultsPerPage: PAGE,
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
        query: { MaxResultsPerPage: PAGE },
      },
      shipmentEvents,
    );
    settlements.push(...settlementsOf(events, group));
  }
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
