import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, settled, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { accessToken } from './ml.credentials.ts';
import { appHttp } from './ml.http.ts';
import { mercadoLivreSettings } from './ml.config.ts';

/**
 * The account's user as Mercado Livre tells it (tags, site) kept with its tokens and read again at
 * every refresh, and a refresh whose answer was lost: its refresh token may be spent, so it is not
 * sent again; the stored access token serves while it lasts.
 */
describe('Mercado Livre tokens and seller tags (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let seller: string;
  let bff: Record<string, string>;
  const user = { id: 3_671_163_614, nickname: 'LOJA_TAGS', tags: ['normal'] };

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    seller = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, seller, ['bffweb:marketplaces']));
    await connectMercadoLivre(t, fake, bff, user);
    // The connection's consumers (the existing items' scan, the questions) call Mercado Livre with the
    // account's token: once they are done, only the tests' own calls refresh it.
    await settled(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const stored = async () =>
    (
      await queryRows<{ account_id: string; user_id: string; tags: string[]; site_id: string | null }>(
        t.rt.database.db,
        sql`select account_id, user_id, tags, site_id from mercadolivre_credentials where seller_id = ${seller}`,
      )
    )[0]!;
  const nearExpiry = () =>
    t.rt.database.db.execute(
      sql`update mercadolivre_credentials set expires_at = now() + interval '1 minute' where seller_id = ${seller}`,
    );
  const app = () => ({ clientId: fake.state.clientId, clientSecret: fake.state.clientSecret });

  it("keeps the user's tags and site from connect, and reads them again at each refresh", async () => {
    expect(await stored()).toMatchObject({ user_id: '3671163614', tags: ['normal'], site_id: 'MLB' });
    // Mercado Livre switches the seller to user products: the next refresh brings the tag in.
    fake.state.users.get(user.id)!.tags = ['normal', 'user_product_seller'];
    await nearExpiry();
    const key = { sellerId: seller, accountId: (await stored()).account_id };
    await accessToken(
      t.rt,
      appHttp(t.rt.database, 'mercadolivre', fake.url, mercadoLivreSettings.of(t.rt.config)),
      app(),
      key,
    );
    expect((await stored()).tags).toEqual(['normal', 'user_product_seller']);
  });

  it('does not send a refresh token again when the answer to its refresh was lost', async () => {
    const key = { sellerId: seller, accountId: (await stored()).account_id };
    const http = appHttp(t.rt.database, 'mercadolivre', fake.url, mercadoLivreSettings.of(t.rt.config));
    const current = await accessToken(t.rt, http, app(), key);
    await nearExpiry();
    const before = fake.calls.length;
    fake.loseNext('POST', '/oauth/token');
    // The stored token still works until it expires: it is used, and the account stays connected.
    expect(await accessToken(t.rt, http, app(), key)).toBe(current);
    const refreshes = fake.calls.slice(before).filter((c) => c.path === '/oauth/token');
    expect(refreshes.map((c) => c.status)).toEqual([500]);
    const account = (await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: bff }))
      .json()
      .find((a: { platform: string }) => a.platform === 'MERCADO_LIVRE');
    expect(account.status).toBe('CONNECTED');
    expect((await http.call({ method: 'GET', path: '/users/me', token: current })).body).toMatchObject({
      id: user.id,
    });
  });
});
