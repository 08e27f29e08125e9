import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { askQuestion, fakeQuestion } from '../../../../fakes/mercadolivre/questions.ts';
import { seedExistingItem } from '../../../../fakes/mercadolivre/search.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';

/**
 * Buyers' questions on Mercado Livre: the unanswered ones are read when the account is connected
 * (`/questions/search?seller_id=…&status=UNANSWERED&api_version=4`) and each `questions`
 * notification reads its question again; the admin and the Integration API list them with their ad
 * and the time left, and the seller answers through `POST /answers`, a refusal in the channel's words.
 */
describe('Mercado Livre questions (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let bffA: Record<string, string>;
  let bffB: Record<string, string>;
  let bffAds: Record<string, string>;
  let apiA: Record<string, string>;
  let readOnlyA: Record<string, string>;
  let apiB: Record<string, string>;
  let itemId: string;
  // Below 2^31: notifications naming larger user ids are the notifications' own fix (issue 38, item 1).
  const user = { id: 1_671_163_614, nickname: 'LOJA_PERGUNTAS' };
  const bff = '/bffweb/marketplaces/MERCADO_LIVRE/questions';
  const api = '/integration/questions/MERCADO_LIVRE';

  const unanswered = async (headers = bffA) =>
    (await t.app.inject({ method: 'GET', url: bff, headers })).json().questions as Record<string, unknown>[];
  const answerRows = async () =>
    queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from mercadolivre_questions where answer_text is not null`,
    );

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.state.notificationsUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/channels/mercadolivre/notifications`;
    sellerA = (await createSeller(t)).id;
    const sellerB = (await createSeller(t)).id;
    bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
    bffB = bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces']));
    bffAds = bearer(await tokenFor(t, sellerA, ['bffweb:ads']));
    apiA = bearer(await tokenFor(t, sellerA, ['ad:edit']));
    readOnlyA = bearer(await tokenFor(t, sellerA, []));
    apiB = bearer(await tokenFor(t, sellerB, ['ad:edit']));
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
      payload: productBody('CAM'),
    });
    expect(created.statusCode).toBe(202);
    // The seller's item, linked on connect by its SELLER_SKU.
    itemId = seedExistingItem(fake.state, user.id, {
      title: 'Camiseta azul',
      price: 59.9,
      sellerSku: 'CAM-AZUL',
    });
    askQuestion(fake.state, itemId, 'Tem no tamanho G?');
    await connectMercadoLivre(t, fake, bffA, user);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reads the unanswered questions on connect, with the item and the time left to answer', async () => {
    const [question] = await eventually(async () => {
      const found = await unanswered();
      return found.length === 1 ? found : undefined;
    });
    expect(question).toMatchObject({
      itemId,
      itemTitle: 'Camiseta azul',
      text: 'Tem no tamanho G?',
      status: 'UNANSWERED',
      answer: null,
    });
    expect(String(question!.questionId)).toMatch(/^\d{11,}$/);
    expect(question!.secondsLeft).toBeGreaterThan(23 * 3600);
    expect(Date.parse(String(question!.answerDueAt)) - Date.parse(String(question!.askedAt))).toBe(
      86_400_000,
    );
    const searched = fake.calls.find((c) => c.path.startsWith('/questions/search'))!;
    expect(Object.fromEntries(new URL(searched.path, fake.url).searchParams)).toMatchObject({
      seller_id: String(user.id),
      status: 'UNANSWERED',
      api_version: '4',
    });
  });

  it('takes a new question in from its notification, with the ad of the linked item', async () => {
    const asked = askQuestion(fake.state, itemId, 'Entrega em Recife?');
    expect(await fake.notify('questions', `/questions/${asked.id}`, user.id)).toBe(200);
    const found = await eventually(async () => {
      const list = await unanswered();
      const question = list.find((q) => q.questionId === String(asked.id));
      return question?.adId ? question : undefined;
    });
    const ad = (
      await t.app.inject({ method: 'GET', url: `/bffweb/ads/${String(found.adId)}`, headers: bffAds })
    ).json();
    expect(ad.channel.itemId).toBe(itemId);
    expect(found).toMatchObject({ text: 'Entrega em Recife?' });
    const listed = await t.app.inject({ method: 'GET', url: `${api}?size=10`, headers: readOnlyA });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Entrega em Recife?');
  });

  it('answers from the admin and from the Integration API (ad:edit), storing what Mercado Livre kept', async () => {
    const [first, second] = (await unanswered()).sort((a, b) =>
      String(a.questionId).localeCompare(String(b.questionId)),
    );
    const answered = await t.app.inject({
      method: 'POST',
      url: `${bff}/${String(first!.questionId)}/answer`,
      headers: bffA,
      payload: { text: 'Temos sim, do P ao GG.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'ANSWERED',
      answer: 'Temos sim, do P ao GG.',
      secondsLeft: null,
    });
    expect(fakeQuestion(fake.state, Number(first!.questionId))).toMatchObject({
      status: 'ANSWERED',
      answer: { text: 'Temos sim, do P ao GG.', status: 'ACTIVE' },
    });

    const noScope = await t.app.inject({
      method: 'POST',
      url: `${api}/${String(second!.questionId)}/answer`,
      headers: readOnlyA,
      payload: { text: 'Sim' },
    });
    expect(noScope.statusCode).toBe(403);
    const viaApi = await t.app.inject({
      method: 'POST',
      url: `${api}/${String(second!.questionId)}/answer`,
      headers: apiA,
      payload: { text: 'Entregamos, sim.' },
    });
    expect(viaApi.statusCode, viaApi.body).toBe(200);
    expect(await unanswered()).toEqual([]);
    const answeredList = await t.app.inject({ method: 'GET', url: `${bff}?status=ANSWERED`, headers: bffA });
    expect(answeredList.json().questions).toHaveLength(2);
  });

  it("shows Mercado Livre's refusal in its own words and stores nothing", async () => {
    const asked = askQuestion(fake.state, itemId, 'Aceita troca?');
    await fake.notify('questions', `/questions/${asked.id}`, user.id);
    await eventually(async () => (await unanswered()).find((q) => q.questionId === String(asked.id)));
    // Answered on Mercado Livre itself meanwhile: Feira still thinks it waits, the channel refuses.
    fakeQuestion(fake.state, asked.id)!.status = 'ANSWERED';
    const stored = await answerRows();
    const refused = await t.app.inject({
      method: 'POST',
      url: `${bff}/${asked.id}/answer`,
      headers: bffA,
      payload: { text: 'Aceitamos em 7 dias.' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe(
      `Mercado Livre: Question ${asked.id} can not be answered: it is ANSWERED`,
    );
    expect(await answerRows()).toEqual(stored);
  });

  it('refuses bad answers with a problem naming the field, sending and storing nothing', async () => {
    const asked = askQuestion(fake.state, itemId, 'Qual o material?');
    await fake.notify('questions', `/questions/${asked.id}`, user.id);
    await eventually(async () => (await unanswered()).find((q) => q.questionId === String(asked.id)));
    const posts = fake.calls.filter((c) => c.method === 'POST' && c.path === '/answers').length;
    const stored = await answerRows();
    for (const payload of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 7 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${bff}/${asked.id}/answer`,
        headers: bffA,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).toContain('text');
    }
    const badId = await t.app.inject({
      method: 'POST',
      url: `${bff}/abc/answer`,
      headers: bffA,
      payload: { text: 'Oi' },
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${bff}/999999999999/answer`,
      headers: bffA,
      payload: { text: 'Oi' },
    });
    expect(unknown.statusCode).toBe(404);
    const badStatus = await t.app.inject({ method: 'GET', url: `${bff}?status=ALL`, headers: bffA });
    expect(badStatus.statusCode).toBe(400);
    // 2,000 characters is Mercado Livre's limit, and still accepted.
    const longest = await t.app.inject({
      method: 'POST',
      url: `${bff}/${asked.id}/answer`,
      headers: bffA,
      payload: { text: 'a'.repeat(2000) },
    });
    expect(longest.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `${bff}/${asked.id}/answer`,
      headers: bffA,
      payload: { text: 'Oi' },
    });
    expect(again.statusCode).toBe(409);
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === '/answers').length).toBe(posts + 1);
    expect((await answerRows())[0]!.n).toBe(stored[0]!.n + 1);
  });

  it("never lets another seller see or answer the seller's questions (404)", async () => {
    const asked = askQuestion(fake.state, itemId, 'Tem garantia?');
    await fake.notify('questions', `/questions/${asked.id}`, user.id);
    await eventually(async () => (await unanswered()).find((q) => q.questionId === String(asked.id)));
    expect(await unanswered(bffB)).toEqual([]);
    const listed = await t.app.inject({ method: 'GET', url: api, headers: apiB });
    expect(listed.body).not.toContain('Tem garantia?');
    for (const [url, headers] of [
      [`${bff}/${asked.id}/answer`, bffB],
      [`${api}/${asked.id}/answer`, apiB],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: { text: 'Não' } });
      expect(response.statusCode).toBe(404);
    }
    expect(fakeQuestion(fake.state, asked.id)).toMatchObject({ status: 'UNANSWERED', answer: null });
    expect((await unanswered()).find((q) => q.questionId === String(asked.id))).toMatchObject({
      status: 'UNANSWERED',
    });
  });
});
