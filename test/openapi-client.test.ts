import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * What an integrator does first: generate a typed client from each OpenAPI document and compile it.
 * The closed sets must come out as literal unions (enums), not `string`.
 */
describe('typed clients generated from the OpenAPI documents', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'feira-client-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const generate = async (path: string, name: string) => {
    const document = (await t.app.inject({ method: 'GET', url: path })).json<Record<string, unknown>>();
    writeFileSync(join(dir, `${name}.ts`), astToString(await openapiTS(document as never)));
    return document;
  };

  const compile = (files: string[]) => {
    const program = ts.createProgram(
      files.map((file) => join(dir, file)),
      { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, types: [] },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  };

  it('compiles clients of all three documents, with the closed sets as enums', async () => {
    const integration = await generate('/api/openapi-integration.json', 'integration');
    await generate('/api/openapi-bff.json', 'bff');
    await generate('/api/openapi.json', 'all');
    expect(JSON.stringify(integration)).not.toContain('"const"');
    writeFileSync(
      join(dir, 'usage.ts'),
      `import type { paths as api } from './integration';
import type { paths as web } from './bff';
import type { paths as all } from './all';
type Body<R> = R extends { content: infer C } ? C[keyof C] : never;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Promotion = Body<api['/integration/promotions/{promotionId}']['get']['responses'][200]>;
export const ruleType: Equal<Promotion['ruleType'], 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE'> = true;
export const promotionStatus: Equal<Promotion['status'], 'INACTIVE' | 'ACTIVE' | 'FINISHED'> = true;

type Ads = Body<api['/integration/ads/list/byOriginSkuId']['get']['responses'][200]>;
type Option = Ads[number]['updateOptions'][number];
export const title: Option = 'TITLE';
// @ts-expect-error an unknown option is not one
export const unknown: Option = 'NOT_AN_OPTION';

type NewRule = web['/bffweb/price-formation/rules']['post']['requestBody'] extends { content: infer C } ? C[keyof C] : never;
export const driver: Equal<NewRule['objective']['driver'], 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT'> = true;
type Job = Body<web['/bffweb/price-formation/rules/{ruleId}/jobs/{jobId}']['get']['responses'][200]>;
export const jobStatus: Equal<Job['status'], 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED'> = true;

type Quote = Body<web['/bffweb/freight/quotes/{postalCode}']['post']['responses'][200]>;
type Explain = NonNullable<Quote['explain']>;
export const outcome: Equal<Explain['outcome'], 'NO_REGION' | 'NO_CARRIER' | 'QUOTED'> = true;
export const callOutcome: Equal<
  Explain['externalCalls'][number]['outcome'],
  'OK' | 'TIMEOUT' | 'HTTP_STATUS' | 'INVALID_JSON' | 'INVALID_REPLY' | 'ERROR' | 'CACHED'
> = true;
type Product = Body<web['/bffweb/catalog/products/{productId}']['get']['responses'][200]>;
type AdSummary = Product['variations'][number]['ads'][number];
export const adStatus: Equal<AdSummary['status'], 'ACTIVE' | 'INACTIVE' | 'PAUSED'> = true;
type IntegrationProduct = Body<api['/integration/products/{productId}']['get']['responses'][200]>;
export const productStatus: Equal<IntegrationProduct['status'], 'ACTIVE' | 'INACTIVE'> = true;
export const variationStatus: Equal<IntegrationProduct['variations'][number]['status'], 'ACTIVE' | 'INACTIVE'> = true;

type Options = all['/bffweb/ads/update/updateOptions']['put']['requestBody'] extends { content: infer C } ? C[keyof C] : never;
export const eventOptions: Equal<Options['eventOptions'][number], Option> = true;
`,
    );
    expect(compile(['integration.ts', 'bff.ts', 'all.ts', 'usage.ts'])).toEqual([]);
  });
});
