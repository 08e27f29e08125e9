import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption of the secrets Feira keeps in its database (signing keys, cookie keys,
 * webhook secrets and tokens, carrier credentials): AES-256-GCM under a key from configuration.
 * A sealed value reads `fsk1:<key id>:<base64url(iv | ciphertext | tag)>`; the key id says which key
 * sealed it, so reads keep working while a rotation re-seals rows under a new key. The column the
 * value belongs to is bound in as associated data: a sealed value copied into another column does
 * not open.
 */
const PREFIX = 'fsk1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A short public name for a key: a hash, so it says nothing about the key itself. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('feira-secrets-key-id:').update(key).digest('hex').slice(0, 12);
}

/** A key as configured: 32 bytes written as base64 (or base64url) or as 64 hex digits. */
export function parseSecretsKey(text: string, name: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (
    key.length !== KEY_BYTES ||
    (!/^[0-9a-f]{64}$/i.test(value) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(value))
  ) {
    throw new Error(
      `${name} must be 32 random bytes as base64 or 64 hex digits (e.g. \`openssl rand -base64 32\`)`,
    );
  }
  return key;
}

/** A fresh key, as written into the data directory's key file. */
export function newSecretsKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export class SecretBox {
  /** The key new values are sealed under. */
  readonly keyId: string;
  private readonly current: Buffer;
  private readonly keys: Map<string, Buffer>;

  /** `keys[0]` seals; every key opens (the others are the ones a rotation is moving away from). */
  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0) throw new Error('a secret box needs a key');
    this.current = keys[0]!;
    this.keyId = keyIdOf(this.current);
    this.keys = new Map(keys.map((key) => [keyIdOf(key), key]));
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${this.keyId}:${body.toString('base64url')}`;
  }

  /**
   * The plain value. A value that is not sealed is returned as it is: rows written before sealing
   * existed stay readable until the start-up pass seals them.
   */
  open(stored: string, context: string): string {
    if (!isSealed(stored)) return stored;
    const [keyId, encoded] = stored.slice(PREFIX.length).split(':') as [string, string | undefined];
    const key = this.keys.get(keyId);
    if (!key || encoded === undefined) {
      throw new Error(
        `a secret in ${context} is sealed under key ${keyId}, which is not configured (FEIRA_SECRETS_KEY / FEIRA_SECRETS_KEY_PREVIOUS)`,
      );
    }
    const body = Buffer.from(encoded, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Whether a value is sealed (under any key). */
  isSealedValue(stored: string): boolean {
    return isSealed(stored);
  }

  /** Whether a stored value is already sealed under the current key (a rotation skips it). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${PREFIX}${this.keyId}:`);
  }

  /** A JSON value sealed as a string (stored in a jsonb column as a JSON string). */
  sealJson(value: unknown, context: string): string {
    return this.seal(JSON.stringify(value), context);
  }

  /** The JSON value back: a sealed string is opened, a plain (pre-sealing) value is returned as it is. */
  openJson<T>(stored: unknown, context: string): T {
    if (typeof stored === 'string' && isSealed(stored)) return JSON.parse(this.open(stored, context)) as T;
    return stored as T;
  }
}
