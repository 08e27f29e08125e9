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
 */
export function groupCommitter<I, O>(
  run: (batch: I[]) => Promise<Settled<O>[]>,
  options: { maxBatch: number },
): GroupCommitter<I, O> {
  const queues = new Map<string, Waiting<I, O>[]>();

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

  const drain = async (key: string, queue: Waiting<I, O>[]): Promise<void> => {
    while (queue.length > 0) await runBatch(queue.splice(0, options.maxBatch));
    queues.delete(key);
  };

  return {
    submit(key, input) {
      return new Promise<O>((resolve, reject) => {
        const waiting = { input, resolve, reject };
        const queue = queues.get(key);
        if (queue) return void queue.push(waiting);
        const fresh = [waiting];
        queues.set(key, fresh);
        void drain(key, fresh);
      });
    },
  };
}
