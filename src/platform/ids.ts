import { randomFillSync } from 'node:crypto';

// Crockford base32: sortable as text, no ambiguous letters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = 0;
let lastRandom: Uint8Array = new Uint8Array(10);

function encode(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out.slice(0, length);
}

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

// Random bytes are drawn from a pool filled 4 KiB at a time: a synchronous call into the CSPRNG for
// each id was ~4 % of a request's CPU (every request gets an id, and most fall in a new millisecond).
const pool = new Uint8Array(4096);
let poolUsed = pool.length;

function randomTen(): Uint8Array {
  if (poolUsed + 10 > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  // A copy, so a value kept as the last one never changes under a refill.
  const bytes = pool.slice(poolUsed, poolUsed + 10);
  poolUsed += 10;
  return bytes;
}

/** Increments the random part so ids made in the same millisecond still sort in creation order. */
function nextRandom(now: number): Uint8Array {
  if (now !== lastTime) {
    lastTime = now;
    lastRandom = randomTen();
    return lastRandom;
  }
  const next = Uint8Array.from(lastRandom);
  for (let i = next.length - 1; i >= 0; i--) {
    next[i] = (next[i]! + 1) & 0xff;
    if (next[i] !== 0) break;
  }
  lastRandom = next;
  return next;
}

/** A ULID with a readable prefix, e.g. `sku_01JD…`: sortable by creation time, unique across processes. */
export function newId(prefix: string): string {
  const now = Date.now();
  return `${prefix}_${encodeTime(now)}${encode(nextRandom(now), 16)}`;
}
