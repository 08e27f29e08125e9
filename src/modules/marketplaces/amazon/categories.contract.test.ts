import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../../test/helpers/tenancy.ts';
import { startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import { amazonConfig, connectAmazon } from '../../../../test/helpers/amazon.ts';

/**
 * Amazon's product types as the seller's category picker (docs/decisions.md ADS-112):
 * `searchDefinitionsProductTypes` by keywords and by item name, and the attributes a type's LISTING
 * requirements make required, against the local fake.
 */
describe('Amazon product types for the category picker (contract against the fake)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let tokenB: string;
  let bff: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    fake = await startFakeAmazon();
    t = await createTestApp({ config: amazonConfig(fake) });
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
    tokenB = await tokenFor(t, sellerB, ['bffweb:marketplaces']);
    accountId = (await connectAmazon(t, fake, bff, 'A3CATEG0R1ESBR')).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bff });

  it('searches product types by words and suggests one for a title', async () => {
    const found = await get(`/bffweb/marketplaces/AMAZON/categories?accountId=${accountId}&q=camisa`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([{ id: 'SHIRT', name: 'Camisa' }]);
    const suggested = await get(
      `/bffweb/marketplaces/AMAZON/categories?accountId=${accountId}&title=${encodeURIComponent('Garrafa térmica 1L')}`,
    );
    expect(suggested.json()).toEqual([{ id: 'BOTTLE', name: 'Garrafa' }]);
  });

  it("lists a product type's required attributes by the schema's Portuguese titles, those the ad fills marked automatic", async () => {
    const answer = await get(
      `/bffweb/marketplaces/AMAZON/categories/SHIRT/attributes?accountId=${accountId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const byId = new Map(answer.json().map((a: { id: string }) => [a.id, a]));
    expect(byId.get('color')).toEqual({
      id: 'color',
      name: 'Cor',
      description: 'A cor principal do produto, como o cliente a vê',
      required: true,
      automatic: false,
      values: [],
    });
    expect(byId.get('size')).toMatchObject({ name: 'Tamanho' });
    expect(byId.get('item_name')).toMatchObject({ name: 'Nome do item', required: true, automatic: true });
    // The definition was asked in pt_BR, and its schema link is that locale's.
    const definition = fake.calls.find((c) =>
      c.path.startsWith('/definitions/2020-09-01/productTypes/SHIRT'),
    );
    expect(definition?.path).toContain('locale=pt_BR');
    const unknown = await get(
      `/bffweb/marketplaces/AMAZON/categories/NO_SUCH_TYPE/attributes?accountId=${accountId}`,
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().detail).toMatch(/^Amazon: NotFound/);
  });

  it('has no listing types, and keeps seller A’s account from seller B', async () => {
    const amazon = (await get('/bffweb/marketplaces/platforms'))
      .json()
      .find((p: { platform: string }) => p.platform === 'AMAZON');
    expect(amazon).toMatchObject({ choosesCategories: true, listingTypes: [] });
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        { method: 'GET', url: `/bffweb/marketplaces/AMAZON/categories?accountId=${accountId}&q=camisa` },
        {
          method: 'GET',
          url: `/bffweb/marketplaces/AMAZON/categories/SHIRT/attributes?accountId=${accountId}`,
        },
      ],
    });
  });
});
