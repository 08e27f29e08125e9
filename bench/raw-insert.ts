import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db/connection.ts';
import { freshDatabase } from './harness.ts';

/**
 * Baseline 2: single-row INSERT transactions on the same kind of database the service
 * uses, through the same drivers, one connection after another for `seconds`.
 */
export async function rawInsertBaseline(serverUrl: string | undefined, seconds: number): Promise<number> {
  const target = await freshDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir, poolMax: 4 });
  try {
    await database.db.execute(sql`create table bench_rows (id bigserial primary key, payload text not null)`);
    const deadline = performance.now() + seconds * 1000;
    let count = 0;
    // PostgreSQL takes several connections; PGlite serializes on its single one.
    const lanes = database.kind === 'postgres' ? 4 : 1;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (performance.now() < deadline) {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`insert into bench_rows (payload) values (${'row'})`);
          });
          count++;
        }
      }),
    );
    return count / seconds;
  } finally {
    await database.close();
    await target.drop();
  }
}
