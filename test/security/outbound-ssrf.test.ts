import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../helpers/auth.ts';

// Issue 21, item 8: the local-use NAT64 prefix and Teredo passed the SSRF guard on webhook and
// quote URLs, on creation and on change. Every address here must be refused on all four paths.
const refusedUrls = [
  'https://[64:ff9b:1::a00:1]/hook',
  'https://[2001::1]/hook',
  'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
  'https://[2002:7f00:1::1]/hook',
  'https://[64:ff9b::7f00:1]/hook',
  'https://[::ffff:169.254.169.254]/hook',
  'https://[2001:2::1]/hook',
  'https://[3fff::1]/hook',
  'https://198.18.0.1/hook',
  'https://service.internal/hook',
];

describe('one outbound SSRF guard on webhook and quote URLs (POST and PATCH)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { allowInsecureWebhooks: false } });
    const seller = await createSeller(t);
    token = await tokenFor(t, seller.id, ['bffweb:webhooks', 'bffweb:freight']);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  const webhook = (url: string) => ({
    urlName: `hook-${Math.random()}`,
    url,
    token: { header: 'X-Feira-Token', value: 'v' },
    domains: ['stock'],
  });

  it('refuses the special-purpose ranges when a webhook is created or changed', async () => {
    const created = await send('POST', '/bffweb/webhooks', webhook('https://93.184.216.34/hook'));
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const url of refusedUrls) {
      for (const [method, path] of [
        ['POST', '/bffweb/webhooks'],
        ['PATCH', `/bffweb/webhooks/${id}`],
      ] as const) {
        const response = await send(method, path, method === 'POST' ? webhook(url) : { url });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json(), url).toMatchObject({ field: 'url' });
      }
    }
    const list = await t.app.inject({ method: 'GET', url: '/bffweb/webhooks', headers: bearer(token) });
    expect(list.json().page.totalElements).toBe(1);
    const kept = await t.app.inject({ method: 'GET', url: `/bffweb/webhooks/${id}`, headers: bearer(token) });
    expect(kept.json()).toMatchObject({ url: 'https://93.184.216.34/hook' });
  });

  it('refuses the special-purpose ranges when a carrier quote URL is set or changed', async () => {
    const created = await send('POST', '/bffweb/freight/carriers', {
      name: 'Own quotes',
      quoteUrl: 'https://93.184.216.34/q',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const raw of refusedUrls) {
      const url = raw.replace(/\/hook$/, '/q');
      const posted = await send('POST', '/bffweb/freight/carriers', { name: 'X', quoteUrl: url });
      expect(posted.statusCode, `POST ${url}`).toBe(400);
      expect(posted.json()).toMatchObject({ field: 'quoteUrl' });
      const patched = await send('PATCH', `/bffweb/freight/carriers/${id}`, { quoteUrl: url });
      expect(patched.statusCode, `PATCH ${url}`).toBe(400);
    }
    const kept = await t.app.inject({
      method: 'GET',
      url: `/bffweb/freight/carriers/${id}`,
      headers: bearer(token),
    });
    expect(kept.json()).toMatchObject({ quoteUrl: 'https://93.184.216.34/q' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/bffweb/freight/carriers',
      headers: bearer(token),
    });
    expect(list.json().page.totalElements).toBe(1);
  });
});
