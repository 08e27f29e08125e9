import { sql } from 'drizzle-orm';
import type { PostOutcome } from './sender.ts';

/**
 * What the fan-out, the dispatcher and the recording of outcomes share: a claimed delivery as read
 * with its endpoint, and the outcome of one attempt.
 */

/** Woken by writes that make deliveries due from any process (resend, redelivery, test events). */
export const DELIVERY_CHANNEL = 'feira_webhook_deliveries';

export interface Claimed {
  seller_id: string;
  id: string;
  /** Until when this process holds the delivery (ISO): past it, any worker may claim it again. */
  lease_until: string;
  webhook_id: string;
  event_id: string;
  domain: string;
  type: string;
  resource: string;
  item_id: string;
  related_id: string | null;
  account_id: string | null;
  platform: string | null;
  tags: string[];
  received: string | Date;
  test: boolean;
  mode: 'AUTO' | 'MANUAL';
  attempts: number;
  url: string;
  token_header: string;
  token_value: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | Date | null;
  webhook_status: 'ENABLED' | 'DISABLED';
  /**
   * The trace an attempt continues (the event's, stored with the delivery); null for one handed over
   * by the fan-out, posted in the fan-out's own span, which continues that trace already.
   */
  trace_parent: string | null;
}

export interface Result {
  delivery: Claimed;
  /** Null when the attempt was not made: an automatic delivery to a disabled endpoint. */
  outcome: PostOutcome | null;
  attempt: number;
  at: Date;
}

/** Values as a comma-separated list of parameters, for `in (…)`. */
export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
