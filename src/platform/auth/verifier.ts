import { errors as joseErrors, jwtVerify, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Runtime } from '../runtime.ts';
import { DomainError } from '../http/errors.ts';
import type { AuthDirectory } from './directory.ts';
import type { GrantRevocations } from './grants.ts';
import { SIGNING_ALG, type KeyStore } from './keys.ts';
import type { RevokedIds } from './revoked-grants.ts';
import { CLIENT_STATUS_TTL_MS, StatusCache } from './status-cache.ts';

/** What a verified access token says about its caller. */
export interface VerifiedToken {
  clientId: string;
  sellerId: string | null;
  userId: string | undefined;
  scopes: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  /** The app's token generation when the token was issued (see ClientStatusCache). */
  generation: number;
  /** The authorization grant behind a user's token (`gid`); none for an app's own token. */
  grantId: string | undefined;
  /** `iat`, in seconds: a seller's revocation of a partner app cuts tokens issued up to then. */
  issuedAt: number;
  expMs: number;
  /** The token's own id: an RFC 7009 revocation of this one token refuses it by this. */
  jti: string | undefined;
}

const unauthorized = (detail: string) => new DomainError('unauthorized', detail);

/**
 * A token's key in the cache: its signature, the part after the last dot. Looking a 600-byte token up
 * by itself hashed all of it on every request (~0.6 µs, a fresh string each time); the 86 characters of
 * an ES256 signature hash in a seventh of that, and the whole token is then compared with the cached
 * one, so two tokens sharing a signature (only a forged one could) never share an entry (AUTH-20).
 */
function cacheKey(token: string): string {
  return token.slice(token.lastIndexOf('.') + 1);
}

interface ClientStatus {
  active: boolean;
  generation: number;
}

/**
 * Whether an app's tokens still count: a disabled app's tokens never do, and "revoke tokens" bumps
 * the app's generation so every token issued before stops counting (tokens carry `gen`). Read from
 * the database at most every few seconds per app; the sellers module invalidates it at once in this
 * process, and NOTIFY does so in the others.
 */
export class ClientStatusCache {
  private readonly cache: StatusCache<ClientStatus>;

  constructor(rt: Runtime, directory: AuthDirectory) {
    this.cache = new StatusCache(CLIENT_STATUS_TTL_MS, async (clientId) => {
      const client = await directory.findClient(rt, clientId);
      return { active: client !== undefined && !client.disabled, generation: client?.tokenGeneration ?? 0 };
    });
  }

  invalidate(clientId: string): void {
    this.cache.invalidate(clientId);
  }

  /** `accepts` from what is held now; undefined when the app's status must be read first. */
  acceptsNow(clientId: string, generation: number): boolean | undefined {
    const status = this.cache.peek(clientId);
    return status && status.active && generation >= status.generation;
  }

  async accepts(clientId: string, generation: number): Promise<boolean> {
    const status = await this.cache.get(clientId);
    return status.active && generation >= status.generation;
  }
}

function stringSet(value: unknown): ReadonlySet<string> {
  if (typeof value === 'string') return new Set(value.split(' ').filter(Boolean));
  if (Array.isArray(value)) return new Set(value.filter((v): v is string => typeof v === 'string'));
  return new Set();
}

/**
 * The resource server's token check: jose against the local keys with issuer, audience,
 * `typ: at+jwt`, ES256 only and expiry; verified tokens are cached by their string until they expire
 * (a verification costs several times a bare route), and every use re-checks the app's status and,
 * for a token an app got through a seller's user, whether that seller revoked the app.
 */
export class TokenVerifier {
  private readonly cache = new LRUCache<string, { token: string; verified: VerifiedToken }>({ max: 50_000 });
  private readonly issuer: string;
  private readonly audience: string;
  private readonly keys: KeyStore;
  readonly clients: ClientStatusCache;
  readonly grants: GrantRevocations;
  private readonly revokedGrants: RevokedIds;
  private readonly revokedTokens: RevokedIds;

  constructor(options: {
    issuer: string;
    audience: string;
    keys: KeyStore;
    clients: ClientStatusCache;
    grants: GrantRevocations;
    revokedGrants: RevokedIds;
    revokedTokens: RevokedIds;
  }) {
    this.issuer = options.issuer;
    this.audience = options.audience;
    this.keys = options.keys;
    this.clients = options.clients;
    this.grants = options.grants;
    this.revokedGrants = options.revokedGrants;
    this.revokedTokens = options.revokedTokens;
  }

  /**
   * The token when every check can be answered from memory now and passes: verified before and not
   * expired, its app's status and the revocations it depends on fresh. Undefined otherwise, and then
   * `verify` decides (and says why a token is refused). Most requests end here, with no promise made.
   */
  verifyNow(token: string): VerifiedToken | undefined {
    const verified = this.cached(token);
    if (!verified || verified.expMs <= Date.now()) return undefined;
    if (this.clients.acceptsNow(verified.clientId, verified.generation) !== true) return undefined;
    if (
      verified.userId &&
      verified.sellerId &&
      this.grants.acceptsNow(verified.clientId, verified.sellerId, verified.issuedAt) !== true
    ) {
      return undefined;
    }
    if (verified.grantId && this.revokedGrants.hasNow(verified.grantId) !== false) return undefined;
    if (verified.jti && this.revokedTokens.hasNow(verified.jti) !== false) return undefined;
    return verified;
  }

  /** The cached verification of exactly this token. */
  private cached(token: string): VerifiedToken | undefined {
    const entry = this.cache.get(cacheKey(token));
    return entry && entry.token === token ? entry.verified : undefined;
  }

  async verify(token: string): Promise<VerifiedToken> {
    let verified = this.cached(token);
    if (verified && verified.expMs <= Date.now()) {
      this.cache.delete(cacheKey(token));
      verified = undefined;
    }
    if (!verified) {
      verified = await this.verifySignature(token);
      const ttl = Math.max(1, verified.expMs - Date.now());
      this.cache.set(cacheKey(token), { token, verified }, { ttl });
    }
    if (!(await this.clients.accepts(verified.clientId, verified.generation))) {
      throw unauthorized('The token was revoked');
    }
    // Only a user's token has a grant behind it; an app's own (client_credentials) token has none.
    if (
      verified.userId &&
      verified.sellerId &&
      !(await this.grants.accepts(verified.clientId, verified.sellerId, verified.issuedAt))
    ) {
      throw unauthorized('The seller revoked this app');
    }
    if (verified.grantId && (await this.revokedGrants.has(verified.grantId))) {
      throw unauthorized('The authorization behind this token was revoked');
    }
    if (verified.jti && (await this.revokedTokens.has(verified.jti))) {
      throw unauthorized('The token was revoked');
    }
    return verified;
  }

  /**
   * The claims of a token this service issued and that has not expired, without the checks of its
   * app, grant or revocation (the revocation endpoint reads the token it is asked to revoke).
   */
  async verifySignature(token: string): Promise<VerifiedToken> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, (header: JWTHeaderParameters) => this.keyFor(header), {
        issuer: this.issuer,
        audience: this.audience,
        typ: 'at+jwt',
        algorithms: [SIGNING_ALG],
        requiredClaims: ['exp', 'iat', 'client_id'],
      }));
    } catch (error) {
      throw unauthorized(describe(error));
    }
    if (typeof payload.client_id !== 'string') throw unauthorized('The token has no client_id');
    const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
    return {
      clientId: payload.client_id,
      sellerId: typeof payload.sellerId === 'string' ? payload.sellerId : null,
      userId: sub && sub !== payload.client_id ? sub : undefined,
      scopes: stringSet(payload.scope),
      roles: stringSet(payload.roles),
      generation: typeof payload.gen === 'number' ? payload.gen : 0,
      grantId: typeof payload.gid === 'string' ? payload.gid : undefined,
      issuedAt: payload.iat!,
      expMs: payload.exp! * 1000,
      jti: typeof payload.jti === 'string' ? payload.jti : undefined,
    };
  }

  private async keyFor(header: JWTHeaderParameters) {
    let key = this.keys.publicKey(header.kid);
    if (!key) {
      await this.keys.reloadForUnknownKid();
      key = this.keys.publicKey(header.kid);
    }
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key;
  }
}

function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `The token's ${error.claim} claim is not accepted`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'The token is not signed with ES256';
  if (error instanceof joseErrors.JWKSNoMatchingKey)
    return 'The token is not signed by a key of this service';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'The token signature is not valid';
  return 'The token is not a valid access token';
}
