import { describe, expect, it } from 'vitest';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { allScopes } from '../auth/scopes.ts';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: object } }> };
}

/** Spec 5: a `sellerId` in a request body is ignored; the seller is the token's (API-05). */
describe('a sellerId in an Integration API body', () => {
  const s = sellersSuite({ scopes: [...allScopes], sandbox: true });
  const call = (method: Method, url: string, payload?: unknown, headers: object = s.a) =>
    send(s.t, method, url, payload, headers);

  /** Every Integration API operation that takes a JSON body, with its body's schema. */
  const writes = () => {
    const paths = s.t.app.swaggerIntegration().paths as Record<string, Record<string, Operation>>;
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        return schema ? [{ path, method: method.toUpperCase() as Method, schema }] : [];
      }),
    );
  };

  it('is accepted, documented and never refused on any write', async () => {
    const operations = writes();
    expect(operations.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const { path, method, schema } of operations) {
      const item = schema.type === 'array' ? (schema as { items?: typeof schema }).items : schema;
      if (item?.type === 'object') expect(item.properties, `${method} ${path}`).toHaveProperty('sellerId');
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const payload = schema.type === 'array' ? [{ sellerId: s.sellerB }] : { sellerId: s.sellerB };
      const response = await call(method, url, payload);
      // Other fields may be missing (400 naming them) or the ids unknown (404): never the sellerId.
      expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
      if (response.body.includes('sellerId')) refused.push(`${method} ${path}: ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('never picks another seller: what is written and searched is the token’s seller’s', async () => {
    const created = await call('POST', '/integration/products', {
      ...productBody('IGN-1', { variations: [{ sku: 'IGN-1' }] }),
      sellerId: s.sellerB,
    });
    expect(created.statusCode, created.body).toBe(202);
    expect((await call('GET', '/integration/products/IGN-1')).statusCode).toBe(200);
    expect(
      (await call('GET', '/integration/products/IGN-1', undefined, { authorization: `Bearer ${s.tokenB}` }))
        .statusCode,
    ).toBe(404);

    const searched = await call('POST', '/integration/products/list/search', { sellerId: s.sellerB });
    expect(searched.statusCode, searched.body).toBe(200);
    expect(JSON.stringify(searched.json())).toContain('IGN-1');

    const orders = await call('POST', '/integration/orders/list/search', { sellerId: s.sellerB });
    expect(orders.statusCode, orders.body).toBe(200);
  });
});
