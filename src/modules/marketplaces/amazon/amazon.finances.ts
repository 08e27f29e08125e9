import type { AccountRef } from '../connector.ts';
import type { AmazonConnector } from './amazon.connector.ts';
import { SpApiRefusal } from './amazon.http.ts';
import type { ShipmentEvent } from './domain/settlements.ts';

/** Finances v0's largest page. */
export const FINANCES_PAGE = '100';

interface EventsPayload {
  payload?: { NextToken?: string; FinancialEvents?: { ShipmentEventList?: ShipmentEvent[] } };
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

/** The shipment events of a page of financial events, and the token of the next. */
export const shipmentEvents = (body: unknown) => {
  const payload = (body as EventsPayload).payload;
  return { items: payload?.FinancialEvents?.ShipmentEventList ?? [], next: payload?.NextToken };
};

/**
 * Every shipment event of an order (`listFinancialEventsByOrderId`); none for an order Amazon does not
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
      shipmentEvents,
    );
  } catch (error) {
    if (error instanceof SpApiRefusal && error.status === 404) return [];
    throw error;
  }
}
