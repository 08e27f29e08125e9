import { describe, expect, it } from 'vitest';
import { send, type Method } from './helpers/fixtures.ts';
import { sellersSuite } from './helpers/suite.ts';
import { allScopes } from '../src/platform/auth/scopes.ts';

interface Schema {
  type?: string;
  enum?: string[];
  deprecated?: boolean;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
  description?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** What the OpenAPI documents say about paging, enums and deprecations (issue 43, API-07). */
describe('the OpenAPI documents, as a generated client reads them', () => {
  const s = sellersSuite({ scopes: [...allScopes] });
  const documentOf = async (url: string) =>
    (await s.t.app.inject({ method: 'GET', url })).json<{ paths: Paths }>().paths;
  const operations = (paths: Paths) =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  const param = (operation: Operation, name: string) =>
    operation.parameters?.find((p) => p.in === 'query' && p.name === name);
  const response = (operation: Operation) =>
    Object.values(operation.responses['200']?.content ?? operation.responses['201']?.content ?? {})[0]
      ?.schema;
  const textOf = (p: Parameter) => p.description ?? p.schema.description ?? '';
  /** The schema itself, or its non-null branch of a nullable union. */
  const solid = (schema: Schema | undefined) => schema?.anyOf?.find((b) => b.type !== 'null') ?? schema;

  it('types page and size as integers on every paged operation, and offers sort only where it sorts', async () => {
    const paged = operations(await documentOf('/api/openapi.json')).filter((o) => param(o.operation, 'page'));
    expect(paged.length).toBeGreaterThanOrEqual(29);
    for (const { path, method, operation } of paged) {
      expect(param(operation, 'page')!.schema.type, `${method} ${path} page`).toBe('integer');
      expect(param(operation, 'size')!.schema.type, `${method} ${path} size`).toBe('integer');
    }
    const sorted = paged.filter((o) => param(o.operation, 'sort') && !o.path.includes('{'));
    expect(sorted.length).toBeGreaterThan(0);
    for (const { path, method, operation } of sorted) {
      // The description names the fields: the first one, descending, must be taken.
      const field = /field one of ([A-Za-z]+)/.exec(textOf(param(operation, 'sort')!))?.[1];
      expect(field, `${method} ${path}`).toBeDefined();
      const verb = method.toUpperCase() as Method;
      const answer = await send(
        s.t,
        verb,
        `${path}?sort=${field},desc`,
        verb === 'GET' ? undefined : {},
        s.a,
      );
      expect(answer.statusCode, `${method} ${path}: ${answer.body}`).toBe(200);
    }
  });

  it('marks ean deprecated and gives condition, domain, baseValue, objective and costStructure their shapes', async () => {
    const integration = await documentOf('/api/openapi-integration.json');
    const product = response(integration['/integration/products/{productId}']!.get!)!;
    const variation = product.properties!.variations!.items!;
    expect(variation.properties!.ean!.deprecated).toBe(true);
    expect(solid(product.properties!.condition)!.enum).toEqual(['NEW', 'USED', 'REFURBISHED']);
    const input =
      integration['/integration/products']!.post!.requestBody!.content['application/json']!.schema;
    expect(input.properties!.variations!.items!.properties!.ean!.deprecated).toBe(true);

    const bff = await documentOf('/api/openapi-bff.json');
    const adInput = bff['/bffweb/ads']!.post!.requestBody!.content['application/json']!.schema;
    expect(adInput.properties!.ean!.deprecated).toBe(true);
    const rule = response(bff['/bffweb/price-formation/rules/{ruleId}']!.get!)!;
    expect(rule.properties!.domain!.enum).toEqual(['PRODUCT', 'AD']);
    expect(rule.properties!.baseValue!.enum).toEqual(['COST', 'SALE_PRICE']);
    expect(Object.keys(rule.properties!.objective!.properties!)).toEqual(['driver', 'value', 'valueType']);
    expect(Object.keys(rule.properties!.costStructure!.properties!)).toContain('channelCosts');
    const eligibility = rule.properties!.eligibility!.properties!;
    expect(Object.keys(eligibility)).toContain('adIds');
    expect(Object.keys(eligibility)).not.toContain('categories');
  });
});
