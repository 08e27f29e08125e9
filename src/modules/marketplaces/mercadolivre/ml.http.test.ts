import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/helpers/databases.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { openDatabase, type Database } from '../../../platform/db/connection.ts';
import { pacerOf, PaceRefused, type Pacer } from '../../../platform/pacing/pacer.ts';
import { appHttp, MlHttp } from './ml.http.ts';

/**
 * Mercado Livre's limit is the application's (ADS-25): every process calling as the app spends one bucket
 * (OPS-41). On PostgreSQL a second connection to the database is a second process; on PGlite, which one
 * process opens, the process's calls share it.
 */
describe("the Mercado Livre application's calls share one bucket", () => {
  let t: TestDatabase;
  let other: Database;
  let fake: FakeMercadoLivre;
  beforeAll(async () => {
    t = await freshDatabase();
    other = t.url ? await openDatabase({ databaseUrl: t.url, poolMax: 2 }) : t.database;
    fake = await startFakeMercadoLivre();
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
    await t.database.close();
    await fake.close();
  });

  it('a second process finds the token the first one spent, per API', async () => {
    // One token every 100 s: once it is spent, the next call would wait far past a test's length.
    const app = { clientId: fake.state.clientId, ratePerSecond: 0.01 };
    const plan = () => ({ rate: app.ratePerSecond, burst: 1 });
    const first = appHttp(t.database, 'mercadolivre', fake.url, app);
    // Any answer will do (no token: 401); the call took its turn in the bucket before it left.
    await first.call({ method: 'GET', path: '/users/me' }).catch(() => undefined);
    expect(fake.calls.map((c) => c.path)).toEqual(['/users/me']);

    // Not allowed to wait: refused at once, because the app's one token is spent.
    await expect(pacerOf(other).take(`mercadolivre:${app.clientId}`, plan, 0)).rejects.toBeInstanceOf(
      PaceRefused,
    );
    // Mercado Pago's API is another limit: its bucket is full.
    await pacerOf(other).take(`mercadopago:${app.clientId}`, plan, 0);
  });
});

/** A pacer that lets every call go and records what it was told. */
function recordingPacer(): Pacer & { told: string[] } {
  const told: string[] = [];
  return {
    told,
    take: async (key) => void told.push(`take ${key}`),
    empty: async (key) => void told.push(`empty ${key}`),
  };
}

describe("a 429 from Mercado Livre empties the application's bucket", () => {
  let fake: FakeMercadoLivre;
  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('empties it once per 429, then the retry takes its turn again', async () => {
    const pacer = recordingPacer();
    const http = new MlHttp(fake.url, { pacer, paceKey: 'mercadolivre:app', backoffMs: 1 });
    fake.failNext('/categories/MLB1234', 429);
    const reply = await http.call({ method: 'GET', path: '/categories/MLB1234/attributes' });
    expect(reply.status).toBe(200);
    expect(pacer.told).toEqual(['take mercadolivre:app', 'empty mercadolivre:app', 'take mercadolivre:app']);
  });

  it('leaves it alone on a 5xx, which says nothing of the limit', async () => {
    const pacer = recordingPacer();
    const http = new MlHttp(fake.url, { pacer, paceKey: 'mercadolivre:app', backoffMs: 1 });
    fake.failNext('/categories/MLB1234', 503);
    await http.call({ method: 'GET', path: '/categories/MLB1234/attributes' });
    expect(pacer.told).toEqual(['take mercadolivre:app', 'take mercadolivre:app']);
  });
});
