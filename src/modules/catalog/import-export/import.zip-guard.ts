import { once } from 'node:events';
import zlib from 'node:zlib';

/** How far an XLSX file (a zip archive) may unpack before it is read (docs/decisions.md SEC-38). */
export interface ZipLimits {
  /** Unpacked bytes of one part. */
  entryBytes: number;
  /** Unpacked bytes of all parts together. */
  totalBytes: number;
  /** Unpacked bytes per packed byte of one part, checked once it passes `ratioGraceBytes`. */
  ratio: number;
  ratioGraceBytes: number;
  /** Unpacked bytes of the shared strings part: the reader keeps every shared string in memory. */
  sharedStringsBytes: number;
  /** Parts in the archive. */
  entries: number;
}

const MiB = 1024 * 1024;

export const ZIP_LIMITS: ZipLimits = {
  entryBytes: 1024 * MiB,
  totalBytes: 2048 * MiB,
  ratio: 100,
  ratioGraceBytes: MiB,
  sharedStringsBytes: 256 * MiB,
  entries: 10_000,
};

const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/** The archive passes a limit: the file is refused as too large once unpacked. */
export class ZipRefused extends Error {
  override name = 'ZipRefused';
  readonly part: string;
  constructor(part: string, message: string) {
    super(message);
    this.part = part;
  }
}

const LOCAL_FILE = 0x04034b50;
const CENTRAL_DIRECTORY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const ZIP64_EXTRA = 0x0001;
const UNKNOWN_32 = 0xffffffff;

/** Takes bytes off a stream of chunks: fixed-size fields, and runs of entry data. */
class ByteReader {
  consumed = 0;
  private buffer = Buffer.alloc(0);
  private ended = false;
  private readonly source: AsyncIterator<Uint8Array>;
  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer =
      this.buffer.length === 0 ? Buffer.from(next.value) : Buffer.concat([this.buffer, next.value]);
    return true;
  }

  private advance(n: number): Buffer {
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    this.consumed += n;
    return out;
  }

  /** Exactly `n` bytes, or none at the very end of the stream. */
  async take(n: number): Promise<Buffer | null> {
    while (this.buffer.length < n) {
      if (!(await this.more())) {
        if (this.buffer.length === 0) return null;
        throw new Error('the archive ends inside a record');
      }
    }
    return this.advance(n);
  }

  /** The next `n` bytes, in pieces as they come. */
  async *exactly(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.more())) throw new Error('the archive ends inside a part');
      const piece = this.advance(Math.min(left, this.buffer.length));
      left -= piece.length;
      yield piece;
    }
  }

  /** The bytes before the next `marker`, in pieces; the marker stays unread. */
  async *until(marker: Buffer): AsyncGenerator<Buffer> {
    for (;;) {
      const at = this.buffer.indexOf(marker);
      if (at >= 0) {
        if (at > 0) yield this.advance(at);
        return;
      }
      // Keep the tail that could be the start of a marker split across chunks.
      const safe = this.buffer.length - (marker.length - 1);
      if (safe > 0) yield this.advance(safe);
      if (!(await this.more())) throw new Error('the archive ends inside a part');
    }
  }
}

/** The sizes of a local header, from its zip64 extra field where the header says they are there. */
function sizesOf(header: Buffer, extra: Buffer): { packed: number; unpacked: number } {
  let packed = header.readUInt32LE(18);
  let unpacked = header.readUInt32LE(22);
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      if (unpacked === UNKNOWN_32 && field + 8 <= extra.length) {
        unpacked = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
      if (packed === UNKNOWN_32 && field + 8 <= extra.length) packed = Number(extra.readBigUInt64LE(field));
    }
    at += 4 + size;
  }
  return { packed, unpacked };
}

/** Streams `pieces` through an inflater (or as they are when stored), handing on each output size. */
async function unpack(
  pieces: AsyncIterable<Buffer>,
  inflate: boolean,
  onOutput: (bytes: number) => void,
): Promise<void> {
  if (!inflate) {
    for await (const piece of pieces) onOutput(piece.length);
    return;
  }
  const inflater = zlib.createInflateRaw();
  const draining = (async () => {
    for await (const out of inflater as AsyncIterable<Buffer>) onOutput(out.length);
  })();
  draining.catch(() => undefined);
  try {
    for await (const piece of pieces) {
      if (!inflater.write(piece)) await Promise.race([once(inflater, 'drain'), draining]);
    }
    inflater.end();
    await draining;
  } finally {
    inflater.destroy();
  }
}

const mib = (bytes: number) => `${Math.round(bytes / MiB)} MiB`;

/**
 * Reads a zip archive's parts one after the other as a streaming reader does (local headers, data
 * descriptors found by their signature), unpacks each without keeping it, and throws `ZipRefused` as
 * soon as a part passes a limit: by the sizes its header declares, then by the bytes it really unpacks
 * to, so a header that lies does not help. Anything not a zip archive is an `Error` of its own.
 */
export async function checkZip(
  source: AsyncIterable<Uint8Array>,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<void> {
  const reader = new ByteReader(source);
  let total = 0;
  for (let entries = 0; ; entries++) {
    const header = await reader.take(30);
    if (!header) return;
    const signature = header.readUInt32LE(0);
    if (signature === CENTRAL_DIRECTORY || signature === END_OF_DIRECTORY) return;
    if (signature !== LOCAL_FILE) throw new Error('not a zip archive (a part header is missing)');
    if (entries >= limits.entries) {
      throw new ZipRefused('file', `the archive has more than ${limits.entries} parts`);
    }
    const flags = header.readUInt16LE(6);
    const method = header.readUInt16LE(8);
    const part = ((await reader.take(header.readUInt16LE(26))) ?? Buffer.alloc(0)).toString('utf8');
    const extra = (await reader.take(header.readUInt16LE(28))) ?? Buffer.alloc(0);
    const { packed, unpacked: declared } = sizesOf(header, extra);
    const cap =
      part === SHARED_STRINGS_PART
        ? Math.min(limits.entryBytes, limits.sharedStringsBytes)
        : limits.entryBytes;
    const what = part === SHARED_STRINGS_PART ? 'the shared strings budget' : 'the limit of a part';
    const tooLarge = () => new ZipRefused(part, `${part} unpacks to more than ${mib(cap)} (${what})`);
    const tooPacked = () =>
      new ZipRefused(part, `${part} unpacks to more than ${limits.ratio} times its packed size`);
    const sizeKnown = (flags & 0x08) === 0 || packed > 0;
    if (sizeKnown) {
      if (declared > cap) throw tooLarge();
      if (declared > limits.ratioGraceBytes && declared > limits.ratio * Math.max(packed, 1))
        throw tooPacked();
    }
    const start = reader.consumed;
    let size = 0;
    await unpack(
      sizeKnown ? reader.exactly(packed) : reader.until(DATA_DESCRIPTOR),
      method !== 0,
      (bytes) => {
        size += bytes;
        total += bytes;
        if (size > cap) throw tooLarge();
        if (size > limits.ratioGraceBytes && size > limits.ratio * Math.max(reader.consumed - start, 1)) {
          throw tooPacked();
        }
        if (total > limits.totalBytes) {
          throw new ZipRefused(part, `the archive unpacks to more than ${mib(limits.totalBytes)} in all`);
        }
      },
    );
    // Signature, CRC-32 and both sizes, as the streaming reader takes them.
    if (!sizeKnown) await reader.take(16);
  }
}
