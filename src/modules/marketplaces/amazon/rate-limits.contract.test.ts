import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import { ChannelUnavailableError } from '../connector.ts';
import { SpApiHttp, SpApiRefusal } from './amazon.http.ts';

/**
 * Usage plans against the local fake, which enforces them as Amazon does (a token bucket per
 * selling partner and operation): calls paced by the plan never meet a 429, the rate Amazon tells
 * in `x-amzn-RateLimit-Limit` replaces the documented one, 429 and 5xx are backed off until they
 * give up as an outage, and other refusals are not retried.
 */
describe('Amazon usage plans (contract against the fake)', () => {
  let fake: FakeAmazon;
  const partner = 'ARATE000000001';
  const token = 'Atza|rate-limits-test';

  beforeAll(async () => {
    // This account's plan for getListingsItem is slower than the documented 5 per second.
    fake = await startFakeAmazon({ plans: { getListingsItem: { rate: 2, burst: 12 } } });
    fake.state.accessTokens.set(token, { partner, expiresAt: Date.now() + 3600_000 });
    fake.state.listings.set(`${partner}/SKU-1`, {
      sellerId: partner,
      sku: 'SKU-1',
      productType: 'BOTTLE',
      asin: 'B0TESTTEST',
      attributes: {},
      issues: [],
      createdDate: new Date().toISOString(),
      lastUpdatedDate: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  const getListing = (http: SpApiHttp, sku = 'SKU-1') =>
    http.call({
      operation: 'getListingsItem',
      method: 'GET',
      path: `/listings/2021-08-01/items/${partner}/${sku}`,
      query: { marketplaceIds: BR },
      partner,
      token,
    });

  it('paces a burst by the rate Amazon answers in x-amzn-RateLimit-Limit, so no call is throttled', async () => {
    const http = new SpApiHttp(fake.url);
    const before = fake.calls.length;
    const replies = await Promise.all(Array.from({ length: 20 }, () => getListing(http)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const statuses = fake.calls.slice(before).map((c) => c.status);
    expect(statuses).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });

  it('backs off 429 QuotaExceeded and 500/503, then gives up as unavailable', async () => {
    const http = new SpApiHttp(fake.url, { backoffMs: 5 });
    fake.failNext(`/listings/2021-08-01/items/${partner}/SKU-1`, 429, 2);
    fake.failNext(`/listings/2021-08-01/items/${partner}/SKU-1`, 500, 1);
    const before = fake.calls.length;
    expect((await getListing(http)).status).toBe(200);
    expect(fake.calls.slice(before).map((c) => c.status)).toEqual([429, 429, 500, 200]);

    fake.failNext(`/listings/2021-08-01/items/${partner}/SKU-1`, 503, 5);
    await expect(getListing(http)).rejects.toBeInstanceOf(ChannelUnavailableError);
  });

  it('does not retry a refusal: the same call would be refused again', async () => {
    const http = new SpApiHttp(fake.url);
    const before = fake.calls.length;
    const refused = await getListing(http, 'NO-SUCH-SKU').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpApiRefusal);
    expect((refused as SpApiRefusal).status).toBe(404);
    expect(fake.calls.slice(before)).toHaveLength(1);
  });
});
