import { argon2, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { withHashingSlot, type HashClaim } from './hash-gate.ts';

/**
 * Argon2id at OWASP's recommended floor (19 MiB, 2 passes, 1 lane; AUTH-22): on the 2-core machine it
 * takes about an eighth of the time of scrypt at its OWASP floor (N=2^17, r=8, p=1, 128 MiB), which
 * stays readable for hashes stored before AUTH-22 (each replaced at its user's next sign-in).
 */
const ARGON2 = { memory: 19 * 1024, passes: 2, parallelism: 1 } as const;
const SCRYPT_MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

type Params = { scheme: 'argon2id' | 'scrypt'; a: number; b: number; c: number };

/** One derivation, within the global cap on concurrent hashing (hash-gate.ts). */
function derive(password: string, salt: Buffer, params: Params, claim: HashClaim | null): Promise<Buffer> {
  const message = password.normalize('NFKC');
  return withHashingSlot(
    claim,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const done = (error: Error | null, key: Buffer) => (error ? reject(error) : resolve(key));
        if (params.scheme === 'argon2id') {
          argon2(
            'argon2id',
            {
              message,
              nonce: salt,
              memory: params.a,
              passes: params.b,
              parallelism: params.c,
              tagLength: KEY_LENGTH,
            },
            done,
          );
        } else {
          scrypt(
            message,
            salt,
            KEY_LENGTH,
            { N: params.a, r: params.b, p: params.c, maxmem: SCRYPT_MAXMEM },
            done,
          );
        }
      }),
  );
}

/**
 * `argon2id$memoryKiB$passes$lanes$salt$hash` (or, stored before AUTH-22, `scrypt$N$r$p$salt$hash`), so
 * the parameters can be raised later without breaking stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params: Params = { scheme: 'argon2id', a: ARGON2.memory, b: ARGON2.passes, c: ARGON2.parallelism };
  const key = await derive(password, salt, params, null);
  return [
    params.scheme,
    params.a,
    params.b,
    params.c,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a stored secret is a salted slow hash (a password's, an operator-chosen secret's), not a SHA-256. */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('argon2id$') || stored.startsWith('scrypt$');
}

/** A stored hash made otherwise than `hashPassword` makes them now: replace it once the password is known. */
export function needsRehash(stored: string): boolean {
  const [scheme, a, b, c] = stored.split('$');
  return (
    scheme !== 'argon2id' ||
    Number(a) < ARGON2.memory ||
    Number(b) < ARGON2.passes ||
    Number(c) !== ARGON2.parallelism
  );
}

/**
 * Checks a password against its stored hash. A sign-in, made from `claim.address`: under load it may
 * throw HashingBusy (hash-gate.ts) rather than wait long.
 */
export async function verifyPassword(password: string, stored: string, claim: HashClaim): Promise<boolean> {
  const [scheme, a, b, c, salt, hash] = stored.split('$');
  if ((scheme !== 'argon2id' && scheme !== 'scrypt') || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params: Params = { scheme, a: Number(a), b: Number(b), c: Number(c) };
  const key = await derive(password, Buffer.from(salt, 'base64url'), params, claim);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so both answers take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** Client secrets and session tokens are 256-bit random values: a plain SHA-256 is enough to store them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
