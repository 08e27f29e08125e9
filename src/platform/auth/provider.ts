import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Runtime } from '../runtime.ts';
import { adapterFactory } from './adapter.ts';
import type { AuthDirectory } from './directory.ts';
import { ACCESS_TOKEN_TTL_SECONDS, SIGNING_ALG, type KeyStore } from './keys.ts';
import { renderProviderError } from './pages.ts';
import type { RevokedIds } from './revoked-grants.ts';
import { throttledClientSecretCheck } from './client-secrets.ts';
import { accessTokenRevocation } from './token-revocation.ts';
import type { TokenVerifier } from './verifier.ts';
import { isKnownScope } from './scopes.ts';

export const INTERACTION_PATH = '/auth/interaction';
const DAY = 24 * 60 * 60;

export interface ProviderOptions {
  rt: Runtime;
  directory: AuthDirectory;
  keys: KeyStore;
  cookieKeys: string[];
  issuer: string;
  /** The API's resource indicator and the `aud` of every access token. */
  audience: string;
  revokedGrants: RevokedIds;
  revokedTokens: RevokedIds;
  verifier: TokenVerifier;
}

/** Our extra client metadata (adapter.ts); oidc-provider keeps extra properties under their own names. */
interface FeiraClient {
  clientId: string;
  api_scopes?: string[];
  seller_id?: string;
  roles?: string[];
  token_generation?: number;
}

/**
 * oidc-provider 9 configured for Feira: client_credentials (client_secret_basic) and
 * authorization_code with PKCE S256 plus rotating refresh tokens; every access token is an ES256 JWT
 * (`typ: at+jwt`, 1 h) for the one resource server, the Feira API, carrying `sellerId`.
 */
export function buildProvider(options: ProviderOptions): Provider {
  const { rt, directory, keys, audience } = options;
  // The provider is rebuilt whenever the published keys change, so the key it signs with is fixed here.
  const signingKid = keys.active.kid;

  const configuration: Configuration = {
    adapter: adapterFactory(rt, directory, options.revokedGrants),
    jwks: { keys: keys.published.map((k) => k.privateJwk) },
    cookies: {
      keys: options.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    async findAccount(_ctx, sub) {
      const account = await directory.findAccount(rt, sub);
      if (!account) return undefined;
      return { accountId: account.userId, claims: async () => ({ sub: account.userId }) };
    },
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // Access tokens are self-contained JWTs, never stored: introspection would call valid ones inactive.
      introspection: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // The resource server checks plain bearer tokens; a proof-of-possession binding it never checks would only mislead.
      dPoP: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator, client) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            // An app can only ever receive the scopes it was registered with.
            scope: ((client as unknown as FeiraClient).api_scopes ?? []).filter(isKnownScope).join(' '),
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG, kid: signingKid } },
          };
        },
      },
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid'],
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: SIGNING_ALG,
    },
    clientAuthMethods: ['client_secret_basic', 'none'],
    enabledJWA: {
      idTokenSigningAlgValues: [SIGNING_ALG],
      authorizationSigningAlgValues: [SIGNING_ALG],
    },
    extraClientMetadata: { properties: ['api_scopes', 'seller_id', 'roles', 'token_generation'] },
    async extraTokenClaims(ctx, token) {
      const client = (ctx.oidc.client ??
        (await ctx.oidc.provider.Client.find(token.clientId ?? ''))) as unknown as FeiraClient;
      const accountId = 'accountId' in token ? (token.accountId as string | undefined) : undefined;
      // A user's token acts for the user's seller; an app's own token for the seller the app is bound to.
      const sellerId = accountId ? (await directory.findAccount(rt, accountId))?.sellerId : client.seller_id;
      // The grant behind a user's token, so the token dies with it (revoked-grants.ts).
      const grantId = 'grantId' in token ? (token.grantId as string | undefined) : undefined;
      return {
        ...(sellerId ? { sellerId } : {}),
        ...(grantId ? { gid: grantId } : {}),
        ...(!accountId && client.roles?.length ? { roles: client.roles } : {}),
        gen: client.token_generation ?? 0,
      };
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // Refresh tokens outlive the browser session at the authorization server (that is what they are for).
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: 30 * DAY,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      // Each rotation starts a new 30-day refresh token on the same grant, so the grant lives longer.
      Grant: 365 * DAY,
    },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(out, ctx.get('accept-language'));
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  provider.use(accessTokenRevocation(options.verifier, options.revokedTokens));

  // The client metadata carries the stored hash, never the secret; the check is throttled.
  provider.Client.prototype.compareClientSecret = throttledClientSecretCheck(rt);

  // A client_credentials request without `scope` gets the scopes the app was registered with
  // (RFC 6749 §3.3 allows a pre-defined default), rather than a token that can do nothing.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(this)
  const saveClientCredentials = provider.ClientCredentials.prototype.save;
  provider.ClientCredentials.prototype.save = function save(this: {
    scope?: string;
    resourceServer?: { scope: string };
  }) {
    if (!this.scope && this.resourceServer?.scope) this.scope = this.resourceServer.scope;
    return saveClientCredentials.call(this);
  };

  return provider;
}
