import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../helpers/mercadolivre.ts';
import { freePort } from '../helpers/processes.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../fakes/mercadolivre/fake.ts';

warnNoChromium('web admin: fix a listing Mercado Livre refused (test/e2e/web-channel-listing.test.ts)');

const LOGIN = { email: 'categorias@feira.example', password: 'senha-muito-forte' };
const VIEW = { width: 1280, height: 900, timeout: 20_000 };

/**
 * A seller fixes what Mercado Livre refused, in Debian's Chromium against the service and the local
 * fake of Mercado Livre (docs/decisions.md WEB-86): an ad whose title finds no category shows the
 * refusal in the seller's words with Mercado Livre's text below; in "Categoria e atributos" the seller
 * searches a category, picks it, answers the attributes it requires, saves and resends, and the item
 * is listed on the fake. On a desktop and on a 390×844 phone, with no serious axe violation.
 */
describe.runIf(hasChromium)(
  'web admin: category and attributes of a refused Mercado Livre ad',
  { timeout: 180_000 },
  () => {
    let fake: FakeMercadoLivre;
    let t: TestApp;
    let base: string;
    let browser: Browser;
    let page: Page;
    let pageErrors: string[];
    let bff: Record<string, string>;
    let api: Record<string, string>;

    beforeAll(async () => {
      fake = await startFakeMercadoLivre();
      const port = await freePort();
      t = await createTestApp({
        config: { publicUrl: `http://127.0.0.1:${port}`, port, ...mercadoLivreConfig(fake) },
      });
      const seller = await sandboxSellerWithLogin(t, 'Loja Categorias', LOGIN);
      bff = bearer(await tokenFor(t, seller.id, ['bffweb:marketplaces', 'bffweb:ads']));
      api = bearer(await tokenFor(t, seller.id, ['product:edit']));
      await connectMercadoLivre(t, fake, bff, { id: 5_120_334_871, nickname: 'LOJA_CATEGORIAS' });
      ({ base, browser, page, pageErrors } = await openBrowserSession(t, { ...VIEW, port }, LOGIN));
      // A loaded machine can take more than the default minute to start the app and the browser.
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await t?.close();
      await fake?.close();
    });

    /** A product whose title matches no Mercado Livre category, and its ad there. */
    async function refusedAd(externalId: string): Promise<string> {
      const created = await t.app.inject({
        method: 'POST',
        url: '/integration/products',
        headers: api,
        payload: productBody(externalId, { title: 'Peça de algodão estampada' }),
      });
      expect(created.statusCode, created.body).toBe(202);
      const ad = await t.app.inject({
        method: 'POST',
        url: '/bffweb/ads',
        headers: bff,
        payload: {
          originSkuId: created.json().variations[0].skuId,
          platform: 'MERCADO_LIVRE',
          price: 59.9,
          stock: 3,
        },
      });
      expect(ad.statusCode, ad.body).toBe(201);
      return `${externalId}-AZUL`;
    }

    /** The ads page, read again until the ad's row shows `text` (publication is asynchronous). */
    async function rowShowing(p: Page, sku: string, text: string | RegExp) {
      const row = p.getByTestId(`ad-${sku}`);
      const shown = row.getByText(text).first();
      for (let i = 0; i < 30 && !(await shown.isVisible()); i++) {
        await p.waitForTimeout(500);
        await p.reload();
      }
      await shown.waitFor();
      return row;
    }

    async function settled(p: Page): Promise<string[]> {
      await p.waitForFunction(() => document.getAnimations().length === 0);
      return seriousAxeViolations(p);
    }

    /** The whole fix on page `p`: refusal shown, category searched and picked, attributes, save. */
    async function fixOn(p: Page, sku: string, shot: string) {
      await p.goto(`${base}/ads`);
      await p.getByRole('heading', { level: 1, name: 'Anúncios' }).waitFor();
      const row = await rowShowing(p, sku, 'Erro');
      const refusal = row.getByTestId('channel-refusal');
      await refusal
        .getByText(
          'O Mercado Livre não achou categoria para este título: escolha a categoria em “Categoria e atributos”.',
        )
        .waitFor();
      await refusal.getByText(/^Mensagem do marketplace: “Mercado Livre found no category/).waitFor();

      await row.getByRole('button', { name: 'Categoria e atributos' }).click();
      const dialog = p.getByRole('dialog', { name: 'Categoria e atributos no marketplace' });
      await dialog
        .getByText('O marketplace não sugeriu categoria para este título: busque uma acima.')
        .waitFor();
      await dialog.getByRole('textbox', { name: 'Buscar categoria' }).fill('camiseta');
      await dialog.getByRole('radio', { name: 'Camisetas' }).click();
      await dialog.getByText('Categoria escolhida: Camisetas').waitFor();
      // The colour comes from the variation's own "Cor", the brand from the product's: only the
      // size and the gender are asked.
      await expect.poll(() => dialog.getByRole('textbox', { name: /^Cor/ }).inputValue()).toBe('Azul');
      expect(await dialog.getByRole('textbox', { name: /^Marca/ }).inputValue()).toBe('Acme');
      await dialog.getByRole('textbox', { name: /^Tamanho/ }).fill('M');
      await dialog.getByRole('textbox', { name: /^Gênero/ }).fill('Masculino');
      await dialog.getByLabel('Tipo de anúncio', { exact: true }).click();
      await p.getByRole('option', { name: 'Premium' }).click();
      expect(await settled(p)).toEqual([]);
      await screenshot(p, shot);

      await dialog.getByRole('button', { name: 'Salvar e reenviar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const listed = await rowShowing(p, sku, 'Publicado');
      const itemId = (await listed.getByTestId('ad-item-id').textContent())!.trim();
      expect(fake.state.items.get(itemId)).toMatchObject({
        category_id: 'MLB31447',
        listing_type_id: 'gold_pro',
        status: 'active',
      });
      expect(fake.state.items.get(itemId)!.attributes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 'SIZE', value_name: 'M' }),
          expect.objectContaining({ id: 'GENDER', value_name: 'Masculino' }),
        ]),
      );
      // Listed, the ad's category is the channel's: the editor is gone.
      await listed.getByRole('button', { name: 'Categoria e atributos' }).waitFor({ state: 'detached' });
    }

    it('fixes a refused ad on a desktop: category searched and picked, required attributes, resent and listed', async () => {
      const sku = await refusedAd('CATEG-1');
      await fixOn(page, sku, 'web-channel-listing-desktop');
      expect(pageErrors).toEqual([]);
    });

    it('does the same on a 390×844 phone, the page no wider than the screen', async () => {
      const sku = await refusedAd('CATEG-2');
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
      phone.setDefaultTimeout(VIEW.timeout);
      await phone.addCookies(await page.context().cookies());
      const small = await phone.newPage();
      const errors: string[] = [];
      small.on('pageerror', (error) => errors.push(error.message));
      try {
        await fixOn(small, sku, 'web-channel-listing-phone');
        const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  },
);
