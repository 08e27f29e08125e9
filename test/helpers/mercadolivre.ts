import { expect } from 'vitest';
import { eventually } from './test-app.ts';
import type { FakeMercadoLivre } from '../../fakes/mercadolivre/fake.ts';
import type { FakeUser } from '../../fakes/mercadolivre/state.ts';
import type { TestApp } from './test-app.ts';

/** The app's Mercado Livre settings pointing at the fake (its API, Mercado Pago's and the consent page on one server). */
export const mercadoLivreConfig = (fake: FakeMercadoLivre) => ({
  namespaces: {
    mercadoLivre: {
      clientId: fake.state.clientId,
      clientSecret: fake.state.clientSecret,
      apiUrl: fake.url,
      paymentsApiUrl: fake.url,
      authUrl: fake.url,
      ratePerSecond: 20,
    },
  },
});

/** Follows the consent page as a browser would; answers the callback path Mercado Livre sends back to. */
export async function consent(authorizationUrl: string): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  return back.pathname + back.search;
}

/** The `Cookie` header a browser sends back to the callback after the connect answer `started` set it. */
export function connectCookie(started: {
  headers: Record<string, string | string[] | number | undefined>;
}): string {
  const header = started.headers['set-cookie'];
  const set = Array.isArray(header) ? header.join('\n') : String(header ?? '');
  const cookie = /feira_connect=[^;]+/.exec(set)?.[0];
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Connects the seller (whose bff headers are given) to Mercado Livre user `user`, through the whole flow. */
export async function connectMercadoLivre(
  t: TestApp,
  fake: FakeMercadoLivre,
  bff: Record<string, string>,
  user: FakeUser,
) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/bffweb/marketplaces/MERCADO_LIVRE/connect',
    headers: bff,
  });
  expect(started.statusCode).toBe(200);
  fake.state.consentAs = user;
  const callback = await consent(started.json().authorizationUrl);
  const done = await t.app.inject({
    method: 'GET',
    url: callback,
    headers: { cookie: connectCookie(started) },
  });
  expect(done.statusCode).toBe(302);
  const accounts = await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: bff });
  return accounts.json().find((a: { platform: string }) => a.platform === 'MERCADO_LIVRE');
}

export interface LabelGroup {
  status: string;
  packages: {
    orderId: string;
    status: string;
    format?: string;
    labelUrl?: string;
    refusalReason?: string;
  }[];
}

/** Asks Mercado Livre's labels for the orders (a tag group) and answers the group once processed. */
export async function labelGroup(
  t: TestApp,
  headers: Record<string, string>,
  orderIds: string[],
): Promise<LabelGroup> {
  const requested = await t.app.inject({
    method: 'POST',
    url: '/integration/tags/group/MERCADO_LIVRE',
    headers,
    payload: { orderIds },
  });
  expect(requested.statusCode, requested.body).toBe(202);
  return eventually<LabelGroup>(async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/integration/tags/${requested.json().groupId}`,
      headers,
    });
    return read.json().status === 'PROCESSING' ? undefined : read.json();
  });
}

/** An authorized NF-e's XML (cStat 100) for `accessKey`, as a seller's ERP sends it. */
export const nfeXml = (accessKey: string) =>
  `<?xml version="1.0"?><nfeProc><NFe><infNFe Id="NFe${accessKey}"><ide><nNF>1234</nNF><serie>1</serie></ide></infNFe></NFe>` +
  `<protNFe><infProt><chNFe>${accessKey}</chNFe><cStat>100</cStat></infProt></protNFe></nfeProc>`;
