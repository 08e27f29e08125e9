import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Runtime } from '../runtime.ts';
import { throttledCheck } from './attempts.ts';
import { HashingBusy } from './hash-gate.ts';
import { addressKey, pairKey } from './login.ts';
import { generatedSecretPolicy, throttlePolicy } from './login-throttle.ts';
import { isPasswordHash, secretsEqual, sha256, verifyPassword } from './passwords.ts';

/**
 * Whether a presented client secret matches the stored one. Generated secrets are 256-bit random
 * values stored as SHA-256; an operator-chosen admin secret (FEIRA_ADMIN_CLIENT_SECRET) is stored as
 * a salted slow hash like a password (AUTH-22), since it may be guessable.
 */
async function secretMatches(stored: string | undefined, actual: string, address: string): Promise<boolean> {
  if (stored === undefined) return false;
  if (isPasswordHash(stored)) return verifyPassword(actual, stored, { address, known: true });
  return secretsEqual(sha256(actual), stored);
}

/** The request oidc-provider is handling (its own AsyncLocalStorage; not in its type definitions). */
const currentRequest = () => (Provider as unknown as { ctx?: KoaContextWithOIDC }).ctx;

function refusedWith(
  status: number,
  error: InstanceType<typeof errors.OIDCProviderError>,
  retryAfterMs: number,
) {
  currentRequest()?.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  error.status = status;
  error.statusCode = status;
  return error;
}

/**
 * oidc-provider's client secret check, throttled per app and client address, and per address, like
 * logins (attempts.ts): the attempt is counted before the secret is compared, so 30 wrong secrets
 * then the right one from the same address get 429 `slow_down`, not a token. A generated secret is
 * only slowed, never locked; an operator-chosen one is locked like a password (SEC-42).
 */
export function throttledClientSecretCheck(rt: Runtime) {
  return async function compareClientSecret(
    this: { clientId: string; clientSecret?: string },
    actual: string,
  ): Promise<boolean> {
    const stored = this.clientSecret;
    const address = currentRequest()?.ip ?? 'unknown';
    let result;
    try {
      result = await throttledCheck(
        rt,
        [
          {
            key: pairKey('client', address, this.clientId),
            policy: stored && isPasswordHash(stored) ? throttlePolicy : generatedSecretPolicy,
            onSuccess: 'clear',
          },
          addressKey(address),
        ],
        async () => ((await secretMatches(stored, actual, address)) ? true : undefined),
      );
    } catch (error) {
      if (!(error instanceof HashingBusy)) throw error;
      throw refusedWith(
        503,
        new errors.TemporarilyUnavailable(error.message),
        error.retryAfterSeconds * 1000,
      );
    }
    if (result.ok) return true;
    if (result.reason === 'invalid') return false;
    throw refusedWith(
      429,
      new errors.SlowDown(
        result.reason === 'locked'
          ? 'too many failed client authentications from this address: locked for a while'
          : 'too many failed client authentications: retry later',
      ),
      result.retryAfterMs,
    );
  };
}
