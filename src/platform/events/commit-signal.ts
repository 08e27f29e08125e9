import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { dedicatedPool, type Database } from '../db/connection.ts';

/**
 * Tells listeners in other processes that something committed, once it has: a `pg_notify` sent after
 * the writer's commit, not inside its transaction (PLT-69). PostgreSQL serializes the commits of
 * notifying transactions on one lock held through each commit's WAL flush, so a NOTIFY in every
 * writing transaction turned concurrent commits into a queue (at 1,000 small transactions a second
 * on this project's CI machine: p50 commit 4 ms without it, 1.4-3.6 s with it).
 *
 * Signals coalesce: while one NOTIFY is on its way, any number of further signals make one more
 * after it, so a burst of commits costs a few notifications, not one each. They go over a connection
 * of their own with `synchronous_commit` off: a notification needs no durable commit, and its
 * transaction then holds that lock only for an instant. A process that dies between a commit and its
 * signal leaves the listener to its sweep, as a lost notification always did.
 */
export class CommitSignal {
  private readonly database: Database;
  private readonly channel: string;
  private readonly log: Logger;
  private pool: ReturnType<typeof dedicatedPool> | null = null;
  private sending: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(database: Database, channel: string, log: Logger) {
    this.database = database;
    this.channel = channel;
    this.log = log;
  }

  /** Notifies the channel now, or once more after the notification on its way. Never throws. */
  send(): void {
    if (this.closed) return;
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = this.loop();
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        this.pool ??= dedicatedPool(this.database, 1, { asyncCommit: true });
        await this.pool.db.execute(sql`select pg_notify(${this.channel}, '')`);
      } while (this.again);
    } catch (error) {
      this.log.warn({ err: error, channel: this.channel }, 'commit notification failed; listeners sweep');
    } finally {
      this.sending = null;
    }
  }

  /** Waits for the notification on its way, then closes the connection; later signals are dropped. */
  async close(): Promise<void> {
    this.closed = true;
    await this.sending;
    await this.pool?.close();
    this.pool = null;
  }
}
