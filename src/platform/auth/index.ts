import type { Ctx } from '../context.ts';
import { DomainError } from '../http/errors.ts';

/**
 * The authorization platform as modules see it: scope checks on `ctx`, the scope catalogue, and
 * what the sellers module needs to run apps and users.
 */
export function hasScope(ctx: Pick<Ctx, 'scopes'>, scope: string): boolean {
  return ctx.scopes.has(scope);
}

/** Throws the 403 `insufficient-scope` problem (with `required_scope`) unless `ctx` holds the scope. */
export function requireScope(ctx: Pick<Ctx, 'scopes'>, scope: string): void {
  if (!hasScope(ctx, scope)) {
    throw new DomainError('insufficient-scope', `This call needs the scope ${scope}`, {
      required_scope: scope,
    });
  }
}

/** Buyer data (name, document, address, contacts) is withheld unless the caller has `order:customer-data`. */
export function withholdBuyerData(ctx: Pick<Ctx, 'scopes'>): boolean {
  return !hasScope(ctx, 'order:customer-data');
}

export { ROLE_ADMIN, allScopes, isKnownScope, scopeCatalogue, sellerUserRoles } from './scopes.ts';
export type { AccountRecord, AuthDirectory, ClientRecord } from './directory.ts';
export {
  announceClientChange,
  authServerOf,
  forgetClient,
  forgetGrantRevocation,
  registerAuth,
} from './auth.ts';
export { revokeClientGrants } from './adapter.ts';
export { redirectUriProblem } from './redirect-uris.ts';
export { MAX_PASSWORD_LENGTH } from './login.ts';
export { revokeSellerGrants, sellerGrants } from './grants.ts';
export { KeyStore } from './keys.ts';
export { decoyHash, hashPassword, needsRehash, randomToken, sha256, verifyPassword } from './passwords.ts';
