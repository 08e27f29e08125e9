import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  openFromMenu,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { mercadoLivreConfig } from '../helpers/mercadolivre.ts';
import { freePort } from '../helpers/processes.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../fakes/mercadolivre/fake.ts';
import { moveToFull, pauseOnChannel } from '../../fakes/mercadolivre/items.ts';

warnNoChromium('web admin on Mercado Livre: connect, publish, order (test/e2e/web-mercadolivre.test.ts)');

const LOGIN = { email: 'mercadolivre@feira.example', password: 'senha-muito-forte' };
const USER = { id: 4242, nickname: 'LOJA_JORNADA' };

/**
 * A seller's first day on Mercado Livre in Debian's Chromium against the real service and the local
 * fake of Mercado Livre (both on 127.0.0.1): "Conectar Mercado Livre" through its consent page and
 * back, an ad created from the catalog and published with its item id shown, and an order a buyer
 * placed arriving through Mercado Livre's notification, and a pause by Mercado Livre's moderation shown
 * in the ads list with its reason. Screenshots go to test-output/.
 */
describe.runIf(hasChromium)(
  'web admin: Mercado Livre from connection to first order',
  { timeout: 120_000 },
  () => {
    let fake: FakeMercadoLivre;
    let t: TestApp;
    let base: string;
    let browser: Browser;
    let page: Page;
    let pageErrors: string[];

    beforeAll(async () => {
      fake = await startFakeMercadoLivre();
      const port = await freePort();
      t = await createTestApp({
        config: { publicUrl: `http://127.0.0.1:${port}`, port, ...mercadoLivreConfig(fake) },
      });
      const seller = await sandboxSellerWithLogin(t, 'Loja Jornada', LOGIN);
      const api = bearer(await tokenFor(t, seller.id, ['product:edit', 'price:edit', 'stock:edit']));
      const created = await t.app.inject({
        method: 'POST',
        url: '/integration/products',
        headers: api,
        payload: productBody('JORNADA-1'),
      });
      const skuId = created.json().variations[0].skuId as string;
      for (const [url, payload] of [
        ['/integration/prices/list/bysku', [{ sku: 'JORNADA-1-AZUL', value: 89.9 }]],
        ['/integration/stocks/list', [{ skuId, stock: 12 }]],
      ] as const) {
        const response = await t.app.inject({ method: 'PUT', url, headers: api, payload });
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
      ({ base, browser, page, pageErrors } = await openBrowserSession(
        t,
        { width: 1280, height: 900, timeout: 20_000, port },
        LOGIN,
      ));
      fake.state.notificationsUrl = `${base}/channels/mercadolivre/notifications`;
    });
    afterAll(async () => {
      await browser?.close();
      await t?.close();
      await fake?.close();
    });

    it('connects through the consent page, publishes an ad with its item id, receives an order, and shows a pause Mercado Livre made', async () => {
      await openFromMenu(page, 'Marketplaces');
      fake.state.consentAs = USER;
      await page.getByRole('button', { name: 'Conectar Mercado Livre' }).click();
      // Mercado Livre's consent page sends the browser back to the marketplaces page.
      await page.waitForURL(/\/marketplaces\?connected=MERCADO_LIVRE/);
      await page.getByRole('status').filter({ hasText: 'Conectado · 4242 (LOJA_JORNADA)' }).waitFor();
      await screenshot(page, 'web-mercadolivre-connected');

      await openFromMenu(page, 'Catálogo');
      await page.getByRole('button', { name: 'Anunciar JORNADA-1-AZUL' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Criar anúncio' }).click();
      await dialog.getByText('Anúncio criado').waitFor();
      await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

      await openFromMenu(page, 'Anúncios');
      const row = page.getByTestId('ad-JORNADA-1-AZUL');
      const itemLink = row.getByRole('link', { name: /^MLB\d+$/ });
      // Published asynchronously: the list is read again until the item id shows.
      for (let i = 0; i < 20 && !(await itemLink.isVisible()); i++) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      const itemId = (await itemLink.textContent())!;
      const item = fake.state.items.get(itemId)!;
      expect(item).toMatchObject({ price: 89.9, available_quantity: 12, status: 'active' });
      expect(await itemLink.getAttribute('href')).toBe(item.permalink);
      await row.getByText('Publicado').waitFor();
      await screenshot(page, 'web-mercadolivre-published');

      const orderId = fake.createOrder({
        sellerId: USER.id,
        items: [{ itemId, quantity: 1, unitPrice: 89.9, saleFee: 12.59 }],
        shippingCost: 19.9,
      });
      expect(await fake.notify('orders_v2', `/orders/${orderId}`, USER.id)).toBe(200);
      await openFromMenu(page, 'Pedidos');
      const order = page.getByTestId(`order-${orderId}`);
      for (let i = 0; i < 20 && !(await order.isVisible()); i++) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      await order.waitFor();
      await screenshot(page, 'web-mercadolivre-order');

      // Mercado Livre's moderation pauses the item; its notification tells Feira, and the ads list
      // shows the pause with its reason where the item's publication is.
      pauseOnChannel(fake.state, itemId, 'moderation');
      expect(await fake.notify('items', `/items/${itemId}`, USER.id)).toBe(200);
      await openFromMenu(page, 'Anúncios');
      const held = page.getByTestId('ad-JORNADA-1-AZUL').getByTestId('ad-held');
      for (let i = 0; i < 20 && !(await held.isVisible()); i++) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      expect(await held.textContent()).toBe(
        'No marketplace: pausado · pela moderação: revise o anúncio no marketplace para reativá-lo',
      );
      await screenshot(page, 'web-mercadolivre-held');

      // The seller sends the stock to Mercado Livre's warehouse (Full): the ad shows that stock, read-only.
      moveToFull(fake.state, itemId, 40);
      expect(await fake.notify('items', `/items/${itemId}`, USER.id)).toBe(200);
      const full = page.getByTestId('ad-JORNADA-1-AZUL').getByTestId('ad-full');
      for (let i = 0; i < 20 && !(await full.isVisible()); i++) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      expect(await full.textContent()).toBe(
        'Full: 40 no armazém do marketplace (somente leitura: o Feira não envia estoque)',
      );

      // The seller moves the item to Premium, then closes it, which asks first: a closed item never
      // sells again.
      // Only the types Mercado Livre offers the item now are offered (its available upgrades and
      // downgrades); one it stops offering meanwhile (a sale forbids the downgrade) is its refusal,
      // worded in Portuguese with the channel's own text.
      const adRow = page.getByTestId('ad-JORNADA-1-AZUL');
      const mlItem = fake.state.items.get(itemId)!;
      const sold = mlItem.sold_quantity;
      mlItem.sold_quantity = 0;
      await adRow.getByRole('button', { name: 'Tipo de anúncio' }).click();
      const typeDialog = page.getByRole('dialog', { name: 'Mudar o tipo de anúncio' });
      await typeDialog.getByLabel('Tipo de anúncio', { exact: true }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        'Premium (mais exposição)',
        'Grátis (menos exposição)',
      ]);
      mlItem.sold_quantity = sold + 1;
      await page.getByRole('option', { name: 'Grátis' }).click();
      await typeDialog.getByRole('button', { name: 'Mudar tipo' }).click();
      const refusal = typeDialog.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(
        /^O marketplace recusou: O Mercado Livre não oferece este tipo para este anúncio agora\. Mensagem do marketplace: “Mercado Livre: Listing type free is not available for item MLB\d+: see available_upgrades and available_downgrades”$/,
      );
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, 'web-mercadolivre-listing-type-refused');
      expect(mlItem.listing_type_id).toBe('gold_special');
      await typeDialog.getByLabel('Tipo de anúncio', { exact: true }).click();
      await page.getByRole('option', { name: 'Premium' }).click();
      await typeDialog.getByRole('button', { name: 'Mudar tipo' }).click();
      await typeDialog.waitFor({ state: 'hidden' });
      expect(fake.state.items.get(itemId)!.listing_type_id).toBe('gold_pro');
      await adRow.getByRole('button', { name: 'Encerrar anúncio' }).click();
      const confirm = page.getByRole('dialog', { name: 'Encerrar o anúncio no Mercado Livre?' });
      await confirm
        .getByText('nunca', { exact: false })
        .waitFor()
        .catch(() => undefined);
      expect(fake.state.items.get(itemId)!.status).not.toBe('closed');
      await screenshot(page, 'web-mercadolivre-close-confirm');
      await confirm.getByRole('button', { name: 'Encerrar', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(fake.state.items.get(itemId)!.status).toBe('closed');
      await adRow.getByTestId('ad-status').getByText('Inativo').waitFor();
      expect(pageErrors).toEqual([]);
    });

    it('asks before disconnecting Mercado Livre, and the change history shows who disconnected', async () => {
      await openFromMenu(page, 'Marketplaces');
      await page.getByRole('button', { name: 'Desconectar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Desconectar Mercado Livre?' });
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Conectado · 4242' }).waitFor();
      await page.getByRole('button', { name: 'Desconectar' }).click();
      await confirm.getByRole('button', { name: 'Desconectar' }).click();
      await page.getByRole('button', { name: 'Conectar de novo' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Desconectado' }).waitFor();
      await openFromMenu(page, 'Histórico de alterações');
      await page.getByText('Desconexão').first().waitFor();
      await page.getByText('Conexão com marketplace').first().waitFor();
      expect(pageErrors).toEqual([]);
    });
  },
);
