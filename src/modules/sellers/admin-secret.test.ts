import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientCredentialsToken } from '../../../test/helpers/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sha256 } from '../../platform/auth/index.ts';
import { ensureAdminClient, sellersModule } from './index.ts';
import { apps } from './sellers.tables.ts';

/**
 * Issue 21, item 15 (the operator's part): an admin secret chosen in the environment must be long,
 * and is stored as a salted slow hash, not an unsalted SHA-256 a leaked table would give away.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [sellersModule] });
});
afterAll(() => t.close());

const withAdmin = (adminClientId: string, adminClientSecret: string) => ({
  ...t.rt,
  config: { ...t.rt.config, adminClientId, adminClientSecret },
});
const rowOf = async (clientId: string) =>
  (await t.rt.database.db.select().from(apps).where(eq(apps.clientId, clientId)))[0];

describe('FEIRA_ADMIN_CLIENT_SECRET', () => {
  it('is refused when shorter than 32 characters, and nothing is written', async () => {
    await expect(ensureAdminClient(withAdmin('ops-short', 'a very secret value'))).rejects.toThrow(
      /FEIRA_ADMIN_CLIENT_SECRET.*at least 32 characters/,
    );
    expect(await rowOf('ops-short')).toBeUndefined();
  });

  it('is stored as a salted Argon2id hash, and still gets tokens', async () => {
    const secret = 'uma frase longa o bastante para o admin';
    await ensureAdminClient(withAdmin('ops-long', secret));
    const row = await rowOf('ops-long');
    expect(row?.secretHash).toMatch(/^argon2id\$/);
    expect(row?.secretHash).not.toContain(sha256(secret));
    expect((await clientCredentialsToken(t, 'ops-long', secret)).access_token).toBeTruthy();
    await expect(clientCredentialsToken(t, 'ops-long', `${secret}!`)).rejects.toThrow(/401/);
  }, 60_000);
});
