import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { contextOf } from '../secrets/sealed-columns.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { authSigningKeys } from './auth.tables.ts';

/** The private half is sealed at rest (it signs every token). */
const PRIVATE_KEY = contextOf('auth_signing_keys', 'private_jwk');

export const SIGNING_ALG = 'ES256';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** How long a retired key stays published: its last tokens (1 h) plus clock skew between parties. */
export const RETIRED_KEY_PUBLISHED_MS = (ACCESS_TOKEN_TTL_SECONDS + 15 * 60) * 1000;
export const AUTH_CHANNEL = 'feira_auth';

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: string;
  retiredAt: string | null;
}

/** The keys to publish: the active one first (the authorization server signs with the first), then retired ones still within their window. */
export function publishedKeys(keys: readonly SigningKey[], now: Date): SigningKey[] {
  const active = keys.filter((k) => k.retiredAt === null);
  const retired = keys
    .filter(
      (k) =>
        k.retiredAt !== null && new Date(k.retiredAt).getTime() + RETIRED_KEY_PUBLISHED_MS > now.getTime(),
    )
    .sort((a, b) => b.retiredAt!.localeCompare(a.retiredAt!));
  return [...active, ...retired];
}

async function generateKey(box: SecretBox, now: Date): Promise<typeof authSigningKeys.$inferInsert> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicJwk = publicKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(publicJwk);
  const meta = { kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    kid,
    alg: SIGNING_ALG,
    privateJwk: box.sealJson({ ...(privateKey.export({ format: 'jwk' }) as JWK), ...meta }, PRIVATE_KEY),
    publicJwk: { ...publicJwk, ...meta },
    createdAt: now.toISOString(),
  };
}

/**
 * The signing keys, kept in the database so every process signs and verifies with the same ones.
 * The first start generates one; `rotate` retires it and makes a new one (other processes hear of it
 * through NOTIFY and reload).
 */
export class KeyStore {
  private readonly database: Database;
  private readonly box: SecretBox;
  private keys: SigningKey[] = [];
  private publicKeys = new Map<string, KeyObject>();
  private lastReload = 0;

  constructor(database: Database, box: SecretBox) {
    this.database = database;
    this.box = box;
  }

  /** Loads the keys, generating the first one when there is none. */
  async load(): Promise<void> {
    await this.database.db
      .insert(authSigningKeys)
      .values(await generateKey(this.box, new Date()))
      .onConflictDoNothing();
    await this.reload();
  }

  async reload(): Promise<void> {
    const rows = await this.database.db.select().from(authSigningKeys);
    const keys = publishedKeys(
      rows.map((row) => ({
        kid: row.kid,
        privateJwk: this.box.openJson<JWK>(row.privateJwk, PRIVATE_KEY),
        publicJwk: row.publicJwk as JWK,
        createdAt: row.createdAt,
        retiredAt: row.retiredAt,
      })),
      new Date(),
    );
    this.keys = keys;
    this.publicKeys = new Map(keys.map((k) => [k.kid, createPublicKey({ key: k.publicJwk, format: 'jwk' })]));
    this.lastReload = Date.now();
  }

  /** A token names a key this process has not seen: another process may have rotated. At most once a second. */
  async reloadForUnknownKid(): Promise<void> {
    if (Date.now() - this.lastReload < 1000) return;
    await this.reload();
  }

  /** Public keys by kid, for verification. Keys past their window are not here. */
  publicKey(kid: string | undefined): KeyObject | undefined {
    return kid === undefined ? undefined : this.publicKeys.get(kid);
  }

  get active(): SigningKey {
    const key = this.keys[0];
    if (!key || key.retiredAt !== null) throw new Error('no active signing key: call load() first');
    return key;
  }

  /** The published set, active key first. */
  get published(): readonly SigningKey[] {
    return this.keys;
  }

  /** A string that changes whenever the published set does. */
  get version(): string {
    return this.keys.map((k) => k.kid).join(',');
  }

  /** Retires the active key and makes a new one, in one transaction; tells the other processes. */
  async rotate(): Promise<SigningKey> {
    const now = new Date();
    const fresh = await generateKey(this.box, now);
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
      await tx
        .update(authSigningKeys)
        .set({ retiredAt: now.toISOString() })
        .where(isNull(authSigningKeys.retiredAt));
      await tx.insert(authSigningKeys).values(fresh);
      await tx.execute(sql`select pg_notify(${AUTH_CHANNEL}, 'keys')`);
    });
    await this.reload();
    return this.active;
  }
}
