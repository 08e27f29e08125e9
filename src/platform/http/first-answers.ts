import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The id of the JSON data block the admin's `web/src/boot.ts` reads. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** The admin's time zone (`SELLER_TIME_ZONE` in web/src/dates.ts), in the dashboard's URL. */
const ADMIN_TIME_ZONE = 'America/Sao_Paulo';
const SESSION_URL = '/auth/session';
const DASHBOARD_URL = `/bffweb/dashboard?timeZone=${encodeURIComponent(ADMIN_TIME_ZONE)}`;

/**
 * What a page of the admin reads before anything else, as the URLs it asks for (web/src/boot.ts): the
 * session on every page, the dashboard's figures on `/`.
 */
export function firstReadsOf(pagePath: string): string[] {
  return pagePath === '/' ? [SESSION_URL, DASHBOARD_URL] : [SESSION_URL];
}

/**
 * How long the page waits for its first reads. The browser shows nothing until the page ends, so a read
 * slower than this (a database under load) is left to the admin, which shows its shell and asks itself.
 */
const FIRST_ANSWERS_WAIT_MS = 300;

/** The headers a read on the caller's behalf carries: its session, and what the proxy said of it. */
const FORWARDED = ['cookie', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * Reads `urls` through the service's own routes, as the caller (its cookie, its address as the proxy
 * reported it), side by side: the same guard, handler and serialization as the admin's own reads. Only
 * 200 answers given within `waitMs` are kept; any other, a failure or a late one leaves its URL to the
 * admin, which asks for it itself.
 */
export async function readFirstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: readonly string[],
  waitMs = FIRST_ANSWERS_WAIT_MS,
): Promise<Record<string, unknown>> {
  let release: () => void = () => undefined;
  const late = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  const timer = setTimeout(release, waitMs);
  // The page's request id goes with the reads: their log lines name it as their caller's.
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': request.id };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answers = await Promise.all(
    urls.map(async (url) => {
      const read = async () => {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers,
          remoteAddress: request.socket.remoteAddress,
        });
        return answer.statusCode === 200 ? ([url, answer.json()] as const) : undefined;
      };
      return Promise.race([read().catch(() => undefined), late]);
    }),
  );
  clearTimeout(timer);
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}

/**
 * The answers as a JSON data block: not a script (the CSP's `script-src 'self'` does not apply to it),
 * read by the admin with JSON.parse. `<` is escaped so that no text inside can close the element.
 */
export function firstAnswersBlock(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}
