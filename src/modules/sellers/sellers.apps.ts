import { and, eq, inArray } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { fieldIssue } from '../../platform/http/field-rules.ts';
import {
  forgetGrantRevocation,
  isKnownScope,
  revokeSellerGrants,
  scopeCatalogue,
  sellerGrants,
} from '../../platform/auth/index.ts';
import { mayManageApps, scopeRefusal } from './domain/app-scopes.ts';
import { createApp, disableApp, getApp, listApps, rotateAppSecret, type AppView } from './sellers.service.ts';
import { apps, sellerUsers } from './sellers.tables.ts';
import { recordChange } from '../audit/index.ts';

/**
 * The seller's own view of apps (web admin "Apps e acessos"): the client_credentials apps bound to
 * the seller, and the partner apps its users authorized. Registration, secrets and cut-off are the
 * management API's own service calls; this adds the seller's bounds (only its own apps, only scopes
 * it may give).
 */

export interface ClientAppView {
  clientId: string;
  name: string;
  scopes: string[];
  createdAt: string;
  secretRotatedAt: string | null;
}

export interface PartnerAppView {
  clientId: string;
  name: string;
  scopes: string[];
  /** The first time one of the seller's users authorized the app. */
  authorizedAt: string;
  /** The last time the app got tokens for the seller; null when unknown. */
  lastUsedAt: string | null;
  /** E-mails of the seller's users who authorized it. */
  authorizedBy: string[];
}

export interface ScopeChoice {
  scope: string;
  pt: string;
  en: string;
  /** Whether this caller may give the scope to an app. */
  grantable: boolean;
}

const clientAppView = (app: AppView): ClientAppView => ({
  clientId: app.clientId,
  name: app.name,
  scopes: app.scopes,
  createdAt: app.createdAt,
  secretRotatedAt: app.secretRotatedAt,
});

/** A live client_credentials app of the seller's own; 404 for anything else (foreign ids). */
const isOwnClientApp = (app: AppView, sellerId: string) =>
  app.sellerId === sellerId &&
  !app.disabled &&
  app.roles.length === 0 &&
  app.grantTypes.includes('client_credentials');

async function ownClientApp(ctx: Ctx, clientId: string): Promise<AppView> {
  const app = await getApp(ctx, clientId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not-found') return undefined;
    throw error;
  });
  if (!app || !isOwnClientApp(app, sellerOf(ctx))) throw notFound('app', clientId);
  return app;
}

/**
 * The roles of the person behind the call: the web session's, or, for an app acting for one of the
 * seller's users, that user's roles now (the token carries none, and a role taken away counts at once).
 */
async function personRoles(ctx: Ctx): Promise<ReadonlySet<string>> {
  if (ctx.clientId === undefined || ctx.userId === undefined) return ctx.roles;
  const [user] = await ctx.db
    .select({ roles: sellerUsers.roles })
    .from(sellerUsers)
    .where(and(eq(sellerUsers.id, ctx.userId), eq(sellerUsers.sellerId, sellerOf(ctx))));
  return new Set(user?.roles ?? []);
}

/**
 * The one rule for changing the seller's apps (create, rotate, remove, revoke a partner): the person
 * behind the call must be allowed to manage apps (`mayManageApps`), and the app concerned may hold
 * nothing the caller does not, so a narrow token cannot take over a wider app by rotating its secret.
 * `target` answers the scopes of the app concerned (or throws its 404); it runs after the role check.
 */
async function authorizeAppChange(ctx: Ctx, target: () => Promise<readonly string[]>): Promise<void> {
  const actsForUser = ctx.userId !== undefined;
  if (!mayManageApps({ actsForUser, roles: await personRoles(ctx) })) {
    throw new DomainError('forbidden', "Only the seller's administrators can change apps and access", {
      required_role: 'ROLE_SELLER_ADMIN',
    });
  }
  const refusal = scopeRefusal(await target(), ctx.scopes);
  if (refusal?.reason === 'unknown') {
    throw new DomainError('validation-failed', `scopes: ${refusal.scope} is not a scope an app can have`, {
      errors: [fieldIssue('scopes', `${refusal.scope} is not a scope an app can have`, 'unknown-value')],
    });
  }
  if (refusal) {
    throw new DomainError(
      'insufficient-scope',
      `This app holds ${refusal.scope}, which your own access lacks`,
      {
        required_scope: refusal.scope,
      },
    );
  }
}

/** The scopes an existing app holds that still mean something (a scope dropped from the catalogue grants nothing). */
const heldScopes = (scopes: readonly string[]) => scopes.filter(isKnownScope);

export function scopeChoices(ctx: Ctx): ScopeChoice[] {
  return Object.entries(scopeCatalogue).map(([scope, info]) => ({
    scope,
    pt: info.pt,
    en: info.en,
    grantable: ctx.scopes.has(scope),
  }));
}

export async function listClientApps(ctx: Ctx): Promise<ClientAppView[]> {
  const sellerId = sellerOf(ctx);
  const all = await listApps(ctx, { sellerId });
  return all.filter((app) => isOwnClientApp(app, sellerId)).map(clientAppView);
}

export async function createClientApp(
  ctx: Ctx,
  input: { name: string; scopes: string[] },
): Promise<ClientAppView & { clientSecret: string }> {
  await authorizeAppChange(ctx, async () => input.scopes);
  const app = await createApp(ctx, {
    name: input.name,
    sellerId: sellerOf(ctx),
    grantTypes: ['client_credentials'],
    scopes: input.scopes,
  });
  return { ...clientAppView(app), clientSecret: app.clientSecret! };
}

export async function rotateClientAppSecret(
  ctx: Ctx,
  clientId: string,
): Promise<ClientAppView & { clientSecret: string }> {
  await authorizeAppChange(ctx, async () => heldScopes((await ownClientApp(ctx, clientId)).scopes));
  const app = await rotateAppSecret(ctx, clientId);
  return { ...clientAppView(app), clientSecret: app.clientSecret };
}

/** Removes the app for the seller: it is disabled (kept for the record), its tokens stop at once. */
export async function deleteClientApp(ctx: Ctx, clientId: string): Promise<void> {
  await authorizeAppChange(ctx, async () => heldScopes((await ownClientApp(ctx, clientId)).scopes));
  await disableApp(ctx, clientId);
}

export async function listPartnerApps(ctx: Ctx): Promise<PartnerAppView[]> {
  const sellerId = sellerOf(ctx);
  const grants = await sellerGrants(ctx, sellerId);
  if (grants.length === 0) return [];
  const clientIds = [...new Set(grants.map((g) => g.clientId))];
  const accountIds = [...new Set(grants.map((g) => g.accountId))];
  const [names, users] = await Promise.all([
    ctx.db
      .select({ clientId: apps.clientId, name: apps.name })
      .from(apps)
      .where(inArray(apps.clientId, clientIds)),
    ctx.db
      .select({ id: sellerUsers.id, email: sellerUsers.email })
      .from(sellerUsers)
      .where(and(eq(sellerUsers.sellerId, sellerId), inArray(sellerUsers.id, accountIds))),
  ]);
  const nameOf = new Map(names.map((n) => [n.clientId, n.name]));
  const emailOf = new Map(users.map((u) => [u.id, u.email]));
  const byClient = new Map<string, PartnerAppView>();
  for (const grant of grants) {
    const email = emailOf.get(grant.accountId);
    const seen = byClient.get(grant.clientId);
    if (!seen) {
      byClient.set(grant.clientId, {
        clientId: grant.clientId,
        name: nameOf.get(grant.clientId) ?? grant.clientId,
        scopes: grant.scopes,
        authorizedAt: grant.authorizedAt,
        lastUsedAt: grant.lastUsedAt,
        authorizedBy: email ? [email] : [],
      });
      continue;
    }
    seen.scopes = [...new Set([...seen.scopes, ...grant.scopes])].sort();
    if (grant.authorizedAt < seen.authorizedAt) seen.authorizedAt = grant.authorizedAt;
    if (grant.lastUsedAt && (!seen.lastUsedAt || grant.lastUsedAt > seen.lastUsedAt))
      seen.lastUsedAt = grant.lastUsedAt;
    if (email && !seen.authorizedBy.includes(email)) seen.authorizedBy.push(email);
  }
  return [...byClient.values()];
}

/** Takes back what the seller's users gave a partner app: its grants, refresh tokens and live access tokens. */
export async function revokePartnerApp(ctx: Ctx, clientId: string): Promise<void> {
  const sellerId = sellerOf(ctx);
  await authorizeAppChange(ctx, async () => {
    const given = (await sellerGrants(ctx, sellerId)).filter((grant) => grant.clientId === clientId);
    if (given.length === 0) throw notFound('app', clientId);
    return heldScopes(given.flatMap((grant) => grant.scopes));
  });
  const revoked = await withTransaction(ctx, async (tx) => {
    const count = await revokeSellerGrants(tx, sellerId, clientId);
    if (count > 0)
      await recordChange(tx, {
        action: 'REVOKE',
        entity: 'app',
        entityId: clientId,
        before: { grants: count },
        after: null,
      });
    return count;
  });
  if (revoked === 0) throw notFound('app', clientId);
  forgetGrantRevocation(ctx.rt, clientId, sellerId);
}
