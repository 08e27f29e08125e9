import { describe, expect, it } from 'vitest';
import { send } from '../../../../test/helpers/fixtures.ts';
import { sellersSuite } from '../../../../test/helpers/suite.ts';
import { bearer } from '../../../../test/helpers/auth.ts';
import { webLogin } from '../../../../test/helpers/web.ts';

type Entry = { action: string; entity: string; entityId: string; before: unknown; after: unknown };

/** Switching a marketplace connection off or on is in the change history, with who did it. */
describe('marketplace connection changes in the change history', () => {
  const s = sellersSuite({ sandbox: true, scopesB: ['bffweb:marketplaces'], web: true });

  const asWeb = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    send(s.t, method, url, payload, { ...s.web.headers, accept: 'application/json' });
  const history = async (headers: object) => {
    const response = await send(s.t, 'GET', '/bffweb/audit/changes?entity=marketplace', undefined, {
      ...headers,
      accept: 'application/json',
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json()._embedded?.auditEntryList ?? []) as Entry[];
  };

  it('records a disconnection and a reconnection, before and after', async () => {
    const account = (
      await asWeb('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} })
    ).json();
    const off = await asWeb('PUT', `/bffweb/marketplaces/${account.id}`, { status: 'DISCONNECTED' });
    expect(off.statusCode, off.body).toBe(200);
    // Settings alone change no connection: no entry.
    await asWeb('PUT', `/bffweb/marketplaces/${account.id}`, { settings: { nickname: 'loja' } });
    const on = await asWeb('PUT', `/bffweb/marketplaces/${account.id}`, { status: 'CONNECTED' });
    expect(on.statusCode, on.body).toBe(200);
    const entries = await history(s.web.headers);
    expect(
      entries.map(({ action, entity, entityId, before, after }) => ({
        action,
        entity,
        entityId,
        before,
        after,
      })),
    ).toEqual([
      {
        action: 'CONNECT',
        entity: 'marketplace',
        entityId: account.id,
        before: expect.objectContaining({ platform: 'SANDBOX', status: 'DISCONNECTED' }),
        after: expect.objectContaining({ platform: 'SANDBOX', status: 'CONNECTED' }),
      },
      {
        action: 'DISCONNECT',
        entity: 'marketplace',
        entityId: account.id,
        before: expect.objectContaining({ status: 'CONNECTED' }),
        after: expect.objectContaining({ status: 'DISCONNECTED' }),
      },
    ]);
  });

  it("records nothing when another seller tries to disconnect A's account, and refuses a bad status", async () => {
    const account = (
      await asWeb('POST', '/bffweb/marketplaces', { platform: 'SANDBOX_ML', settings: {} })
    ).json();
    const before = (await history(s.web.headers)).length;
    const foreign = await send(
      s.t,
      'PUT',
      `/bffweb/marketplaces/${account.id}`,
      { status: 'DISCONNECTED' },
      bearer(s.tokenB),
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await asWeb('PUT', `/bffweb/marketplaces/${account.id}`, { status: 'OFF' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.body).toContain('status');
    expect(await history(s.web.headers)).toHaveLength(before);
    expect(await history((await webLogin(s.t, s.sellerB)).headers)).toEqual([]);
  });
});
