import { describe, expect, it } from 'vitest';
import { eventually } from '../../../../test/helpers/test-app.ts';
import { csv, importWorkspace } from '../../../../test/helpers/import-files.ts';
import type { FakeClock } from '../../../platform/clock.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import { getImport, listImports, receiveUpload } from './import.service.ts';

const { app, newSeller } = importWorkspace();

const file = csv([
  ['externalId', 'title', 'sku'],
  ['P-1', 'Garrafa', 'P-1-A'],
]);

/** An upload's body that sends its first bytes and then nothing until `finish` is called. */
function stalledBody() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  async function* body() {
    yield Buffer.from(file.slice(0, 20));
    await finished;
    yield Buffer.from(file.slice(20));
  }
  return { body: body(), finish };
}

/** Moves the test clock past the upload limit and runs the due dated jobs. */
async function pastTheLimit() {
  const t = app();
  (t.clock as FakeClock).advance((t.rt.config.uploadSeconds + 1) * 1000);
  await t.rt.scheduler.tick();
}

describe('an upload its process never finished (issue 37)', () => {
  it('ends FAILED with a coded reason once the upload limit has passed; finished ones stay', async () => {
    const ctx = await newSeller();
    async function* whole() {
      yield Buffer.from(file);
    }
    const finished = await receiveUpload(ctx, {
      fileName: 'ok.csv',
      format: 'CSV',
      body: whole(),
      maxBytes: 1 << 20,
    });
    await eventually(async () => (await getImport(ctx, finished.id)).status === 'DONE');

    const { body, finish } = stalledBody();
    const upload = receiveUpload(ctx, { fileName: 'cut.csv', format: 'CSV', body, maxBytes: 1 << 20 });
    upload.catch(() => undefined);
    const cut = await eventually(async () =>
      (await listImports(ctx, { page: 0, size: 10 })).items.find((i) => i.fileName === 'cut.csv'),
    );
    expect(cut).toMatchObject({ status: 'PENDING', totalBytes: 0 });

    await pastTheLimit();
    const ended = await eventually(async () => {
      const view = await getImport(ctx, cut.id);
      return view.status === 'FAILED' ? view : undefined;
    });
    const reason = `the upload did not finish within ${app().rt.config.uploadSeconds} s (the service stopped under it); upload the file again`;
    expect(ended).toMatchObject({ detail: reason, errorCount: 1 });
    expect(ended.errors).toEqual([{ row: 1, field: 'file', reason, code: 'upload-interrupted' }]);
    expect(await getImport(ctx, finished.id)).toMatchObject({ status: 'DONE', validRows: 1 });

    // Had the upload been alive after all, it is refused when it ends, and leaves nothing.
    finish();
    const refused = await upload.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'gone', details: { field: 'file' } });
    expect((await listImports(ctx, { page: 0, size: 10 })).items.map((i) => i.id)).toEqual([finished.id]);
  });
});
