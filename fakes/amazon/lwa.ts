import { BR, opaque, type FakeAmazonState, type Handler, type Reply } from './state.ts';

/** Login with Amazon's OAuth error body (`error`, `error_description`), not the SP-API's. */
const lwaError = (status: number, error: string, description: string): Reply => ({
  status,
  body: { error, error_description: description },
});

/** An authorization code lives five minutes (the website workflow's `spapi_oauth_code`). */
const CODE_MS = 5 * 60_000;

function issue(state: FakeAmazonState, partner: string, refreshToken?: string): Reply {
  const accessToken = `Atza|${opaque('')}`;
  state.accessTokens.set(accessToken, {
    partner,
    expiresAt: state.now() + state.accessTokenSeconds * 1000,
  });
  const body: Record<string, unknown> = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: state.accessTokenSeconds,
  };
  // The refresh token is long-lived: a refresh answers the same one (it is not rotated).
  if (refreshToken) body.refresh_token = refreshToken;
  return { status: 200, body };
}

/**
 * Seller Central's consent page and Login with Amazon's token endpoint, as the website authorization
 * workflow describes them: the consent page sends the browser back to the app's redirect URI with
 * `state`, `selling_partner_id` and a single-use `spapi_oauth_code`; the token endpoint takes a
 * form-encoded `authorization_code` (same redirect URI) or `refresh_token` grant with the app's
 * LWA credentials and answers access tokens that last `accessTokenSeconds` (one hour).
 */
/** Seller Central sends the browser to the redirect URI with a single-use code. */
function sendBack(state: FakeAmazonState, partner: string, redirectUri: string, appState: string): Reply {
  const code = opaque('ANDaNCd');
  state.codes.set(code, { partner, redirectUri, used: false, expiresAt: state.now() + CODE_MS });
  const back = new URL(redirectUri);
  back.searchParams.set('state', appState);
  back.searchParams.set('selling_partner_id', partner);
  back.searchParams.set('spapi_oauth_code', code);
  return { status: 302, headers: { location: back.toString() } };
}

export function lwaRoutes(state: FakeAmazonState, url: () => string): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/apps\/authorize\/consent$/,
      (request): Reply => {
        const q = request.query;
        if (q.get('application_id') !== state.appId)
          return { status: 400, body: 'unknown application_id', headers: { 'content-type': 'text/plain' } };
        if (!q.get('state') || !q.get('redirect_uri'))
          return {
            status: 400,
            body: 'state and redirect_uri required',
            headers: { 'content-type': 'text/plain' },
          };
        const partner = state.consentAs;
        if (!partner)
          return { status: 401, body: 'sign in required', headers: { 'content-type': 'text/plain' } };
        if (!state.participations.has(partner)) state.participations.set(partner, [BR]);
        if (state.loginUri) {
          // The application's log-in step first: it sends the browser back with amazon_state.
          const amazonState = opaque('');
          state.loginSteps.set(amazonState, { partner, redirectUri: q.get('redirect_uri')! });
          const login = new URL(state.loginUri);
          login.searchParams.set('amazon_callback_uri', `${url()}/apps/authorize/confirm`);
          login.searchParams.set('amazon_state', amazonState);
          login.searchParams.set('selling_partner_id', partner);
          return { status: 302, headers: { location: login.toString() } };
        }
        return sendBack(state, partner, q.get('redirect_uri')!, q.get('state')!);
      },
    ],
    [
      'GET',
      /^\/apps\/authorize\/confirm$/,
      (request): Reply => {
        const q = request.query;
        const step = state.loginSteps.get(q.get('amazon_state') ?? '');
        if (!step || !q.get('state'))
          return { status: 400, body: 'invalid amazon_state', headers: { 'content-type': 'text/plain' } };
        state.loginSteps.delete(q.get('amazon_state')!);
        const redirectUri = q.get('redirect_uri') ?? step.redirectUri;
        if (redirectUri !== step.redirectUri)
          return { status: 400, body: 'redirect_uri mismatch', headers: { 'content-type': 'text/plain' } };
        return sendBack(state, step.partner, redirectUri, q.get('state')!);
      },
    ],
    [
      'POST',
      /^\/auth\/o2\/token$/,
      (request) => {
        if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
          return lwaError(400, 'invalid_request', 'The request must be form-encoded');
        const form = (request.body ?? {}) as Record<string, string>;
        if (form.client_id !== state.clientId || form.client_secret !== state.clientSecret)
          return lwaError(401, 'invalid_client', 'Client authentication failed');
        if (form.grant_type === 'authorization_code') {
          const code = state.codes.get(form.code ?? '');
          if (!code || code.used || code.expiresAt < state.now())
            return lwaError(400, 'invalid_grant', 'The request has an invalid grant parameter : code');
          if (code.redirectUri !== form.redirect_uri)
            return lwaError(
              400,
              'invalid_grant',
              'The redirect_uri does not match the authorization request',
            );
          code.used = true;
          const refreshToken = `Atzr|${opaque('')}`;
          state.refreshTokens.set(refreshToken, { partner: code.partner, revoked: false });
          return issue(state, code.partner, refreshToken);
        }
        if (form.grant_type === 'refresh_token') {
          const held = state.refreshTokens.get(form.refresh_token ?? '');
          if (!held || held.revoked)
            return lwaError(
              400,
              'invalid_grant',
              'The request has an invalid grant parameter : refresh_token',
            );
          return issue(state, held.partner, form.refresh_token);
        }
        return lwaError(400, 'unsupported_grant_type', 'The grant type is not supported');
      },
    ],
  ];
}
