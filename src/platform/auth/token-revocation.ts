import type { KoaContextWithOIDC } from 'oidc-provider';
import type { RevokedIds } from './revoked-grants.ts';
import type { TokenVerifier, VerifiedToken } from './verifier.ts';

/**
 * RFC 7009 for the access tokens themselves. oidc-provider refuses to revoke a JWT
 * (`unsupported_token_type`): it never stored one. That refusal comes after it authenticated the
 * client, so this middleware, around the provider's routes, answers instead: a token of ours
 * issued to the calling client is recorded by its `jti` until it expires, and the token check
 * refuses it from then on. As the provider does for the tokens it stores, a token that is not
 * valid (expired, forged, not ours) is answered 200 with nothing done, and a confidential client
 * presenting another client's token is refused. Only that token dies: revoking the refresh token
 * ends the whole grant.
 */
export function accessTokenRevocation(verifier: TokenVerifier, revokedTokens: RevokedIds) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    const refusal = ctx.body as { error?: unknown } | undefined;
    if (ctx.oidc?.route !== 'revocation' || ctx.status !== 400) return;
    if (refusal?.error !== 'unsupported_token_type') return;
    const client = ctx.oidc.client;
    const token = ctx.oidc.params?.token;
    if (!client || typeof token !== 'string') return;
    let claims: VerifiedToken | undefined;
    try {
      claims = await verifier.verifySignature(token);
    } catch {
      claims = undefined;
    }
    if (claims && claims.clientId !== client.clientId && client.clientAuthMethod !== 'none') {
      ctx.status = 400;
      ctx.body = {
        error: 'invalid_request',
        error_description: 'client is not authorized to revoke the presented token',
      };
      return;
    }
    if (claims?.jti && claims.clientId === client.clientId) {
      await revokedTokens.record(claims.jti, claims.expMs, { client_id: claims.clientId });
    }
    ctx.status = 200;
    ctx.body = '';
  };
}
