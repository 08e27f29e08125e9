import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createSeller } from '../../../test/helpers/auth.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';
import { SELLER_TIME_ZONE } from '../../../web/src/dates.ts';
import { dashboardModule } from '../../modules/dashboard/index.ts';
import { FIRST_ANSWERS_ID, firstAnswersBlock, firstReadsOf, readFirstAnswers } from './first-answers.ts';

const HEAD = '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head>';
const BODY = '<body><div id="root"></div></body></html>';
const DASHBOARD_URL = `/bffweb/dashboard?timeZone=${encodeURIComponent(SELLER_TIME_ZONE)}`;

/** The answers block of a page, parsed as the admin's boot.ts parses it; undefined when the page has none. */
function answersOf(html: string): Record<string, unknown> | undefined {
  const found = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`).exec(
    html,
  );
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
}

describe('the admin page carries its first reads (WEB-95)', () => {
  let t: TestApp;
  let dist: string;
  let login: WebLogin;
  let sellerId: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), HEAD + BODY);
    t = await createTestApp({ modules: [dashboardModule], webDist: dist });
    sellerId = (await createSeller(t, { name: 'Loja Azul' })).id;
    login = await webLogin(t, sellerId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('reads what the admin reads first: the session everywhere, the figures on the dashboard', () => {
    // The admin asks for the dashboard in its own time zone: another URL would not be taken from the page.
    expect(firstReadsOf('/')).toEqual(['/auth/session', DASHBOARD_URL]);
    expect(firstReadsOf('/catalog')).toEqual(['/auth/session']);
  });

  it('with a session, writes the answers of the session and the dashboard into the page, never cached', async () => {
    const response = await page('/', login.headers.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(HEAD)).toBe(true);
    expect(response.body.endsWith('</body></html>')).toBe(true);
    const answers = answersOf(response.body)!;
    expect(answers['/auth/session']).toMatchObject({ sellerId, email: login.email });
    expect((answers['/auth/session'] as { csrfToken: string }).csrfToken).toBe(login.headers['x-csrf-token']);
    // The same answer the admin's own read gets.
    const read = await t.app.inject({ method: 'GET', url: DASHBOARD_URL, headers: login.headers });
    expect(answers[DASHBOARD_URL]).toEqual(read.json());

    const other = answersOf((await page('/catalog', login.headers.cookie)).body)!;
    expect(Object.keys(other)).toEqual(['/auth/session']);

    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { cookie: login.headers.cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('leaves out what it could not read: an ended session gets an empty block, and the admin asks itself', async () => {
    const response = await page('/', 'feira_session=no-such-session');
    expect(response.statusCode).toBe(200);
    expect(answersOf(response.body)).toEqual({});
  });

  it('without a session cookie, sends the built page as it is, revalidated', async () => {
    const response = await page('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(HEAD + BODY);
  });

  it('escapes "<" so that no text in an answer closes the block', () => {
    const answers = { '/x': { name: '</script><script>alert(1)</script><!--' } };
    const block = firstAnswersBlock(answers);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    expect(answersOf(block)).toEqual(answers);
  });
});

describe('the first reads wait a short while only', () => {
  it('leaves a read slower than its wait to the admin and keeps the ones that answered', async () => {
    const app = Fastify();
    app.get('/fast', async () => ({ fast: true }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return { slow: true };
    });
    app.get('/page', (request) => readFirstAnswers(app, request, ['/fast', '/slow'], 200));
    try {
      // Had the page waited for the slow read, its answer would be in it.
      const page = await app.inject({ method: 'GET', url: '/page' });
      expect(page.json()).toEqual({ '/fast': { fast: true } });
    } finally {
      await app.close();
    }
  });
});
