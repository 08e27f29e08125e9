import crypto from 'node:crypto';
import { mlError, opaque, userOf, type FakeState, type Handler, type Reply } from './state.ts';

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/** The OAuth error body of the token endpoint (same shape as every other error). */
const grantError = (description: string): Reply => mlError(400, 'invalid_grant', description);

function issueTokens(state: FakeState, userId: number): Reply {
  const accessToken = `APP_USR-${state.clientId}-${opaque('at')}-${userId}`;
  const refreshToken = `TG-${opaque('rt')}-${userId}`;
  state.accessTokens.set(accessToken, { userId, expiresAt: state.now() + state.accessTokenSeconds * 1000 });
  state.refreshTokens.set(refreshToken, { userId, used: false });
  return {
    status: 200,
    body: {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: state.accessTokenSeconds,
      scope: 'offline_access read write',
      user_id: userId,
      refresh_token: refreshToken,
    },
  };
}

export function oauthRoutes(state: FakeState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/authorization$/,
      (request) => {
        // The consent page: the logged-in user (consentAs) allows the app, and the browser goes back
        // to the app's redirect URI with a single-use code bound to the PKCE challenge.
        const q = request.query;
        if (q.get('response_type') !== 'code' || q.get('client_id') !== state.clientId)
          return mlError(400, 'invalid_request', 'response_type=code and a known client_id are required');
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
          return mlError(
            400,
            'invalid_request',
            'code_challenge with code_challenge_method=S256 is required',
          );
        const user = state.consentAs;
        if (!user) return { status: 401, body: 'login required', headers: { 'content-type': 'text/plain' } };
        state.users.set(user.id, user);
        const code = `TG-${opaque('code')}-${user.id}`;
        state.codes.set(code, {
          userId: user.id,
          clientId: state.clientId,
          redirectUri: q.get('redirect_uri') ?? '',
          challenge: q.get('code_challenge') ?? '',
          used: false,
          expiresAt: state.now() + 10 * 60_000,
        });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        if (q.get('state')) back.searchParams.set('state', q.get('state') ?? '');
        return { status: 302, headers: { location: back.toString() } };
      },
    ],
    [
      'POST',
      /^\/oauth\/token$/,
      (request) => {
        const body = (request.body ?? {}) as Record<string, string>;
        if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
          return mlError(400, 'invalid_request', 'parameters must be sent in the body, form encoded');
        if (body.client_id !== state.clientId || body.client_secret !== state.clientSecret)
          return mlError(401, 'invalid_client', 'invalid client_id or client_secret');
        if (body.grant_type === 'authorization_code') {
          const code = state.codes.get(body.code ?? '');
          if (!code || code.used || code.expiresAt <= state.now())
            return grantError(
              'Error validating grant. Your authorization code or refresh token may be expired or it was already used',
            );
          code.used = true;
          if (code.redirectUri !== body.redirect_uri) return grantError('redirect_uri mismatch');
          if (!body.code_verifier)
            return mlError(400, 'invalid_request', 'code_verifier is a required parameter');
          if (s256(body.code_verifier) !== code.challenge) return grantError('invalid code_verifier');
          return issueTokens(state, code.userId);
        }
        if (body.grant_type === 'refresh_token') {
          const known = state.refreshTokens.get(body.refresh_token ?? '');
          if (!known || known.used)
            return grantError(
              'Error validating grant. Your authorization code or refresh token may be expired or it was already used',
            );
          known.used = true;
          return issueTokens(state, known.userId);
        }
        return mlError(400, 'unsupported_grant_type', `grant_type ${body.grant_type} is not supported`);
      },
    ],
    [
      'GET',
      /^\/users\/me$/,
      (request) => {
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        const user = state.users.get(userId)!;
        return {
          status: 200,
          body: {
            id: user.id,
            nickname: user.nickname,
            site_id: 'MLB',
            tags: user.tags ?? ['normal', 'user_product_seller'],
          },
        };
      },
    ],
  ];
}
