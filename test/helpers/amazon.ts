import { expect } from 'vitest';
import type { FakeAmazon } from '../../fakes/amazon/fake.ts';
import { connectCookie, consent } from './mercadolivre.ts';
import type { TestApp } from './test-app.ts';

/**
 * The app's Amazon settings pointing at the fake (Seller Central, Login with Amazon and the SP-API on
 * one server). The poll is booked an hour apart: tests run it themselves, when they mean to.
 */
export const amazonConfig = (fake: FakeAmazon) => ({
  namespaces: {
    amazon: {
      lwaClientId: fake.state.clientId,
      lwaClientSecret: fake.state.clientSecret,
      appId: fake.state.appId,
      spApiUrl: fake.url,
      lwaUrl: fake.url,
      consentUrl: fake.url,
      pollSeconds: 3600,
    },
  },
});

/** Follows Seller Central's consent page as a browser would; answers the callback path it sends back to. */
export const followConsent = (url: string) => consent(url);

/** Starts a connect flow of the seller whose bff headers are given: the consent URL and its browser cookie. */
export async function startAmazonConnect(t: TestApp, bff: Record<string, string>) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/bffweb/marketplaces/AMAZON/connect',
    headers: bff,
  });
  expect(started.statusCode, started.body).toBe(200);
  return {
    url: started.json<{ authorizationUrl: string }>().authorizationUrl,
    cookie: connectCookie(started),
  };
}

/** Connects the seller to Amazon selling partner `partner` through the whole flow; answers the account. */
export async function connectAmazon(
  t: TestApp,
  fake: FakeAmazon,
  bff: Record<string, string>,
  partner: string,
) {
  const { url, cookie } = await startAmazonConnect(t, bff);
  fake.state.consentAs = partner;
  const done = await t.app.inject({ method: 'GET', url: await consent(url), headers: { cookie } });
  expect(done.statusCode, done.body).toBe(302);
  const accounts = await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: bff });
  return accounts
    .json<{ id: string; platform: string; status: string }[]>()
    .find((a) => a.platform === 'AMAZON')!;
}
