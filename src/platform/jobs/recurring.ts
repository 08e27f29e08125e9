import { systemCtx } from '../context.ts';
import type { Runtime } from '../runtime.ts';

export interface RecurringJob {
  /** The job's name (its pg-boss queue). */
  name: string;
  /** The scheduler's key: one dated entry, moved rather than added. */
  key: string;
  /** Who the pass acts as, in logs and the change history. */
  actor: string;
  /** Milliseconds from the end of one pass to the next. */
  everyMs: number;
  /** False leaves the job defined (an entry booked earlier finds it) but idle, and books nothing. */
  enabled?: boolean;
  /** One pass; it may answer how long to wait before the next one instead of `everyMs` (0: at once). */
  pass(): Promise<number | void>;
}

/**
 * A pass that repeats for as long as the service runs, as a dated job: each pass books the next, and
 * each worker's start asks for one now, which moves the same entry rather than adding one. However
 * many workers there are, one runs each pass.
 */
export function defineRecurringJob(rt: Runtime, job: RecurringJob): void {
  const enabled = job.enabled ?? true;
  const book = (runAt: Date) =>
    rt.scheduler.schedule(systemCtx(rt, null, job.actor), { job: job.name, runAt, data: {}, key: job.key });
  rt.jobs.define<object>({
    name: job.name,
    retry: { retryLimit: 3 },
    handle: async () => {
      if (!enabled) return;
      const wait = (await job.pass()) ?? job.everyMs;
      await book(new Date(rt.clock.now().getTime() + wait));
    },
  });
  if (!enabled) return;
  rt.background.push({ name: job.name, start: () => book(rt.clock.now()), stop: async () => {} });
}
