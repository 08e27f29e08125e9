import { randomFillSync } from 'node:crypto';

// Crockford base32: sortable as text, no ambiguous letters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = 0;
/**
 * The random part of the last id, changed in place: an id is encoded from it at once, and the typed
 * arrays made per id (a copy out of the pool, a copy to increment) were a quarter of newId's time.
 */
const lastRandom = new Uint8Array(10);

/** The alphabet's character codes: an id is built in one String.fromCharCode, not a character at a time. */
const CODES = Array.from(ALPHABET, (c) => c.charCodeAt(0));

/** Five bytes (40 bits) as eight base32 characters. */
function encodeFive(b: Uint8Array, at: number): string {
  const b0 = b[at]!;
  const b1 = b[at + 1]!;
  const b2 = b[at + 2]!;
  const b3 = b[at + 3]!;
  const b4 = b[at + 4]!;
  return String.fromCharCode(
    CODES[b0 >> 3]!,
    CODES[((b0 & 7) << 2) | (b1 >> 6)]!,
    CODES[(b1 >> 1) & 31]!,
    CODES[((b1 & 1) << 4) | (b2 >> 4)]!,
    CODES[((b2 & 15) << 1) | (b3 >> 7)]!,
    CODES[(b3 >> 2) & 31]!,
    CODES[((b3 & 3) << 3) | (b4 >> 5)]!,
    CODES[b4 & 31]!,
  );
}

/** A millisecond timestamp as ten base32 characters, most significant first. */
function encodeTime(ms: number): string {
  const codes = new Array<number>(10);
  for (let i = 9; i >= 0; i--) {
    codes[i] = CODES[ms % 32]!;
    ms = Math.floor(ms / 32);
  }
  return String.fromCharCode(...codes);
}

// Random bytes are drawn from a pool filled 4 KiB at a time: a synchronous call into the CSPRNG for
// each id was ~4 % of a request's CPU (every request gets an id, and most fall in a new millisecond).
const pool = new Uint8Array(4096);
let poolUsed = pool.length;

/** Copies the pool's next ten bytes into the random part. */
function drawRandom(): void {
  if (poolUsed + 10 > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  for (let i = 0; i < 10; i++) lastRandom[i] = pool[poolUsed + i]!;
  poolUsed += 10;
}

/** Increments the random part so ids made in the same millisecond still sort in creation order. */
function nextRandom(now: number): Uint8Array {
  if (now !== lastTime) {
    lastTime = now;
    drawRandom();
    return lastRandom;
  }
  for (let i = lastRandom.length - 1; i >= 0; i--) {
    lastRandom[i] = (lastRandom[i]! + 1) & 0xff;
    if (lastRandom[i] !== 0) break;
  }
  return lastRandom;
}

/** A ULID with a readable prefix, e.g. `sku_01JD…`: sortable by creation time, unique across processes. */
export function newId(prefix: string): string {
  const now = Date.now();
  const random = nextRandom(now);
  return `${prefix}_${encodeTime(now)}${encodeFive(random, 0)}${encodeFive(random, 5)}`;
}

/**
 * The id prefix of the instant `ms`: every id made with `prefix` before it sorts below it, every one
 * made at or after it above (a range of a table keyed by such ids, by age).
 */
export function idPrefixAt(prefix: string, ms: number): string {
  return `${prefix}_${encodeTime(ms)}`;
}
