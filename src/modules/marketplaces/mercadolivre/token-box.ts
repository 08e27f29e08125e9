import crypto from 'node:crypto';

/**
 * Seals the account tokens at rest: AES-256-GCM under a key derived from the Mercado Livre app's
 * client secret, which lives in the environment and never in the database. A database copy alone
 * yields no usable token; a new client secret makes the stored tokens unreadable, and the accounts
 * then ask to be connected again (what the channel itself does when an app's secret is renewed).
 * Kept behind these two functions so a service-wide secret box can replace the key source.
 */
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'feira', 'mercadolivre-token-box', 32));
    keys.set(secret, key);
  }
  return key;
}

export function sealToken(secret: string, token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or null when it was sealed under another key (or tampered with). */
export function openToken(secret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
