import type { Notification } from './subscriptions.ts';

/** The body of a webhook POST: the documented envelope, field for field. */
export interface WebhookEnvelope {
  resource: string;
  domain: string;
  sellerId: string;
  accountId: string | null;
  platform: string | null;
  itemId: string;
  relatedId: string | null;
  type: string;
  tags: string[];
  attempts: number;
  sent: string;
  received: string;
}

export interface StoredNotification extends Omit<Notification, 'statusLabel'> {
  sellerId: string;
  /** When the service recorded the event; fixed for every attempt, so (itemId, type, received) dedupes. */
  received: string;
}

export function buildEnvelope(
  notification: StoredNotification,
  attempt: number,
  sent: Date,
): WebhookEnvelope {
  return {
    resource: notification.resource,
    domain: notification.domain,
    sellerId: notification.sellerId,
    accountId: notification.accountId,
    platform: notification.platform,
    itemId: notification.itemId,
    relatedId: notification.relatedId,
    type: notification.type,
    tags: notification.tags,
    attempts: attempt,
    sent: sent.toISOString(),
    received: new Date(notification.received).toISOString(),
  };
}
