/** One input's outcome in a batch: its value, or the error that input alone failed with. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommitter<I, O> {
  /** Runs `input` with whatever else of the same key is waiting; settles with this input's outcome. */
  submit(key: string, input: I): Promise<O>;
}

interface Waiting<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: per key, one batch runs at a time, and inputs submitted meanwhile wait and run
 * together as the next batch (up to `maxBatch`). A lone input runs at once, so nothing waits for a
 * timer; under concurrency, many requests share one transaction's round trips and commit. When a
 * batch of several fails as a whole (the run throws), each of its inputs is run again alone, so one
 * input's failure is never another's.
 *
 * After a batch of several, the next one waits for as many inputs as that batch had, at most as
 * long as that batch ran and never over `lingerMs` (PostgreSQL's commit_delay waits likewise, only
 * when there are commit siblings): the callers just answered send their next inputs a moment later,
 * and without the wait one of them would run alone while the others queue behind it, halving the
 * batches. Waiting less than a batch's run costs less than the lone batch it saves.
 */
export function groupCommitter<I, O>(
  run: (batch: I[]) => Promise<Settled<O>[]>,
  options: { maxBatch: number; lingerMs?: number },
): GroupCommitter<I, O> {
  const queues = new Map<string, Waiting<I, O>[]>();
  /** Per lingering key: how many inputs end the wait, and how to end it. */
  const lingering = new Map<string, { enough: number; stop: () => void }>();

  const settle = (waiting: Waiting<I, O>, outcome: Settled<O>) =>
    outcome.ok ? waiting.resolve(outcome.value) : waiting.reject(outcome.error);

  const runBatch = async (batch: Waiting<I, O>[]): Promise<void> => {
    try {
      const outcomes = await run(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, i) => settle(waiting, outcomes[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) await runBatch([waiting]);
    }
  };

  const linger = (key: string, enough: number, ms: number) =>
    new Promise<void>((resolve) => {
      // Nothing to wait for once the process is stopping.
      const timer = setTimeout(stop, ms).unref();
      function stop() {
        clearTimeout(timer);
        lingering.delete(key);
        resolve();
      }
      lingering.set(key, { enough, stop });
    });

  const drain = async (key: string, queue: Waiting<I, O>[]): Promise<void> => {
    let last = { size: 0, ms: 0 };
    for (;;) {
      if (last.size > 1 && queue.length < last.size && options.lingerMs) {
        await linger(key, last.size, Math.min(options.lingerMs, last.ms));
      }
      if (queue.length === 0) break;
      const batch = queue.splice(0, options.maxBatch);
      const started = performance.now();
      await runBatch(batch);
      last = { size: batch.length, ms: performance.now() - started };
    }
    queues.delete(key);
  };

  return {
    submit(key, input) {
      return new Promise<O>((resolve, reject) => {
        const waiting = { input, resolve, reject };
        const queue = queues.get(key);
        if (queue) {
          queue.push(waiting);
          const wait = lingering.get(key);
          if (wait && queue.length >= wait.enough) wait.stop();
          return;
        }
        const fresh = [waiting];
        queues.set(key, fresh);
        void drain(key, fresh);
      });
    },
  };
}
