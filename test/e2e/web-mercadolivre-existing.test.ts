import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import { openBrowserSession, openFromMenu, sandboxSellerWithLogin } from '../helpers/browser-session.ts';
import { EAN_B, eanList, productBody } from '../helpers/catalog.ts';
import { mercadoLivreConfig } from '../helpers/mercadolivre.ts';
import { freePort } from '../helpers/processes.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../fakes/mercadolivre/fake.ts';
import { askQuestion, fakeQuestion } from '../../fakes/mercadolivre/questions.ts';
import { seedExistingItem } from '../../fakes/mercadolivre/search.ts';

warnNoChromium(
  'web admin: a seller who already sells on Mercado Livre (test/e2e/web-mercadolivre-existing.test.ts)',
);

const LOGIN = { email: 'jaexiste@feira.example', password: 'senha-muito-forte' };
const USER = { id: 1_871_163_614, nickname: 'LOJA_ANTIGA' };

/**
 * A seller who already sells on Mercado Livre, in Debian's Chromium against the service and the local
 * fake (both on 127.0.0.1): connecting reads the account's items; the one whose SELLER_SKU names a SKU
 * is linked on its own, the one without is linked by hand from the marketplaces page; a buyer's
 * question waiting there is answered. Nothing is published or changed on Mercado Livre's items.
 */
describe.runIf(hasChromium)(
  'web admin: a seller who already sells on Mercado Livre',
  { timeout: 120_000 },
  () => {
    let fake: FakeMercadoLivre;
    let t: TestApp;
    let browser: Browser;
    let page: Page;
    let pageErrors: string[];
    let automatic: string;
    let byHand: string;
    let questionId: number;

    /** Reads the page again until `locator` shows (the work behind it runs in the background). */
    async function reloadUntil(locator: ReturnType<Page['getByText']>) {
      for (let i = 0; i < 30 && !(await locator.isVisible()); i++) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      await locator.waitFor();
    }

    beforeAll(async () => {
      fake = await startFakeMercadoLivre();
      const port = await freePort();
      t = await createTestApp({
        config: { publicUrl: `http://127.0.0.1:${port}`, port, ...mercadoLivreConfig(fake) },
      });
      const seller = await sandboxSellerWithLogin(t, 'Loja Antiga', LOGIN);
      const api = bearer(await tokenFor(t, seller.id, ['product:edit']));
      for (const body of [
        productBody('CAM'),
        {
          ...productBody('KIT'),
          variations: [{ ...productBody('KIT').variations[0], ean: EAN_B, eans: eanList(EAN_B) }],
        },
      ]) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/integration/products',
          headers: api,
          payload: body,
        });
        expect(created.statusCode, created.body).toBe(202);
      }
      automatic = seedExistingItem(fake.state, USER.id, {
        title: 'Camiseta azul',
        price: 59.9,
        sellerSku: 'CAM-AZUL',
      });
      byHand = seedExistingItem(fake.state, USER.id, { title: 'Kit presente', price: 120 });
      questionId = askQuestion(fake.state, automatic, 'Tem no tamanho G?').id;
      ({ browser, page, pageErrors } = await openBrowserSession(
        t,
        { width: 1280, height: 900, timeout: 20_000, port },
        LOGIN,
      ));
    });
    afterAll(async () => {
      await browser?.close();
      await t?.close();
      await fake?.close();
    });

    it('connects, links one item on its own and one by hand, and answers a question', async () => {
      await openFromMenu(page, 'Marketplaces');
      fake.state.consentAs = USER;
      await page.getByRole('button', { name: 'Conectar Mercado Livre' }).click();
      await page.waitForURL(/\/marketplaces\?connected=MERCADO_LIVRE/);

      // The item without a SKU waits in the list; the one with SELLER_SKU CAM-AZUL does not.
      const section = page.getByRole('region', { name: 'Mercado Livre: anúncios que você já tinha' });
      await reloadUntil(section.getByText('Kit presente'));
      expect(await section.getByText('Camiseta azul').count()).toBe(0);
      await section.getByRole('cell', { name: 'Nenhum SKU com este SKU ou GTIN' }).waitFor();
      await screenshot(page, 'web-mercadolivre-existing-unmatched');
      await section.getByRole('textbox', { name: 'SKU para vincular: Kit presente' }).fill('KIT-AZUL');
      await section.getByRole('button', { name: 'Vincular' }).click();
      await section.getByText('Nenhum anúncio aguardando vínculo.').waitFor();

      // The buyer's question, with its item and the time left.
      const questions = page.getByRole('region', { name: 'Perguntas sem resposta' });
      await reloadUntil(questions.getByText('Tem no tamanho G?'));
      await questions.getByText(`Sobre: Camiseta azul (${automatic})`, { exact: false }).waitFor();
      await questions.getByText(/^Faltam (23|24) h \d+ min$/).waitFor();
      await screenshot(page, 'web-mercadolivre-question');
      await questions.getByRole('textbox', { name: 'Sua resposta' }).fill('Temos sim, do P ao GG.');
      await questions.getByRole('button', { name: 'Responder' }).click();
      await questions.getByRole('status').filter({ hasText: 'Resposta enviada ao Mercado Livre.' }).waitFor();
      await questions.getByText('Nenhuma pergunta esperando resposta.').waitFor();
      expect(fakeQuestion(fake.state, questionId)).toMatchObject({
        status: 'ANSWERED',
        answer: { text: 'Temos sim, do P ao GG.' },
      });

      // Both items are the SKUs' published ads, on the items the seller already had.
      await openFromMenu(page, 'Anúncios');
      for (const [sku, itemId] of [
        ['CAM-AZUL', automatic],
        ['KIT-AZUL', byHand],
      ] as const) {
        const row = page.getByTestId(`ad-${sku}`);
        await row.getByRole('link', { name: itemId }).waitFor();
        await row.getByText('Publicado').waitFor();
      }
      await screenshot(page, 'web-mercadolivre-linked');
      expect(fake.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/items'))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  },
);
