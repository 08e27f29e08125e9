import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { asBackground } from '../../../platform/db/background.ts';
import { systemCtx } from '../../../platform/context.ts';
import { createProduct } from '../catalog.service.ts';
import { csvLine } from './domain/export-row.ts';
import { batchRowsFor } from './import.batch.ts';
import { getImport } from './import.service.ts';
import { CSV_TYPE } from './import.readers.ts';

/**
 * Issue 21, item 11: the API keeps answering while a large import runs as a job in the same process.
 * Checked by order and by count, never by time: on PGlite (one connection in this process) no batch
 * of the import starts while a request is in flight, so requests issued mid-import are all answered
 * while at most the batch already under way commits; on PostgreSQL the import works on connections
 * of its own, apart from the requests' pool.
 */
let t: TestApp;
let sellerId: string;
let catalogToken: string;
let productToken: string;
let baseUrl: string;
const BATCHES = 12;

beforeAll(async () => {
  t = await createTestApp();
  // Over real sockets: the event loop turns between requests as it does in service.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  sellerId = (await createSeller(t)).id;
  catalogToken = await tokenFor(t, sellerId, ['bffweb:catalog']);
  productToken = await tokenFor(t, sellerId, ['product:edit']);
  await createProduct(systemCtx(t.rt, sellerId, 'test'), {
    externalId: 'PROBE-1',
    title: 'Produto de sonda',
    variations: [{ sku: 'PROBE-1-A' }],
  });
});
afterAll(() => t?.close());

function csvOf(rows: number): string {
  let text = csvLine(['externalId', 'title', 'sku', 'cost'], ',');
  for (let i = 0; i < rows; i++) {
    const product = `AV-${Math.floor(i / 2)}`;
    text += csvLine([product, `Produto ${product}`, `AV-SKU-${i}`, '10.00'], ',');
  }
  return text;
}

async function startImport(rows: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/bffweb/catalog/imports',
    headers: { ...bearer(catalogToken), 'content-type': CSV_TYPE },
    payload: csvOf(rows),
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ id: string }>().id;
}

/** Read outside any request, so it neither waits for the gate nor holds background work back. */
const progress = (id: string) => getImport(systemCtx(t.rt, sellerId, 'test'), id);

async function get(url: string, token: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    headers: { ...bearer(token), accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as { processedRows?: number } };
}

describe('requests during a large import (issue 21)', () => {
  it('requests issued mid-import are answered while the import waits for them', async () => {
    const batchRows = batchRowsFor(t.rt.database.kind);
    const id = await startImport(BATCHES * batchRows);
    await eventually(async () => (await progress(id)).processedRows > 0, 60_000);

    const gate = t.rt.database.requests;
    // A long request (a slow client's download) stays in flight across the probes below; on PGlite
    // background work waits for it without bound here (in service it waits a moment at most).
    const usualWait = gate?.maxWaitMs ?? 0;
    if (gate) gate.maxWaitMs = 10 * 60_000;
    const slowRequestEnds = gate?.begin();
    const before = (await progress(id)).processedRows;
    const answered: number[] = [];
    try {
      for (let i = 0; i < 8; i++) {
        const product = await get('/integration/products/PROBE-1', productToken);
        const list = await get('/bffweb/catalog/imports', catalogToken);
        const one = await get(`/bffweb/catalog/imports/${id}`, catalogToken);
        expect([product.status, list.status, one.status]).toEqual([200, 200, 200]);
        answered.push(one.body.processedRows!);
      }
    } finally {
      slowRequestEnds?.();
      if (gate) gate.maxWaitMs = usualWait;
    }
    const after = (await progress(id)).processedRows;
    // Every probe was answered before the import finished.
    expect(Math.max(...answered)).toBeLessThan(BATCHES * batchRows);
    if (gate) {
      // Only the batch under way when the probes began committed meanwhile; the rest waited.
      expect(after - before).toBeLessThanOrEqual(batchRows);
    }
    const done = await eventually(async () => {
      const view = await progress(id);
      return view.status === 'DONE' || view.status === 'FAILED' ? view : undefined;
    }, 120_000);
    expect(done).toMatchObject({ status: 'DONE', processedRows: BATCHES * batchRows, invalidRows: 0 });
  }, 240_000);

  it('background work uses its own connections on PostgreSQL and the gated one on PGlite', async () => {
    const inJob = asBackground(() => systemCtx(t.rt, sellerId, 'test'));
    const inRequest = systemCtx(t.rt, sellerId, 'test');
    expect(inRequest.db).toBe(t.rt.database.db);
    expect(inJob.db).toBe(t.rt.database.backgroundDb);
    if (t.rt.database.kind === 'postgres') expect(inJob.db).not.toBe(inRequest.db);
  });
});
