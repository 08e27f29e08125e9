import type { AccountRef } from '../connector.ts';
import type { AmazonConnector } from './amazon.connector.ts';
import { SpApiRefusal } from './amazon.http.ts';
import { undoingLists, type ShipmentEvent } from './domain/settlements.ts';

/** Finances v0's largest page. */
export const FINANCES_PAGE = '100';

type EventLists = { ShipmentEventList?: ShipmentEvent[] } & {
  [list in keyof typeof undoingLists]?: ShipmentEvent[];
};

interface EventsPayload {
  payload?: { NextToken?: string; FinancialEvents?: EventLists };
}

/**
 * Every page of a Finances v0 list: each next page asked with the token and the same arguments (as the
 * reference asks); a page may come empty with a token, so only a missing token ends the list.
 */
export async function everyPage<T>(
  c: AmazonConnector,
  account: Pick<AccountRef, 'sellerId' | 'accountId'>,
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

/**
 * The events of a page of financial events that concern an order's money, and the token of the next: its
 * shipments, and its refunds, guarantee claims and chargebacks marked as such (ADS-131).
 */
export const orderEvents = (body: unknown) => {
  const payload = (body as EventsPayload).payload;
  const lists = payload?.FinancialEvents ?? {};
  const undoing = Object.entries(undoingLists).flatMap(([list, undoes]) =>
    (lists[list as keyof typeof undoingLists] ?? []).map((event) => ({ ...event, undoes })),
  );
  return { items: [...(lists.ShipmentEventList ?? []), ...undoing], next: payload?.NextToken };
};

/**
 * Every event of an order's money (`listFinancialEventsByOrderId`); none for an order Amazon does not
 * show this seller (404).
 */
export async function eventsOfOrder(
  c: AmazonConnector,
  account: Pick<AccountRef, 'sellerId' | 'accountId'>,
  orderId: string,
): Promise<ShipmentEvent[]> {
  try {
    return await everyPage(
      c,
      account,
      {
        operation: 'listFinancialEventsByOrderId',
        path: `/finances/v0/orders/${encodeURIComponent(orderId)}/financialEvents`,
        query: { MaxResultsPerPage: FINANCES_PAGE },
      },
      orderEvents,
    );
  } catch (error) {
    if (error instanceof SpApiRefusal && error.status === 404) return [];
    throw error;
  }
}
