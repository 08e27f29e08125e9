import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/**
 * Standard Webhooks signatures: `v1,<base64 HMAC-SHA256>` over `{id}.{timestamp}.{body}`,
 * keyed with the bytes of a `whsec_<base64>` secret; one entry per valid secret, space-separated, so
 * a receiver can rotate without a gap.
 */
export const SECRET_PREFIX = 'whsec_';

function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('a webhook secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

// HMAC keys by secret: a raw key is decoded and wrapped into a key object on every createHmac, which
// cost more than the HMAC itself for a webhook body. Secrets are few (two per endpoint at most).
const keys = new Map<string, KeyObject>();
const KEYS_KEPT = 10_000;

function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = createSecretKey(secretKey(secret));
    keys.set(secret, key);
  }
  return key;
}

export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', hmacKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
) {
  return secrets.map((secret) => sign(secret, id, timestampSeconds, body)).join(' ');
}
