import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { registerCors } from './cors.ts';
import { setReplyHeaders } from './reply-headers.ts';
import { echoedRequestId } from './request-id.ts';

const ONE_YEAR_SECONDS = 31_536_000;
const HSTS = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

/** API answers are data, never a document: nothing may load, run or frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The pages (web admin, Swagger UI): scripts only from our own files (Vite emits no inline script);
 * inline styles allowed because Mantine and Swagger UI set style attributes and inject <style>
 * elements at run time; images as data: URIs for the same reason. Never framed (clickjacking).
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The authorization server's answers (`/oauth/*`): its error pages use inline styles, and its
 * form_post answer submits the authorization response to the app's redirect URI with one inline
 * script, whose hash oidc-provider adds to `script-src` itself. So no `form-action` here.
 */
const OAUTH_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Sent with every answer, API and pages alike; a page may only tighten the CSP (the login pages do).
 * `vary: Origin` is CORS's (cors.ts): every answer varies with the caller's Origin. `x-request-id` is
 * filled in per request. Names in lower case, as Fastify stores them.
 */
const fixedHeaders = {
  'x-request-id': '',
  'strict-transport-security': HSTS,
  'content-security-policy': API_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // OAuth codes and ids travel in URLs: no URL of ours is told to another site.
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  vary: 'Origin',
};

/**
 * The headers of an answer written straight on the socket (the authorization server at /oauth, which
 * Fastify's reply and its hooks never see): the same set, with the authorization server's policy.
 */
export function oauthHeaders(echoedId: string): Record<string, string> {
  return { ...fixedHeaders, 'x-request-id': echoedId, 'content-security-policy': OAUTH_POLICY };
}

/**
 * CORS (cors.ts), the security headers, and the plain-HTTP redirect when the request came in over
 * HTTP (as a trusted proxy reports it, SEC-43).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Only FEIRA_PUBLIC_URL names the host: Host and X-Forwarded-Host come from the client, and a
  // redirect built from them sends the browser wherever the request says (issue 21, item 9).
  const httpsOrigin = `https://${new URL(config.publicUrl).host}`;
  // done() rather than a promise: these run on every request (see app.ts).
  app.addHook('onRequest', (request, reply, done) => {
    // One copy of the fixed headers instead of a `reply.header` per name (PLT-45); no hook before this
    // one sets a header.
    setReplyHeaders(reply, {
      ...fixedHeaders,
      'x-request-id': echoedRequestId(request.headers, request.id),
    });
    if (!config.forceHttps) return done();
    // `protocol` reads X-Forwarded-Proto only from a trusted proxy (FEIRA_TRUSTED_PROXIES, SEC-43):
    // anyone else saying "https" over plain HTTP is redirected like any plain request.
    // Health probes come from inside the network over plain HTTP and must not bounce.
    if (request.protocol === 'http' && !request.url.startsWith('/actuator/')) {
      // Answered here: the request goes no further (done() is not called).
      reply.redirect(`${httpsOrigin}${request.url}`, 301);
      return;
    }
    done();
  });

  // An HTML page gets the page policy unless its route already chose a stricter one.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304 has no body and no content type: browsers merge its headers into the cached page, so
    // an API policy sent with it would replace the page's own and block the admin's scripts.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      reply.getHeader('content-security-policy') === API_POLICY
    ) {
      reply.header('Content-Security-Policy', PAGE_POLICY);
    }
    done(null, payload);
  });

  // After the hook above, so an answered preflight carries X-Request-Id and HSTS too.
  registerCors(app, config);
}
