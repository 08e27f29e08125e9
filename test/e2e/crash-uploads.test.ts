import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { csvLine } from '../../src/modules/catalog/import-export/domain/export-row.ts';
import { XLSX_TYPE } from '../../src/modules/catalog/import-export/import.readers.ts';
import { Service, seed, started, target, until } from '../helpers/crash.ts';
import { plainWorkbook, sharedStringsBomb } from '../helpers/xlsx-bomb.ts';

/**
 * Issue 37: uploads that took the service down or were left behind by it. An XLSX file of 4 MB whose
 * shared strings unpack to 4 GB, sent through the upload route of a running service; and an upload
 * cut off by `kill -9` of the service, then a restart.
 */
const IMPORTS = '/bffweb/catalog/imports';
const header = ['externalId', 'title', 'sku', 'cost'];

afterAll(async () => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
});

interface ImportView {
  id: string;
  fileName: string;
  status: string;
  detail: string | null;
  errors: { row: number; field: string; code: string | null; reason: string }[];
}

/** `/actuator/health` asked every 100 ms until `stop`: every answer's status, or the error instead. */
function watchHealth(baseUrl: string) {
  const answers: (number | string)[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const answer = await fetch(`${baseUrl}/actuator/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.status,
        (e: Error) => e.message,
      );
      answers.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return answers;
    },
  };
}

async function post(service: Service, body: Buffer) {
  const response = await fetch(`${service.baseUrl}${IMPORTS}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.token}`, 'content-type': XLSX_TYPE },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('uploads the service must survive (issue 37)', () => {
  it('answers health during and after an XLSX bomb, refuses it and goes on importing', async () => {
    const db = await target();
    try {
      const client = await seed(db.env, { scopes: ['bffweb:catalog'] });
      const service = new Service(db.env, client);
      await service.start();
      const bomb = sharedStringsBomb(header, 4000, { descriptors: true });
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);

      const health = watchHealth(service.baseUrl);
      const refused = await post(service, bomb);
      const during = await health.stop();
      expect(refused.status, JSON.stringify(refused.body)).toBe(413);
      expect(refused.body).toMatchObject({
        field: 'file',
        part: 'xl/sharedStrings.xml',
        detail: expect.stringMatching(/^file: XLSX: too large once unpacked: xl\/sharedStrings\.xml/),
      });
      expect(during.length).toBeGreaterThan(0);
      expect(during.filter((status) => status !== 200)).toEqual([]);

      // The service is the same process, and still imports: nothing of the bomb is left PENDING.
      expect(service.process.child.exitCode).toBeNull();
      expect((await fetch(`${service.baseUrl}/actuator/health`)).status).toBe(200);
      const accepted = await post(service, plainWorkbook(header));
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
      await until(
        'the plain workbook imported',
        async () => {
          const view = await service.call<ImportView>('GET', `${IMPORTS}/${String(accepted.body.id)}`);
          return view.status === 'DONE' ? view : undefined;
        },
        120_000,
      );
      const list = await service.call<{ _embedded?: { catalogImportList?: ImportView[] } }>('GET', IMPORTS);
      expect(list._embedded?.catalogImportList?.map((i) => i.status)).toEqual(['DONE']);
      expect(await service.process.stop()).toBe(0);
    } finally {
      db.cleanup();
    }
  }, 300_000);

  it('ends FAILED, with its reason, an upload that a kill -9 cut off', async () => {
    const db = await target();
    try {
      const client = await seed(db.env, { scopes: ['bffweb:catalog'] });
      const env = { ...db.env, FEIRA_UPLOAD_SECONDS: '2' };
      const service = new Service(env, client);
      await service.start();

      // The first rows of a file whose upload never ends.
      const request = http.request(`${service.baseUrl}${IMPORTS}?fileName=cut.csv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.token}`, 'content-type': 'text/csv' },
      });
      request.on('error', () => undefined);
      request.write(csvLine(header, ',') + csvLine(['P-1', 'Garrafa', 'P-1-A', '1'], ','));
      const cut = await until(
        'the upload under way',
        async () => {
          const list = await service.call<{ _embedded?: { catalogImportList?: ImportView[] } }>(
            'GET',
            IMPORTS,
          );
          return list._embedded?.catalogImportList?.find((i) => i.fileName === 'cut.csv');
        },
        60_000,
      );
      expect(cut.status).toBe('PENDING');
      await service.kill();
      request.destroy();
      await service.start();

      const ended = await until(
        'the cut upload ended',
        async () => {
          const view = await service.call<ImportView>('GET', `${IMPORTS}/${cut.id}`);
          return view.status === 'PENDING' ? undefined : view;
        },
        90_000,
      );
      expect(ended).toMatchObject({
        status: 'FAILED',
        detail: expect.stringMatching(/^the upload did not finish within 2 s/),
        errors: [{ row: 1, field: 'file', code: 'upload-interrupted' }],
      });
      expect(await service.process.stop()).toBe(0);
    } finally {
      db.cleanup();
    }
  }, 300_000);
});
