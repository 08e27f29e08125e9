import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { eventually } from '../../../test/helpers/test-app.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';
import { FakeClock } from '../../platform/clock.ts';
import { commandLineCtx, systemCtx } from '../../platform/context.ts';
import { importFile } from '../catalog/index.ts';
import { purgeBefore } from './audit.service.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';

interface Entry {
  id: string;
  at: string;
  actor: { kind: string; id: string; viaClientId: string | null };
  requestId: string;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  sellerId?: string;
}

const DAY = 86_400_000;

describe('change history (/bffweb/audit/changes, /management/audit/changes)', () => {
  const clock = new FakeClock('2026-03-01T12:00:00.000Z');
  const s = sellersSuite({ clock, scopes: ['product:edit', 'price:edit', 'promotion:edit'], web: true });
  let appClientId: string;
  let webB: WebLogin;
  let skuId: string;

  const call = (method: Method, url: string, payload?: unknown, headers: object = s.a) =>
    send(s.t, method, url, payload, { accept: 'application/json', ...headers });
  const asWeb = (method: Method, url: string, payload?: unknown) => call(method, url, payload, s.web.headers);
  const trail = async (query = '', headers: object = s.web.headers) => {
    const response = await call('GET', `/bffweb/audit/changes${query}`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ _embedded: { auditEntryList: Entry[] }; page: { totalElements: number } }>();
    return { entries: body._embedded.auditEntryList, total: body.page.totalElements, body: response.body };
  };

  beforeAll(async () => {
    webB = await webLogin(s.t, s.sellerB);
    appClientId = JSON.parse(Buffer.from(s.tokenA.split('.')[1]!, 'base64url').toString()).client_id;
    const created = await call('POST', '/integration/products', productBody('AUD-1'));
    expect(created.statusCode, created.body).toBe(202);
    skuId = created.json().variations[0].skuId;
  });

  it("records a cost's creation and change by an app, with the amounts before and after", async () => {
    const body = productBody('AUD-1');
    const replaced = await call('PUT', '/integration/products/AUD-1', {
      ...body,
      variations: [{ ...body.variations[0], skuId, cost: 35.5 }],
    });
    expect(replaced.statusCode, replaced.body).toBe(202);
    const { entries } = await trail('?entity=cost');
    expect(entries.map((e) => [e.action, e.before?.cost ?? null, e.after?.cost])).toEqual([
      ['UPDATE', '31.9', '35.5'],
      ['CREATE', null, '31.9'],
    ]);
    expect(entries[0]).toMatchObject({ entityId: skuId, actor: { kind: 'APP', id: appClientId } });
    expect(entries[0]!.actor.viaClientId).toBeNull();
    expect(entries[0]!.requestId).toEqual(replaced.headers['x-request-id']);
  });

  it('records each price set, with the price it replaced, and nothing for a price set again as it was', async () => {
    for (const value of [99.9, 89.9, 89.9]) {
      const response = await call('PUT', '/integration/prices/bysku', { skuId, value });
      expect(response.statusCode, response.body).toBe(202);
    }
    const { entries } = await trail(`?entity=price&entityId=${skuId}`);
    expect(entries.map((e) => [e.action, e.before?.value ?? null, e.after?.value])).toEqual([
      ['SET', '99.90', '89.90'],
      ['SET', null, '99.90'],
    ]);
  });

  it('records promotions created and deleted', async () => {
    const created = await call('POST', '/integration/promotions', {
      name: 'Semana',
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 10,
      restorePricesOnAutoFinish: true,
      eligibility: { domain: 'PRODUCT', skuIds: [skuId] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await call('DELETE', `/integration/promotions/${id}`)).statusCode).toBe(204);
    const { entries } = await trail(`?entity=promotion&entityId=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['DELETE', 'CREATE']);
    expect(entries[1]!.after).toMatchObject({ name: 'Semana', value: '10', status: 'INACTIVE' });
    expect(entries[0]).toMatchObject({ before: { name: 'Semana' }, after: null });
  });

  it('records rules created, changed and deleted by a web user', async () => {
    const rule = {
      name: 'Margem 10',
      eligibility: { platforms: ['SANDBOX'], skuIds: [skuId] },
      costStructure: { channelCosts: { commission: 0.16, freight: 5, tax: 0.04 } },
      objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 },
    };
    const created = await asWeb('POST', '/bffweb/price-formation/rules', rule);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const updated = await asWeb('PUT', `/bffweb/price-formation/rules/${id}`, { ...rule, name: 'Margem 12' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await asWeb('DELETE', `/bffweb/price-formation/rules/${id}`)).statusCode).toBe(204);
    const { entries } = await trail(`?entity=rule&entityId=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(entries[1]).toMatchObject({ before: { name: 'Margem 10' }, after: { name: 'Margem 12' } });
    expect(entries.every((e) => e.actor.kind === 'USER' && e.actor.viaClientId === null)).toBe(true);
  });

  it('records webhook endpoints without their token value or signing secret', async () => {
    const created = await asWeb('POST', '/bffweb/webhooks', {
      urlName: 'erp',
      url: 'http://127.0.0.1:9/hook',
      token: { header: 'X-Feira-Token', value: 'partner-token-value' },
      statuses: ['Criado'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const secret = created.json().secret as string;
    expect((await asWeb('POST', `/bffweb/webhooks/${id}/disable`, { reason: 'manutenção' })).statusCode).toBe(
      200,
    );
    expect((await asWeb('POST', `/bffweb/webhooks/${id}/secret/rotate`, {})).statusCode).toBeLessThan(300);
    const { entries, body } = await trail(`?entity=webhook&entityId=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['ROTATE_SECRET', 'DISABLE', 'CREATE']);
    expect(entries[1]).toMatchObject({ before: { status: 'ENABLED' }, after: { status: 'DISABLED' } });
    expect(body).not.toContain('partner-token-value');
    expect(body).not.toContain(secret);
  });

  it('records apps: a web user creating one and rotating its secret, an operator registering one for the seller', async () => {
    const created = await asWeb('POST', '/bffweb/apps/clients', { name: 'ERP', scopes: ['price:edit'] });
    expect(created.statusCode, created.body).toBe(201);
    const { clientId, clientSecret } = created.json();
    const rotated = await asWeb('POST', `/bffweb/apps/clients/${clientId}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const operator = bearer(await adminToken(s.t));
    const registered = await call(
      'POST',
      '/management/apps',
      { name: 'Parceiro', sellerId: s.sellerA, grantTypes: ['client_credentials'], scopes: ['stock:edit'] },
      operator,
    );
    expect(registered.statusCode, registered.body).toBe(201);

    const { entries, body } = await trail('?entity=app');
    expect(entries.map((e) => [e.action, e.entityId, e.actor.kind])).toEqual([
      ['CREATE', registered.json().clientId, 'OPERATOR'],
      ['ROTATE_SECRET', clientId, 'USER'],
      ['CREATE', clientId, 'USER'],
    ]);
    expect(entries[2]!.after).toMatchObject({ name: 'ERP', scopes: ['price:edit'] });
    expect(body).not.toContain(clientSecret);
    expect(body).not.toContain(rotated.json().clientSecret);
  });

  it('filters by action and time, pages newest first', async () => {
    const sets = await trail('?action=SET');
    expect(sets.entries.length).toBeGreaterThan(0);
    expect(sets.entries.every((e) => e.action === 'SET')).toBe(true);
    const now = clock.now().getTime();
    const inWindow = await trail(
      `?from=${new Date(now - 1000).toISOString()}&to=${new Date(now + 1000).toISOString()}`,
    );
    const everything = await trail('?size=200');
    expect(inWindow.total).toBe(everything.total);
    expect((await trail(`?to=${new Date(now - 1000).toISOString()}`)).total).toBe(0);
    const first = await trail('?size=2');
    expect(first.entries.map((e) => e.id)).toEqual(everything.entries.slice(0, 2).map((e) => e.id));
    expect(first.total).toBe(everything.total);
  });

  it("seller B never sees seller A's trail (session or token)", async () => {
    const asB = await trail('?size=200', webB.headers);
    expect(asB.total).toBe(0);
    const tokenB = bearer(await tokenFor(s.t, s.sellerB, ['bffweb:audit']));
    const byEntity = await trail(`?entityId=${skuId}`, tokenB);
    expect(byEntity.total).toBe(0);
    expect(byEntity.body).not.toContain(s.sellerA);
    // A token without the area scope is refused; an integration token cannot read the trail at all.
    expect(
      (await call('GET', '/bffweb/audit/changes', undefined, bearer(await tokenFor(s.t, s.sellerB, []))))
        .statusCode,
    ).toBe(403);
  });

  it('answers bad filters with 400 problem+json', async () => {
    for (const query of [
      '?entity=seller',
      '?action=PATCH',
      '?from=yesterday',
      '?to=2026-13-01T00:00:00Z',
      `?from=${new Date(clock.now().getTime() + DAY).toISOString()}&to=${clock.now().toISOString()}`,
      '?page=-1',
      '?size=abc',
      '?entityId=',
      `?entityId=${'x'.repeat(201)}`,
    ]) {
      const response = await call('GET', `/bffweb/audit/changes${query}`, undefined, s.web.headers);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.headers['content-type'], query).toMatch(/^application\/problem\+json/);
    }
  });

  it("gives operators every seller's trail over /management, and sellers not at all", async () => {
    const operator = bearer(await adminToken(s.t));
    const response = await call(
      'GET',
      `/management/audit/changes?sellerId=${s.sellerA}&entity=price`,
      undefined,
      operator,
    );
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json()._embedded.auditEntryList as Entry[];
    expect(entries.length).toBe(2);
    expect(entries.every((e) => e.sellerId === s.sellerA)).toBe(true);
    const ofB = await call('GET', `/management/audit/changes?sellerId=${s.sellerB}`, undefined, operator);
    expect(ofB.json().page.totalElements).toBe(0);
    expect((await call('GET', '/management/audit/changes', undefined, s.a)).statusCode).toBe(403);
  });

  it('records the costs a CSV import changes as whoever sent the file: the web user, or the operator at the command line', async () => {
    const stored = (await trail(`?entity=cost&entityId=${skuId}`)).entries[0]!.after!.cost;
    const upload = await send(
      s.t,
      'POST',
      '/bffweb/catalog/imports?fileName=custos.csv',
      'externalId,title,sku,cost\nAUD-1,Garrafa térmica 1L,AUD-1-AZUL,"40,00"\nAUD-3,Copo,AUD-3-A,7\n',
      { ...s.web.headers, 'content-type': 'text/csv' },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const importId = upload.json().id as string;
    await eventually(async () => {
      const status = await call('GET', `/bffweb/catalog/imports/${importId}`, undefined, s.web.headers);
      return status.json().status === 'DONE' || undefined;
    });
    const uploaded = (await trail('?entity=cost')).entries.filter(
      (e) => e.requestId === `import:${importId}`,
    );
    // One statement writes a batch's entries: their order among themselves is not defined.
    const bySku = uploaded.sort((x, y) => String(x.after?.sku).localeCompare(String(y.after?.sku)));
    expect(bySku.map((e) => [e.action, e.after?.sku, e.before?.cost ?? null, e.after?.cost])).toEqual([
      ['UPDATE', 'AUD-1-AZUL', stored, '40'],
      ['CREATE', 'AUD-3-A', null, '7'],
    ]);
    const [actor] = new Set(uploaded.map((e) => JSON.stringify(e.actor)));
    expect(JSON.parse(actor!)).toMatchObject({
      kind: 'USER',
      id: expect.stringMatching(/^usr_/),
      viaClientId: null,
    });

    const file = path.join(os.tmpdir(), `feira-audit-${process.pid}.csv`);
    fs.writeFileSync(file, 'externalId,title,sku,cost\nAUD-1,Garrafa térmica 1L,AUD-1-AZUL,41\n');
    try {
      await importFile(commandLineCtx(s.t.rt, s.sellerA), file);
    } finally {
      fs.rmSync(file, { force: true });
    }
    const [latest] = (await trail(`?entity=cost&entityId=${skuId}`)).entries;
    expect(latest).toMatchObject({
      actor: { kind: 'OPERATOR', id: `cli:${os.userInfo().username}` },
      before: { cost: '40' },
      after: { cost: '41' },
    });
    expect((await trail('?entity=cost', webB.headers)).total).toBe(0);
  });

  it('the retention purge deletes entries older than the cutoff and keeps the rest', async () => {
    const before = (await trail('?size=200')).total;
    expect(before).toBeGreaterThan(0);
    const ctx = systemCtx(s.t.rt, null, 'test');
    expect(await purgeBefore(ctx, new Date(clock.now().getTime() - DAY))).toBe(0);
    expect((await trail('?size=200')).total).toBe(before);
    expect(await purgeBefore(ctx, new Date(clock.now().getTime() + DAY), 3)).toBeGreaterThanOrEqual(before);
    expect((await trail('?size=200')).total).toBe(0);
  });
});
