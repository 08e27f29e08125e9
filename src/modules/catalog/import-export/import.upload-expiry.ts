import { and, asc, eq, lt } from 'drizzle-orm';
import { systemCtx, withTransaction } from '../../../platform/context.ts';
import { defineRecurringJob } from '../../../platform/jobs/recurring.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { importFiles, imports } from '../catalog.tables.ts';
import { ofImport, storeErrors } from './import.batch.ts';

/** How often unfinished uploads are looked for, besides at each worker's start. */
const EVERY_MS = 60_000;
/** Imports ended per pass; a pass that ends this many runs again at once. */
const PASS_LIMIT = 100;

/** An upload is stored before its job is queued; both happen with `totalBytes` set, in one commit. */
const unfinishedUpload = and(
  eq(imports.status, 'PENDING'),
  eq(imports.source, 'UPLOAD'),
  eq(imports.totalBytes, 0),
);

/** Ends each upload still unfinished `uploadSeconds` after it began: its process died under it. */
async function expireUploads(rt: Runtime): Promise<number> {
  const cutoff = new Date(rt.clock.now().getTime() - rt.config.uploadSeconds * 1000).toISOString();
  const stale = await systemCtx(rt, null, 'catalog-upload-expiry')
    .db.select({ sellerId: imports.sellerId, id: imports.id })
    .from(imports)
    .where(and(unfinishedUpload, lt(imports.createdAt, cutoff)))
    .orderBy(asc(imports.createdAt))
    .limit(PASS_LIMIT);
  const reason = `the upload did not finish within ${rt.config.uploadSeconds} s (the service stopped under it); upload the file again`;
  for (const { sellerId, id } of stale) {
    await withTransaction(systemCtx(rt, sellerId, `import:${id}`), async (tx) => {
      const [ended] = await tx.db
        .update(imports)
        .set({ status: 'FAILED', detail: reason, errorCount: 1, finishedAt: tx.rt.clock.now().toISOString() })
        .where(and(ofImport(sellerId, id), unfinishedUpload))
        .returning({ id: imports.id });
      if (!ended) return;
      await storeErrors(tx, id, 0, [{ row: 1, field: 'file', reason, code: 'upload-interrupted' }]);
      await tx.db
        .delete(importFiles)
        .where(and(eq(importFiles.sellerId, sellerId), eq(importFiles.importId, id)));
    });
  }
  return stale.length;
}

/**
 * A dated job that ends FAILED (`upload-interrupted`) every upload whose process died before the file
 * was stored and its import queued, and schedules its next pass; each worker's start asks for a pass
 * at once (docs/decisions.md SEC-41). An upload still arriving past `uploadSeconds` is ended the same
 * way, and its request refused when it finishes.
 */
export function defineUploadExpiry(rt: Runtime): void {
  defineRecurringJob(rt, {
    name: 'catalog.upload-expiry',
    key: 'catalog:upload-expiry',
    actor: 'catalog-upload-expiry',
    everyMs: EVERY_MS,
    pass: async () => ((await expireUploads(rt)) >= PASS_LIMIT ? 0 : EVERY_MS),
  });
}
