import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notifiedCache } from '../../platform/cache/notified-cache.ts';
import { systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { fieldIssue, type FieldRule } from '../../platform/http/field-rules.ts';
import { newId } from '../../platform/ids.ts';
import { StartupError } from '../../platform/startup-error.ts';
import {
  ROLE_ADMIN,
  announceClientChange,
  decoyHash,
  forgetClient,
  hashPassword,
  isKnownScope,
  needsRehash,
  randomToken,
  redirectUriProblem,
  revokeClientGrants,
  sellerUserRoles,
  sha256,
  verifyPassword,
  type AccountRecord,
  type ClientRecord,
} from '../../platform/auth/index.ts';
import { iso, isoOrNull } from '../../platform/time.ts';
import { apps, sellerUsers, sellers } from './sellers.tables.ts';
import { recordChange, type AuditChange } from '../audit/index.ts';

/** Timestamps leave as ISO 8601 UTC whichever driver read them. */

const invalid = (field: string, message: string, rule: FieldRule, extra: { other?: string } = {}) =>
  new DomainError('validation-failed', `${field}: ${message}`, {
    errors: [fieldIssue(field, message, rule, extra)],
  });

// --- Sellers ---------------------------------------------------------------------------------

export interface SellerView {
  id: string;
  name: string;
  sandbox: boolean;
  createdAt: string;
}

const sellerView = (row: typeof sellers.$inferSelect): SellerView => ({
  id: row.sellerId,
  name: row.name,
  sandbox: row.sandbox,
  createdAt: iso(row.createdAt),
});

export async function createSeller(
  ctx: Ctx,
  input: { name: string; sandbox?: boolean },
): Promise<SellerView> {
  const name = input.name.trim();
  if (!name) throw invalid('name', 'must not be blank', 'blank');
  const row = {
    sellerId: newId('slr'),
    name,
    sandbox: input.sandbox ?? false,
    createdAt: ctx.rt.clock.now().toISOString(),
  };
  await ctx.db.insert(sellers).values(row);
  return sellerView(row);
}

/**
 * Sellers are read by every sandbox order; a seller's row is written once, when it is created, so a
 * process keeps what it read. (A write of a seller's row would announce it: `announceCacheChange`.)
 */
const sellersCache = (rt: Runtime) =>
  notifiedCache<SellerView>(rt, 'sellers', { max: 10_000, ttlMs: 60_000 });

export async function getSeller(ctx: Ctx, sellerId: string): Promise<SellerView> {
  const read = async () => {
    const [row] = await ctx.db.select().from(sellers).where(eq(sellers.sellerId, sellerId));
    if (!row) throw notFound('seller', sellerId);
    return sellerView(row);
  };
  // A transaction may have created it, and may yet roll back.
  return ctx.inTransaction ? read() : sellersCache(ctx.rt).get(sellerId, read);
}

export async function listSellers(ctx: Ctx): Promise<SellerView[]> {
  const rows = await ctx.db.select().from(sellers).orderBy(desc(sellers.sellerId));
  return rows.map(sellerView);
}

// --- Users ------------------------------------------------------------------------------------

export interface UserView {
  id: string;
  sellerId: string;
  email: string;
  roles: string[];
  createdAt: string;
}

export const MIN_PASSWORD_LENGTH = 10;

export async function createUser(
  ctx: Ctx,
  input: { sellerId: string; email: string; password: string; roles?: string[] },
): Promise<UserView> {
  await getSeller(ctx, input.sellerId);
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid('email', 'is not an e-mail address', 'not-email');
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw invalid('password', `must have at least ${MIN_PASSWORD_LENGTH} characters`, 'too-short');
  }
  const roles = input.roles?.length ? [...new Set(input.roles)] : ['ROLE_SELLER_ADMIN'];
  const unknown = roles.find((role) => !(sellerUserRoles as readonly string[]).includes(role));
  if (unknown)
    throw invalid('roles', `${unknown} is not one of ${sellerUserRoles.join(', ')}`, 'unknown-value');
  const row = {
    sellerId: input.sellerId,
    id: newId('usr'),
    email,
    passwordHash: await hashPassword(input.password),
    roles,
    createdAt: ctx.rt.clock.now().toISOString(),
  };
  const inserted = await ctx.db
    .insert(sellerUsers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sellerUsers.id });
  if (inserted.length === 0)
    throw new DomainError('conflict', `A user with e-mail ${email} already exists`, { field: 'email' });
  return { id: row.id, sellerId: row.sellerId, email, roles, createdAt: row.createdAt };
}

/** The user with this e-mail (e-mails name one user service-wide), or undefined. */
export async function userByEmail(ctx: Ctx, email: string): Promise<UserView | undefined> {
  const [row] = await ctx.db
    .select()
    .from(sellerUsers)
    .where(eq(sellerUsers.email, email.trim().toLowerCase()));
  return row
    ? {
        id: row.id,
        sellerId: row.sellerId,
        email: row.email,
        roles: row.roles,
        createdAt: iso(row.createdAt),
      }
    : undefined;
}

// --- Apps (OAuth clients) ---------------------------------------------------------------------

export const grantTypes = ['client_credentials', 'authorization_code'] as const;

export interface AppInput {
  name: string;
  sellerId?: string;
  grantTypes: string[];
  scopes: string[];
  redirectUris?: string[];
  public?: boolean;
  roles?: string[];
}

export interface AppView {
  clientId: string;
  name: string;
  sellerId: string | null;
  grantTypes: string[];
  scopes: string[];
  roles: string[];
  redirectUris: string[];
  public: boolean;
  disabled: boolean;
  disabledAt: string | null;
  tokensRevokedAt: string | null;
  secretRotatedAt: string | null;
  createdAt: string;
}

const appView = (row: typeof apps.$inferSelect): AppView => ({
  clientId: row.clientId,
  name: row.name,
  sellerId: row.sellerId,
  grantTypes: row.grantTypes,
  scopes: row.scopes,
  roles: row.roles,
  redirectUris: row.redirectUris,
  public: row.isPublic,
  disabled: row.disabledAt !== null,
  disabledAt: isoOrNull(row.disabledAt),
  tokensRevokedAt: isoOrNull(row.tokensRevokedAt),
  secretRotatedAt: isoOrNull(row.secretRotatedAt),
  createdAt: iso(row.createdAt),
});

/** An app in the change history: what it may do, never its secret. */
function appChange(clientId: string, before: AppView | null, after: AppView | null) {
  return { entity: 'app' as const, entityId: clientId, before, after };
}

/** The checks of an app registration (a client_credentials app is bound to one seller). */
async function validateApp(ctx: Ctx, input: AppInput): Promise<void> {
  if (!input.name.trim()) throw invalid('name', 'must not be blank', 'blank');
  const grants = [...new Set(input.grantTypes)];
  if (grants.length === 0)
    throw invalid('grantTypes', `must name at least one of ${grantTypes.join(', ')}`, 'unknown-value');
  const unknownGrant = grants.find((g) => !(grantTypes as readonly string[]).includes(g));
  if (unknownGrant)
    throw invalid('grantTypes', `${unknownGrant} is not one of ${grantTypes.join(', ')}`, 'unknown-value');
  const unknownScope = input.scopes.find((s) => !isKnownScope(s));
  if (unknownScope) throw invalid('scopes', `${unknownScope} is not a known scope`, 'unknown-value');
  const roles = input.roles ?? [];
  const unknownRole = roles.find((r) => r !== ROLE_ADMIN);
  if (unknownRole)
    throw invalid('roles', `${unknownRole} is not an app role (only ${ROLE_ADMIN})`, 'unknown-value');
  const admin = roles.includes(ROLE_ADMIN);
  if (admin && (input.sellerId || grants.join() !== 'client_credentials')) {
    throw invalid(
      'roles',
      `an ${ROLE_ADMIN} app is an operator's client_credentials app with no seller`,
      'exclusive-with',
      {
        other: 'sellerId',
      },
    );
  }
  if (grants.includes('client_credentials') && !admin && !input.sellerId) {
    throw invalid('sellerId', 'a client_credentials app is bound to one seller', 'required-with', {
      other: 'grantTypes',
    });
  }
  if (input.public && grants.includes('client_credentials')) {
    throw invalid(
      'public',
      'a public app cannot use client_credentials: it has no secret',
      'exclusive-with',
      {
        other: 'grantTypes',
      },
    );
  }
  if (grants.includes('authorization_code')) {
    const uris = input.redirectUris ?? [];
    if (uris.length === 0)
      throw invalid('redirectUris', 'an authorization_code app needs at least one', 'required-with', {
        other: 'grantTypes',
      });
    for (const uri of uris) {
      const problem = redirectUriProblem(uri);
      if (problem) throw invalid('redirectUris', `${uri} ${problem}`, 'address-not-allowed');
    }
  }
  if (input.sellerId) {
    const [seller] = await ctx.db
      .select({ id: sellers.sellerId })
      .from(sellers)
      .where(eq(sellers.sellerId, input.sellerId));
    if (!seller) throw invalid('sellerId', `seller ${input.sellerId} does not exist`, 'unknown-value');
  }
}

/** Registers an app; the secret is in the answer this once and only its hash is kept. */
export async function createApp(ctx: Ctx, input: AppInput): Promise<AppView & { clientSecret?: string }> {
  await validateApp(ctx, input);
  const clientSecret = input.public ? undefined : `fsec_${randomToken()}`;
  const row = {
    sellerId: input.sellerId ?? null,
    clientId: newId('app'),
    name: input.name.trim(),
    secretHash: clientSecret ? sha256(clientSecret) : null,
    grantTypes: [...new Set(input.grantTypes)],
    scopes: [...new Set(input.scopes)],
    roles: input.roles ?? [],
    redirectUris: input.redirectUris ?? [],
    isPublic: input.public ?? false,
    tokenGeneration: 0,
    tokensRevokedAt: null,
    secretRotatedAt: null,
    disabledAt: null,
    createdAt: ctx.rt.clock.now().toISOString(),
  };
  await withTransaction(ctx, async (tx) => {
    await tx.db.insert(apps).values(row);
    await recordChange(
      tx,
      { action: 'CREATE', ...appChange(row.clientId, null, appView(row)) },
      row.sellerId,
    );
  });
  return { ...appView(row), ...(clientSecret ? { clientSecret } : {}) };
}

export async function listApps(ctx: Ctx, filter: { sellerId?: string }): Promise<AppView[]> {
  const rows = await ctx.db
    .select()
    .from(apps)
    .where(filter.sellerId ? eq(apps.sellerId, filter.sellerId) : undefined)
    .orderBy(desc(apps.clientId));
  return rows.map(appView);
}

export async function getApp(ctx: Ctx, clientId: string): Promise<AppView> {
  const [row] = await ctx.db.select().from(apps).where(eq(apps.clientId, clientId));
  if (!row) throw notFound('app', clientId);
  return appView(row);
}

/**
 * Changes an app so its tokens stop working: in one transaction the row, its grants and refresh
 * tokens, and the NOTIFY that reaches other processes; then this process forgets the app's status.
 */
async function cutOff(
  ctx: Ctx,
  clientId: string,
  change: PgUpdateSetSource<typeof apps>,
  action: AuditChange['action'],
): Promise<AppView> {
  const view = await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(apps).where(eq(apps.clientId, clientId)).for('update');
    const [row] = await tx.db.update(apps).set(change).where(eq(apps.clientId, clientId)).returning();
    if (!before || !row) throw notFound('app', clientId);
    await revokeClientGrants(tx, clientId);
    await announceClientChange(tx, clientId);
    await recordChange(tx, { action, ...appChange(clientId, appView(before), appView(row)) }, row.sellerId);
    return appView(row);
  });
  forgetClient(ctx.rt, clientId);
  return view;
}

/** Disables an app: no new tokens, and the ones it holds stop working at once. */
export function disableApp(ctx: Ctx, clientId: string): Promise<AppView> {
  // Disabling twice keeps the first time.
  return cutOff(
    ctx,
    clientId,
    {
      disabledAt: sql`coalesce(${apps.disabledAt}, ${ctx.rt.clock.now().toISOString()}::timestamptz)`,
    },
    'DISABLE',
  );
}

/** Revokes every token the app holds (access and refresh); it can get new ones. */
export function revokeAppTokens(ctx: Ctx, clientId: string): Promise<AppView> {
  return cutOff(
    ctx,
    clientId,
    {
      tokenGeneration: sql`${apps.tokenGeneration} + 1`,
      tokensRevokedAt: ctx.rt.clock.now().toISOString(),
    },
    'REVOKE',
  );
}

/**
 * Gives an app with a secret a new one (in this answer only). The old secret stops working, and so
 * does every token the app holds: whoever rotates a secret may think it leaked.
 */
export async function rotateAppSecret(
  ctx: Ctx,
  clientId: string,
): Promise<AppView & { clientSecret: string }> {
  if ((await getApp(ctx, clientId)).public)
    throw invalid('clientId', 'a public app has no secret to rotate', 'unknown-value');
  const clientSecret = `fsec_${randomToken()}`;
  const now = ctx.rt.clock.now().toISOString();
  const view = await cutOff(
    ctx,
    clientId,
    {
      secretHash: sha256(clientSecret),
      secretRotatedAt: now,
      tokenGeneration: sql`${apps.tokenGeneration} + 1`,
      tokensRevokedAt: now,
    },
    'ROTATE_SECRET',
  );
  return { ...view, clientSecret };
}

// --- Bootstrap --------------------------------------------------------------------------------

export interface AdminBootstrap {
  clientId: string;
  /** Set only when this start generated the client: printed once, never stored in clear. */
  clientSecret?: string;
}

/** An operator-chosen admin secret opens /management: long enough that guessing it is hopeless. */
const MIN_ADMIN_SECRET_LENGTH = 32;

/**
 * The operator's admin client: with FEIRA_ADMIN_CLIENT_ID/SECRET it is made to exist with
 * that secret; without them one is generated on the first start only (several processes may start
 * at once: an advisory lock lets one of them do it).
 */
export async function ensureAdminClient(rt: Runtime): Promise<AdminBootstrap> {
  const ctx = systemCtx(rt, null, 'bootstrap');
  const { adminClientId, adminClientSecret } = rt.config;
  if (adminClientId && adminClientSecret) {
    if (adminClientSecret.length < MIN_ADMIN_SECRET_LENGTH) {
      throw new StartupError(
        `FEIRA_ADMIN_CLIENT_SECRET must have at least ${MIN_ADMIN_SECRET_LENGTH} characters`,
      );
    }
    // A person chose it, so it may be guessable: hashed like a password (AUTH-22), not SHA-256.
    const secretHash = await hashPassword(adminClientSecret);
    await upsertAdminApp(ctx, adminClientId, 'Admin (FEIRA_ADMIN_CLIENT_ID)', secretHash);
    return { clientId: adminClientId };
  }
  if (adminClientId || adminClientSecret) {
    throw new StartupError('set both FEIRA_ADMIN_CLIENT_ID and FEIRA_ADMIN_CLIENT_SECRET, or neither');
  }
  return withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [existing] = await tx.db
      .select({ clientId: apps.clientId })
      .from(apps)
      .where(sql`${ROLE_ADMIN} = any(${apps.roles})`)
      .orderBy(apps.clientId)
      .limit(1);
    if (existing) return { clientId: existing.clientId };
    const created = await createApp(tx, {
      name: 'Admin (generated on first start)',
      grantTypes: ['client_credentials'],
      scopes: [],
      roles: [ROLE_ADMIN],
    });
    return { clientId: created.clientId, clientSecret: created.clientSecret };
  });
}

/** An admin app made to exist with this secret (and enabled, with no seller). */
async function upsertAdminApp(ctx: Ctx, clientId: string, name: string, secretHash: string): Promise<void> {
  const values = {
    clientId,
    name,
    secretHash,
    grantTypes: ['client_credentials'],
    scopes: [],
    roles: [ROLE_ADMIN],
    redirectUris: [],
    isPublic: false,
    createdAt: ctx.rt.clock.now().toISOString(),
  };
  await ctx.db
    .insert(apps)
    .values(values)
    .onConflictDoUpdate({
      target: apps.clientId,
      set: {
        secretHash: values.secretHash,
        roles: values.roles,
        grantTypes: values.grantTypes,
        sellerId: null,
        disabledAt: null,
      },
    });
  forgetClient(ctx.rt, clientId);
}

const LOCAL_OPERATOR_CLIENT = 'feira-local-operator';

/**
 * The admin client that `feira` operator commands use while this process holds the embedded data
 * directory (docs/decisions.md, issue 28): a new secret on every start, so one from a previous run
 * no longer works.
 */
export async function ensureLocalOperatorClient(
  rt: Runtime,
): Promise<{ clientId: string; clientSecret: string }> {
  const clientSecret = `fsec_${randomToken()}`;
  const ctx = systemCtx(rt, null, 'bootstrap');
  // A generated 256-bit secret: SHA-256 is enough, and the CLI's token requests cost no scrypt.
  await upsertAdminApp(
    ctx,
    LOCAL_OPERATOR_CLIENT,
    'Local operator commands (feira CLI)',
    sha256(clientSecret),
  );
  return { clientId: LOCAL_OPERATOR_CLIENT, clientSecret };
}

// --- What the authorization server reads (platform/auth AuthDirectory) -------------------------

export async function findClient(ctx: Ctx, clientId: string): Promise<ClientRecord | undefined> {
  const [row] = await ctx.db.select().from(apps).where(eq(apps.clientId, clientId));
  if (!row) return undefined;
  return {
    clientId: row.clientId,
    name: row.name,
    sellerId: row.sellerId,
    secretHash: row.secretHash,
    grantTypes: row.grantTypes,
    scopes: row.scopes,
    roles: row.roles,
    redirectUris: row.redirectUris,
    isPublic: row.isPublic,
    tokenGeneration: row.tokenGeneration,
    disabled: row.disabledAt !== null,
  };
}

const accountOf = (row: typeof sellerUsers.$inferSelect): AccountRecord => ({
  userId: row.id,
  sellerId: row.sellerId,
  email: row.email,
  roles: row.roles,
});

export async function findAccount(ctx: Ctx, userId: string): Promise<AccountRecord | undefined> {
  const [row] = await ctx.db.select().from(sellerUsers).where(eq(sellerUsers.id, userId));
  return row ? accountOf(row) : undefined;
}

export async function checkPassword(
  ctx: Ctx,
  email: string,
  password: string,
  address: string,
): Promise<AccountRecord | undefined> {
  const [row] = await ctx.db
    .select()
    .from(sellerUsers)
    .where(eq(sellerUsers.email, email.trim().toLowerCase()));
  // An unknown e-mail still costs one hash, so timing does not tell which e-mails exist; under a
  // flood it waits behind known accounts (SEC-44).
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()), {
    address,
    known: row !== undefined,
  });
  if (!row || !matches) return undefined;
  // A hash stored before AUTH-22 (scrypt) is replaced now that the password is known.
  if (needsRehash(row.passwordHash)) {
    await ctx.db
      .update(sellerUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(sellerUsers.sellerId, row.sellerId), eq(sellerUsers.id, row.id)));
  }
  return accountOf(row);
}
