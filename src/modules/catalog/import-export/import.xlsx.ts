import { Worker } from 'node:worker_threads';
import { Fifo } from '../../../platform/fifo.ts';
import { ZIP_LIMITS, type ZipLimits } from './import.zip-guard.ts';
import type { FromReader, Pass, ToReader, XlsxRow } from './import.xlsx-messages.ts';

export interface XlsxLimits extends ZipLimits {
  /** V8's old generation in the reading thread, in MiB: past it the thread dies, not the process. */
  heapMb: number;
}

export const XLSX_LIMITS: XlsxLimits = { ...ZIP_LIMITS, heapMb: 1024 };

/** Reading threads at once in this process (each may take `heapMb`); the others wait their turn. */
const READERS = 2;

/** The file unpacks past a limit, or reading it needs more memory than the thread may take. */
export class XlsxRefused extends Error {
  override name = 'XlsxRefused';
  readonly part: string;
  constructor(part: string, message: string) {
    super(message);
    this.part = part;
  }
}

/** The file is not a workbook the reader can parse. */
export class XlsxUnreadable extends Error {
  override name = 'XlsxUnreadable';
}

let running = 0;
const waiting = new Fifo<() => void>();

async function acquire(): Promise<void> {
  if (running < READERS) {
    running++;
    return;
  }
  // The slot passes straight from the releasing reader: `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

type Inbox = FromReader | { type: 'failed'; error: Error & { code?: string } };

/**
 * Rows of the first worksheet, read in a thread of its own: `open(1)` is read whole to check the
 * archive's unpacking limits before anything is parsed, `open(2)` is parsed. A file past a limit, or
 * one whose reading exhausts the thread's memory, throws `XlsxRefused` and leaves this thread as it was.
 */
export async function* xlsxRows(
  open: (pass: Pass) => AsyncIterable<Uint8Array>,
  limits: XlsxLimits = XLSX_LIMITS,
): AsyncGenerator<XlsxRow> {
  const { heapMb, ...zipLimits } = limits;
  await acquire();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./import.xlsx-worker.ts', import.meta.url), {
      workerData: zipLimits,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
  } catch (error) {
    release();
    throw error;
  }
  const inbox = new Fifo<Inbox>();
  let wake: (() => void) | undefined;
  const deliver = (message: Inbox) => {
    inbox.push(message);
    wake?.();
    wake = undefined;
  };
  worker.on('message', deliver);
  worker.on('error', (error: Error) => deliver({ type: 'failed', error }));
  worker.on('exit', (code) =>
    deliver({ type: 'failed', error: new Error(`the XLSX reading thread stopped (exit code ${code})`) }),
  );
  const post = (message: ToReader, transfer?: ArrayBuffer[]) => worker.postMessage(message, transfer);

  const sources = new Map<Pass, AsyncIterator<Uint8Array>>();
  const closed = new Set<Pass>();
  const feed = async (pass: Pass) => {
    // The check has read what it needs once the parse asks: its source is closed, never reopened.
    if (pass === 2 && !closed.has(1)) {
      closed.add(1);
      await sources.get(1)?.return?.();
    }
    if (closed.has(pass)) return post({ type: 'end', pass });
    let source = sources.get(pass);
    if (!source) sources.set(pass, (source = open(pass)[Symbol.asyncIterator]()));
    const next = await source.next();
    if (next.done) return post({ type: 'end', pass });
    // A copy of the chunk alone: posting a view would clone the whole buffer under it.
    const data = new Uint8Array(next.value);
    post({ type: 'chunk', pass, data }, [data.buffer]);
  };

  try {
    for (;;) {
      if (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift()!;
      switch (message.type) {
        case 'pull':
          await feed(message.pass);
          break;
        case 'rows':
          // The thread parses the next batch while these are taken.
          post({ type: 'more' });
          yield* message.rows;
          break;
        case 'done':
          return;
        case 'refused':
          throw new XlsxRefused(message.part, message.message);
        case 'unreadable':
          throw new XlsxUnreadable(message.message);
        case 'failed':
          if (message.error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
            throw new XlsxRefused('file', `reading it needs more than ${heapMb} MiB of memory`);
          }
          throw message.error;
      }
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
    for (const [pass, source] of sources) if (!closed.has(pass)) await source.return?.();
    release();
  }
}
