import { isKnownScope } from '../../../platform/auth/scopes.ts';

/** Why a seller may not give an app these scopes, or undefined when it may. */
export type ScopeRefusal = { reason: 'unknown'; scope: string } | { reason: 'not-held'; scope: string };

/**
 * What a seller may grant its own app: only scopes of the catalogue (operator roles and anything
 * else are unknown), and only scopes the caller holds itself, so a token allowed to manage apps
 * cannot mint an app with more power than it has. The web session holds every seller scope.
 */
export function scopeRefusal(
  requested: readonly string[],
  held: ReadonlySet<string>,
): ScopeRefusal | undefined {
  const unknown = requested.find((scope) => !isKnownScope(scope));
  if (unknown !== undefined) return { reason: 'unknown', scope: unknown };
  const missing = requested.find((scope) => !held.has(scope));
  return missing === undefined ? undefined : { reason: 'not-held', scope: missing };
}

/**
 * Who may create, rotate and revoke the seller's apps: an app's own token (no person behind it; the
 * route has checked the area's scope), or a person who is the seller's admin, whether in the web
 * session or through an app they authorized. A plain ROLE_SELLER_USER gains nothing by authorizing
 * an app with `bffweb:apps`: `roles` are the person's own, not the token's.
 */
export function mayManageApps(caller: { actsForUser: boolean; roles: ReadonlySet<string> }): boolean {
  return !caller.actsForUser || caller.roles.has('ROLE_SELLER_ADMIN');
}
