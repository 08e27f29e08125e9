import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../runtime.ts';
import { DomainError } from '../http/errors.ts';
import { safeReturnPath } from './return-path.ts';
import type { AuthServer } from './auth.ts';
import type { AccountRecord } from './directory.ts';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, attemptLogin, type LoginResult } from './login.ts';
import { consentPage, loginPage, messagePage, pickLang, texts, type Lang } from './pages.ts';
import { randomToken, secretsEqual } from './passwords.ts';
import { INTERACTION_PATH } from './provider.ts';
import { allScopes, scopeCatalogue } from './scopes.ts';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  createSession,
  csrfMatches,
  destroySession,
  findSession,
  readCookie,
  sessionCookie,
} from './sessions.ts';

const LOGIN_FORM_COOKIE = 'feira_login_form';

interface InteractionParams {
  uid: string;
}

type Form = Record<string, string | undefined>;

/** The deep link the seller opened before logging in (`next`), when it is a path of the admin (WEB-67). */
function returnPathOf(request: FastifyRequest): string | null {
  return safeReturnPath((request.query as { next?: unknown } | undefined)?.next);
}

/** The login form posts back to itself, carrying the deep link along. */
function loginAction(request: FastifyRequest, lang: Lang): string {
  const next = returnPathOf(request);
  return `/auth/login?lang=${lang}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
}

function langOf(request: FastifyRequest): Lang {
  const query = request.query as { lang?: string } | undefined;
  return pickLang(query?.lang, request.headers['accept-language']);
}

/**
 * Whether cookies get `Secure`: the browser talks HTTPS to us when the public URL says so, when plain
 * HTTP is redirected away (FEIRA_FORCE_HTTPS), or when the gateway forwarded this request from HTTPS.
 */
function secure(rt: Runtime, request: FastifyRequest): boolean {
  return rt.config.publicUrl.startsWith('https:') || rt.config.forceHttps || request.protocol === 'https';
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The message for a refused login, and its HTTP status. */
function refusal(
  result: Exclude<LoginResult, { ok: true }>,
  lang: Lang,
): { status: number; message: string } {
  const t = texts(lang);
  if (result.reason === 'busy') return { status: 503, message: t.busy };
  if (result.reason === 'locked')
    return { status: 429, message: t.locked(Math.ceil(result.retryAfterMs / 60_000)) };
  if (result.reason === 'slowed')
    return { status: 429, message: t.slowed(Math.ceil(result.retryAfterMs / 1000)) };
  return { status: 401, message: t.badCredentials };
}

async function startSession(
  rt: Runtime,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountRecord,
) {
  const { token, session } = await createSession(rt, account);
  reply.header('Set-Cookie', sessionCookie(token, secure(rt, request), SESSION_TTL_MS / 1000));
  return session;
}

const SessionSchema = Type.Object({
  sellerId: Type.String(),
  userId: Type.String(),
  roles: Type.Array(Type.String()),
  csrfToken: Type.String({ description: `Send it as ${CSRF_HEADER} on state-changing /bffweb calls` }),
  email: Type.Optional(
    Type.String({ description: 'The logged-in user’s e-mail, for the web admin to show' }),
  ),
  expiresAt: Type.String({ format: 'date-time' }),
});

/**
 * The pages and endpoints around the authorization server: login and consent for OAuth (oidc-provider
 * interactions), the web admin's own login/session/logout, RFC 8414 metadata and the discontinued
 * legacy token renewal.
 */
export async function authRoutes(fastify: FastifyInstance, server: AuthServer): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { rt } = server;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // --- OAuth interactions (login, then consent) -------------------------------------------------

  const hidden = { schema: { hide: true }, config: { public: true } } as const;

  async function clientOf(clientId: unknown) {
    return typeof clientId === 'string' ? server.directory.findClient(rt, clientId) : undefined;
  }

  app.get<{ Params: InteractionParams }>(`${INTERACTION_PATH}/:uid`, hidden, async (request, reply) => {
    const lang = langOf(request);
    const t = texts(lang);
    const interaction = await server.provider
      .interactionDetails(request.raw, reply.raw)
      .catch(() => undefined);
    if (!interaction || interaction.uid !== request.params.uid) {
      return html(reply, 400, messagePage(lang, t.errorTitle, 'interaction expired / interação expirada'));
    }
    const client = await clientOf(interaction.params.client_id);
    const base = `${INTERACTION_PATH}/${interaction.uid}`;
    const switchHref = `${base}?lang=${lang === 'en' ? 'pt-BR' : 'en'}`;
    if (interaction.prompt.name === 'login') {
      return html(
        reply,
        200,
        loginPage({
          lang,
          action: `${base}/login?lang=${lang}`,
          cancelAction: `${base}/abort`,
          clientName: client?.name,
          switchHref,
        }),
      );
    }
    const account = await server.directory.findAccount(rt, interaction.session!.accountId);
    const details = interaction.prompt.details as { missingResourceScopes?: Record<string, string[]> };
    const scopes = Object.values(details.missingResourceScopes ?? {}).flat();
    return html(
      reply,
      200,
      consentPage({
        lang,
        action: `${base}/confirm`,
        denyAction: `${base}/abort`,
        clientName: client?.name ?? String(interaction.params.client_id),
        email: account?.email ?? '',
        scopes,
        describe: (scope) => scopeCatalogue[scope]?.[lang === 'en' ? 'en' : 'pt'] ?? scope,
        switchHref,
      }),
    );
  });

  app.post<{ Params: InteractionParams; Body: Form }>(
    `${INTERACTION_PATH}/:uid/login`,
    hidden,
    async (request, reply) => {
      const lang = langOf(request);
      const interaction = await server.provider.interactionDetails(request.raw, reply.raw);
      const client = await clientOf(interaction.params.client_id);
      const email = request.body?.email ?? '';
      const page = (status: number, error: string) =>
        html(
          reply,
          status,
          loginPage({
            lang,
            action: `${INTERACTION_PATH}/${interaction.uid}/login?lang=${lang}`,
            cancelAction: `${INTERACTION_PATH}/${interaction.uid}/abort`,
            clientName: client?.name,
            email,
            error,
          }),
        );
      const password = request.body?.password ?? '';
      // No password a user can set is this long: refused before it costs a hash (or a count).
      if (password.length > MAX_PASSWORD_LENGTH || email.length > MAX_EMAIL_LENGTH)
        return page(400, texts(lang).tooLong(MAX_PASSWORD_LENGTH));
      const result = await attemptLogin(rt, server.directory, {
        email,
        password,
        address: request.ip,
      });
      if (!result.ok) {
        const { status, message } = refusal(result, lang);
        if (result.retryAfterMs > 0) reply.header('Retry-After', Math.ceil(result.retryAfterMs / 1000));
        return page(status, message);
      }
      // An app bound to a seller can only be authorized by that seller's people.
      if (client?.sellerId && client.sellerId !== result.value.sellerId)
        return page(403, texts(lang).wrongSeller);
      await startSession(rt, request, reply, result.value);
      const returnTo = await server.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: result.value.userId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: InteractionParams }>(
    `${INTERACTION_PATH}/:uid/confirm`,
    hidden,
    async (request, reply) => {
      const { provider } = server;
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.prompt.name !== 'consent' || !interaction.session) {
        throw new DomainError('validation-failed', 'This interaction is not waiting for consent');
      }
      const details = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({
            accountId: interaction.session.accountId,
            clientId: String(interaction.params.client_id),
          });
      if (!grant) throw new DomainError('validation-failed', 'The grant of this interaction is gone');
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: InteractionParams }>(
    `${INTERACTION_PATH}/:uid/abort`,
    hidden,
    async (request, reply) => {
      const returnTo = await server.provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user denied the request' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  // --- Web admin session ----------------------------------------------------------------------

  app.get('/auth/login', hidden, async (request, reply) => {
    const lang = langOf(request);
    const formToken = randomToken();
    reply.header(
      'Set-Cookie',
      `${LOGIN_FORM_COOKIE}=${formToken}; Path=/auth/login; HttpOnly; SameSite=Strict${secure(rt, request) ? '; Secure' : ''}`,
    );
    return html(
      reply,
      200,
      loginPage({
        lang,
        action: loginAction(request, lang),
        hidden: { form_token: formToken },
        switchHref: `/auth/login?lang=${lang === 'en' ? 'pt-BR' : 'en'}`,
      }),
    );
  });

  app.post<{ Body: Form }>(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'webLogin',
        summary:
          'Web admin login: JSON {email, password} answers the session; the HTML form redirects to the admin',
        body: Type.Object({
          email: Type.String({ maxLength: MAX_EMAIL_LENGTH }),
          password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
          form_token: Type.Optional(Type.String({ description: 'The HTML form’s token (form posts only)' })),
        }),
        response: { 200: SessionSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const isForm =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const body = request.body ?? {};
      if (isForm) {
        // A form posted from another site carries no SameSite=Strict cookie: no login CSRF.
        const cookie = readCookie(request.headers.cookie, LOGIN_FORM_COOKIE);
        if (!cookie || !body.form_token || !secretsEqual(cookie, body.form_token)) {
          return html(
            reply,
            403,
            messagePage(lang, texts(lang).errorTitle, 'form expired / formulário expirado'),
          );
        }
      }
      const result = await attemptLogin(rt, server.directory, {
        email: String(body.email ?? ''),
        password: String(body.password ?? ''),
        address: request.ip,
      });
      if (!result.ok) {
        const { status, message } = refusal(result, lang);
        if (result.retryAfterMs > 0) reply.header('Retry-After', Math.ceil(result.retryAfterMs / 1000));
        if (isForm) {
          return html(
            reply,
            status,
            loginPage({
              lang,
              action: loginAction(request, lang),
              hidden: { form_token: body.form_token! },
              email: body.email,
              error: message,
            }),
          );
        }
        throw new DomainError(
          status === 401 ? 'invalid-credentials' : status === 503 ? 'unavailable' : 'rate-limited',
          message,
        );
      }
      const session = await startSession(rt, request, reply, result.value);
      if (isForm) return reply.redirect(returnPathOf(request) ?? '/', 303);
      return { ...session, email: result.value.email };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        operationId: 'webSession',
        summary: 'The current web admin session and its CSRF token',
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const token = readCookie(request.headers.cookie, SESSION_COOKIE);
      const session = token ? await findSession(rt, token) : undefined;
      if (!session) throw new DomainError('unauthorized', 'No web session: log in at /auth/login');
      const account = await server.directory.findAccount(rt, session.userId);
      return { ...session, email: account?.email };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'webLogout',
        summary: 'Ends the web admin session (needs X-CSRF-Token)',
      },
    },
    async (request, reply) => {
      const token = readCookie(request.headers.cookie, SESSION_COOKIE);
      const session = token ? await findSession(rt, token) : undefined;
      if (token && session) {
        if (!csrfMatches(session, request.headers[CSRF_HEADER])) {
          throw new DomainError(
            'csrf-token-invalid',
            'Send the session CSRF token in the X-CSRF-Token header',
          );
        }
        await destroySession(rt, token);
      }
      return reply
        .header('Set-Cookie', sessionCookie('', secure(rt, request), 0))
        .code(204)
        .send();
    },
  );

  // --- Metadata -------------------------------------------------------------------------------

  let metadata: Record<string, unknown> | undefined;
  async function authorizationServerMetadata() {
    if (!metadata) {
      const issuer = new URL(server.issuer);
      // Endpoint URLs follow the request's host: ask as a client of the public address would (the
      // protocol is the public URL's, auth.ts).
      const response = await fastify.inject({
        method: 'GET',
        url: `${issuer.pathname}/.well-known/openid-configuration`,
        headers: { host: issuer.host },
      });
      const discovered = response.json<Record<string, unknown>>();
      // The OIDC document lists only OIDC scopes; the API's own scopes are what clients need here.
      metadata = {
        ...discovered,
        scopes_supported: [...((discovered.scopes_supported as string[]) ?? []), ...allScopes],
      };
    }
    return metadata;
  }
  const wellKnown = { schema: { hide: true } } as const;
  app.get('/.well-known/oauth-authorization-server', wellKnown, authorizationServerMetadata);
  app.get('/.well-known/oauth-authorization-server/oauth', wellKnown, authorizationServerMetadata);

  // --- Signing keys (operators) -----------------------------------------------------------------

  app.post(
    '/management/signing-keys/rotate',
    {
      schema: {
        tags: ['management'],
        operationId: 'rotateSigningKeys',
        summary: 'New signing key; the previous one stays published until the tokens it signed expire',
        response: {
          200: Type.Object({ activeKid: Type.String(), publishedKids: Type.Array(Type.String()) }),
        },
      },
    },
    async () => {
      const key = await server.rotateKeys();
      return { activeKid: key.kid, publishedKids: server.keys.published.map((k) => k.kid) };
    },
  );

  // --- Legacy token renewal (discontinued) -------------------------------------------

  const legacy = async () => {
    throw new DomainError(
      'token-renewal-discontinued',
      'API-token renewal is discontinued: get access tokens from the OAuth 2.0 authorization server',
      {
        authorizationServer: server.issuer,
        metadata: `${rt.config.publicUrl}/.well-known/oauth-authorization-server`,
        tokenEndpoint: `${server.issuer}/token`,
      },
    );
  };
  // Every method answers the same 410, so the routes stay out of the OpenAPI documents.
  const legacyOptions = { config: { public: true }, schema: { hide: true } } as const;
  app.all('/integration/tokens', legacyOptions, legacy);
  app.all('/integration/tokens/*', legacyOptions, legacy);
}
