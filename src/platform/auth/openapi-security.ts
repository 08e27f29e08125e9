import type { OpenAPIV3 } from 'openapi-types';
import { issuerOf } from './auth.ts';
import { bffwebScopeFor, scopeCatalogue } from './scopes.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** The security schemes of the OpenAPI documents: the OAuth 2.0 flows with every scope, and the web session. */
export function securitySchemes(publicUrl: string): Record<string, OpenAPIV3.SecuritySchemeObject> {
  const issuer = issuerOf(publicUrl);
  const scopes = Object.fromEntries(Object.entries(scopeCatalogue).map(([scope, info]) => [scope, info.en]));
  return {
    oauth2: {
      type: 'oauth2' as const,
      description:
        'Access tokens are JWTs carrying the seller. Reads need a valid seller token; writes need their scope. ' +
        `Discovery: ${publicUrl}/.well-known/oauth-authorization-server`,
      flows: {
        authorizationCode: {
          authorizationUrl: `${issuer}/auth`,
          tokenUrl: `${issuer}/token`,
          refreshUrl: `${issuer}/token`,
          scopes,
        },
        clientCredentials: { tokenUrl: `${issuer}/token`, scopes },
      },
    },
    // The interactive reference takes a token pasted as `Bearer <ACCESS_TOKEN>`.
    bearerToken: {
      type: 'http' as const,
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'An access token from the authorization server (see the oauth2 scheme)',
    },
    webSession: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: SESSION_COOKIE,
      description: 'The web admin session (state-changing calls also need the X-CSRF-Token header)',
    },
  };
}

/**
 * An operation's `security`, from the same facts the authorization hook uses (guard.ts): the URL's
 * surface, `config.public` and `config.scope`. Undefined where no credential is involved.
 */
export function operationSecurity(
  url: string,
  config: { public?: boolean; scope?: string | readonly string[] } | undefined,
): Array<Record<string, string[]>> | undefined {
  if (config?.public) return [];
  const required =
    config?.scope === undefined ? [] : typeof config.scope === 'string' ? [config.scope] : [...config.scope];
  // Alternatives: a token obtained through the OAuth flows, or one pasted in; the web session on /bffweb.
  const token = (scopes: string[]): Array<Record<string, string[]>> => [
    { oauth2: scopes },
    { bearerToken: [] },
  ];
  if (url.startsWith('/integration/')) return token(required);
  const area = bffwebScopeFor(url);
  if (area) return [...token([area, ...required]), { webSession: [] }];
  if (url.startsWith('/management/') || url === '/actuator/prometheus') {
    return [...token(required), { webSession: [] }];
  }
  return required.length > 0 ? token(required) : undefined;
}
