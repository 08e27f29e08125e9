import { sellerToken, type Scenario } from '../harness.ts';

/**
 * Issue 4: `GET /integration/products/v2/bySkuId/{skuId}` through the whole service (token check,
 * database read of a product with 3 variations) as a ratio of the hello-world route.
 */
export const scenario: Scenario = {
  name: 'catalog-read',
  aim: '>= 0.4 x hello-world (PostgreSQL)',
  async run(h) {
    const service = await h.startService();
    try {
      const { token } = await sellerToken(service, ['product:edit']);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${service.baseUrl}/integration/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          externalId: 'READ-1',
          title: 'Garrafa térmica 1L',
          brand: 'Acme',
          dimension: { weight: 0.8, height: 30, width: 10, length: 10 },
          variations: ['AZUL', 'VERDE', 'ROXO'].map((color, i) => ({
            sku: `READ-1-${color}`,
            ean: ['7891234567895', '7891234567888', '7891234567871'][i],
            cost: 31.9,
            attributes: [{ name: 'Cor', value: color }],
            images: [{ url: `https://img.example/${color}.jpg` }],
          })),
        }),
      });
      const { variations } = (await created.json()) as { variations: { skuId: string }[] };
      const result = await h.autocannon(
        `${service.baseUrl}/integration/products/v2/bySkuId/${variations[0]!.skuId}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
      return {
        scenario: `catalog-read: GET bySkuId (${h.databaseKind})`,
        figure: result.reqPerSec,
        unit: 'req/s',
        baseline: h.helloWorldReqPerSec,
        baselineName: 'hello-world',
        ratio: result.reqPerSec / h.helloWorldReqPerSec,
        aim: '>= 0.4 x hello-world (PostgreSQL)',
        note: `p99 ${result.p99Ms} ms`,
      };
    } finally {
      await service.stop();
    }
  },
};
