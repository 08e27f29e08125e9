import { and, eq, inArray } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import {
  forgetGrantRevocation,
  revokeSellerGrants,
  scopeCatalogue,
  sellerGrants,
} from '../../platform/auth/index.ts';
import { mayManageApps, scopeRefusal } from './domain/app-scopes.ts';
import { createApp, disableApp, getApp, listApps, rotateAppSecret, type AppView } from './sellers.service.ts';
import { apps, sellerUsers } from './sellers.tables.ts';

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

/** A live client_credentials app of the seller's own; 404 for anything else (DESIGN §5: foreign ids). */
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

function requireManager(ctx: Ctx): void {
  if (!mayManageApps(ctx)) {
    throw new DomainError('forbidden', "Only the seller's administrators can change apps and access", {
      required_role: 'ROLE_SELLER_ADMIN',
    });
  }
}

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
  requireManager(ctx);
  const refusal = scopeRefusal(input.scopes, ctx.scopes);
  if (refusal?.reason === 'unknown') {
    throw new DomainError('validation-failed', `scopes: ${refusal.scope} is not a scope an app can have`, {
      errors: [{ field: 'scopes', message: `${refusal.scope} is not a scope an app can have` }],
    });
  }
  if (refusal) {
    throw new DomainError(
      'insufficient-scope',
      `You cannot give ${refusal.scope}: your own access lacks it`,
      {
        required_scope: refusal.scope,
      },
    );
  }
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
  requireManager(ctx);
  await ownClientApp(ctx, clientId);
  const app = await rotateAppSecret(ctx, clientId);
  return { ...clientAppView(app), clientSecret: app.clientSecret };
}

/** Removes the app for the seller: it is disabled (kept for the record), its tokens stop at once. */
export async function deleteClientApp(ctx: Ctx, clientId: string): Promise<void> {
  requireManager(ctx);
  await ownClientApp(ctx, clientId);
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
  requireManager(ctx);
  const sellerId = sellerOf(ctx);
  const revoked = await withTransaction(ctx, (tx) => revokeSellerGrants(tx, sellerId, clientId));
  if (revoked === 0) throw notFound('app', clientId);
  forgetGrantRevocation(ctx.rt, clientId, sellerId);
}
