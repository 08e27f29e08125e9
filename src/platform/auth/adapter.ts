import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Ctx } from '../context.ts';
import type { Runtime } from '../runtime.ts';
import { oauthModels } from './auth.tables.ts';
import type { AuthDirectory, ClientRecord } from './directory.ts';
import { redirectUriProblem } from './redirect-uris.ts';
import { RETIRED_KEY_PUBLISHED_MS } from './keys.ts';
import type { RevokedIds } from './revoked-grants.ts';
import { sha256 } from './passwords.ts';

/**
 * What a row stores of an id (SEC-50). Codes, refresh tokens, sessions and interactions are bearer
 * secrets: a row keeps only their hash, so a copy of the table redeems nothing. A grant's id is a
 * handle (it is in access tokens and in the seller's list of authorized apps), not a credential.
 */
const HASHED = 'sha256:';
const plainIdModels = new Set(['Grant']);
export const storedId = (model: string, id: string) =>
  plainIdModels.has(model) ? id : `${HASHED}${sha256(id)}`;

/** The payload without the secrets it repeats: the token's own id, and the session cookie an interaction carries. */
function storedPayload(model: string, payload: AdapterPayload): AdapterPayload {
  if (plainIdModels.has(model)) return payload;
  const { jti: _jti, ...rest } = payload;
  if (model === 'Interaction' && rest.session) {
    const { cookie: _cookie, ...session } = rest.session;
    return { ...rest, session };
  }
  return rest;
}

/** Client metadata for oidc-provider, from an app row. The secret is its SHA-256 (see provider.ts). */
function clientMetadata(client: ClientRecord): AdapterPayload {
  const authorizationCode = client.grantTypes.includes('authorization_code');
  return {
    client_id: client.clientId,
    client_name: client.name,
    ...(client.secretHash ? { client_secret: client.secretHash } : {}),
    grant_types: authorizationCode ? [...client.grantTypes, 'refresh_token'] : client.grantTypes,
    response_types: authorizationCode ? ['code'] : [],
    // Rows stored before the registration rule may hold URIs oidc-provider would refuse the whole app for.
    redirect_uris: client.redirectUris.filter((uri) => redirectUriProblem(uri) === undefined),
    token_endpoint_auth_method: client.isPublic ? 'none' : 'client_secret_basic',
    // `scope` may only hold the server's OIDC scopes; the API scopes an app may get travel separately.
    ...(authorizationCode ? { scope: 'openid' } : {}),
    api_scopes: client.scopes,
    seller_id: client.sellerId ?? undefined,
    roles: client.roles,
    token_generation: client.tokenGeneration,
  };
}

const expiresAt = (expiresIn: number | undefined) =>
  expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000).toISOString();

/**
 * oidc-provider's storage on our database (its in-memory adapter is for development only). Clients
 * come from the sellers module's apps, so a disabled app is unknown to the authorization server.
 */
export function adapterFactory(rt: Runtime, directory: AuthDirectory, revokedGrants: RevokedIds) {
  const db = rt.database.db;

  class DatabaseAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        sellerId: await this.sellerOf(payload),
        model: this.model,
        id: storedId(this.model, id),
        payload: storedPayload(this.model, payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        clientId: payload.clientId ?? null,
        expiresAt: expiresAt(expiresIn),
      };
      await db
        .insert(oauthModels)
        .values(row)
        .onConflictDoUpdate({
          target: [oauthModels.model, oauthModels.id],
          set: { ...row, consumedAt: null },
        });
    }

    /** A grant belongs to its user's seller, so the seller can list and revoke it (grants.ts). */
    private async sellerOf(payload: AdapterPayload): Promise<string | null> {
      if (this.model !== 'Grant' || !payload.accountId) return null;
      return (await directory.findAccount(rt, payload.accountId))?.sellerId ?? null;
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') {
        const client = await directory.findClient(rt, id);
        return client && !client.disabled ? clientMetadata(client) : undefined;
      }
      const payload = await this.findBy(eq(oauthModels.id, storedId(this.model, id)));
      // The row does not keep the id; oidc-provider expects it back as `jti`.
      return payload && { ...payload, jti: id };
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oauthModels.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oauthModels.userCode, userCode));
    }

    private async findBy(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({
          payload: oauthModels.payload,
          expiresAt: oauthModels.expiresAt,
          consumedAt: oauthModels.consumedAt,
        })
        .from(oauthModels)
        .where(and(eq(oauthModels.model, this.model), condition))
        .limit(1);
      if (!row || (row.expiresAt && new Date(row.expiresAt).getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) }
        : payload;
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oauthModels)
        .set({ consumedAt: new Date().toISOString() })
        .where(and(eq(oauthModels.model, this.model), eq(oauthModels.id, storedId(this.model, id))));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oauthModels)
        .where(and(eq(oauthModels.model, this.model), eq(oauthModels.id, storedId(this.model, id))));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // oidc-provider revokes a grant model by model; access tokens are JWTs it never stored, so
      // their turn records the grant for the token check instead, for as long as the longest token
      // issued before now lasts (plus clock skew).
      if (this.model === 'AccessToken')
        await revokedGrants.record(grantId, Date.now() + RETIRED_KEY_PUBLISHED_MS);
      await db.delete(oauthModels).where(eq(oauthModels.grantId, grantId));
    }
  }

  return DatabaseAdapter;
}

/** Drops an app's grants, codes and refresh tokens (its access tokens are cut by the generation check). */
export async function revokeClientGrants(ctx: Ctx, clientId: string): Promise<void> {
  await ctx.db.delete(oauthModels).where(eq(oauthModels.clientId, clientId));
}

/** Rows past their expiry are never read again; clearing them keeps the table small. */
export async function purgeExpiredModels(rt: Runtime): Promise<void> {
  await rt.database.db.delete(oauthModels).where(lt(oauthModels.expiresAt, new Date().toISOString()));
}

/**
 * Re-keys rows an older version stored by the plain id (SEC-50): the id becomes its hash and the
 * payload loses the copies of secrets. One statement, and rows already hashed are skipped, so every
 * start can run it and processes starting together do not clash.
 */
export async function hashStoredIds(rt: Runtime): Promise<number> {
  const hashed = sql`${HASHED} || rtrim(translate(encode(sha256(convert_to(${oauthModels.id}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;
  const rows = await rt.database.db
    .update(oauthModels)
    .set({
      id: hashed,
      payload: sql`(${oauthModels.payload} - 'jti') #- '{session,cookie}'`,
    })
    .where(
      and(
        sql`${oauthModels.model} not in (${sql.join(
          [...plainIdModels].map((m) => sql`${m}`),
          sql`, `,
        )})`,
        sql`${oauthModels.id} not like ${`${HASHED}%`}`,
      ),
    )
    .returning({ model: oauthModels.model });
  return rows.length;
}
