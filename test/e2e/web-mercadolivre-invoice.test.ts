import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import { openBrowserSession, openFromMenu, sandboxSellerWithLogin } from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { connectMercadoLivre, mercadoLivreConfig, nfeXml } from '../helpers/mercadolivre.ts';
import { freePort } from '../helpers/processes.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../fakes/mercadolivre/fake.ts';

warnNoChromium(
  'web admin: invoicing a Mercado Livre order with its NF-e XML (test/e2e/web-mercadolivre-invoice.test.ts)',
);

const LOGIN = { email: 'nfe@feira.example', password: 'senha-muito-forte' };
const USER = { id: 3_671_163_614, nickname: 'LOJA_NFE' };
const ACCESS_KEY = '35250112345678000190550010000012341000012342';

/**
 * The Faturar dialog on a Mercado Livre order waiting for its NF-e (`invoice_pending`): the XML field is
 * there, Mercado Livre's refusal of an unauthorized NF-e shows its reason with the XML field marked, the
 * authorized one is accepted (the order says so) and the ZPL label then downloads as text.
 */
describe.runIf(hasChromium)('web admin: invoicing a Mercado Livre order', { timeout: 120_000 }, () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let channelOrderId: number;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    const port = await freePort();
    t = await createTestApp({
      config: { publicUrl: `http://127.0.0.1:${port}`, port, ...mercadoLivreConfig(fake) },
    });
    const seller = await sandboxSellerWithLogin(t, 'Loja NF-e', LOGIN);
    const bff = bearer(await tokenFor(t, seller.id, ['bffweb:marketplaces', 'bffweb:ads']));
    await connectMercadoLivre(t, fake, bff, USER);
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, seller.id, ['product:edit'])),
      payload: productBody('NFE-1'),
    });
    const ad = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bff,
      payload: {
        originSkuId: created.json().variations[0].skuId,
        platform: 'MERCADO_LIVRE',
        price: 100,
        stock: 5,
      },
    });
    const itemId = await eventually(async () => {
      const read = await t.app.inject({ method: 'GET', url: `/bffweb/ads/${ad.json().id}`, headers: bff });
      return read.json().channel.itemId as string | undefined;
    });
    ({ base, browser, page, pageErrors } = await openBrowserSession(
      t,
      { width: 1280, height: 900, timeout: 20_000, port },
      LOGIN,
    ));
    fake.state.notificationsUrl = `${base}/channels/mercadolivre/notifications`;
    channelOrderId = fake.createOrder({
      sellerId: USER.id,
      items: [{ itemId, quantity: 1, unitPrice: 100, saleFee: 12 }],
      shippingCost: 19.9,
      invoicePending: true,
    });
    expect(await fake.notify('orders_v2', `/orders/${channelOrderId}`, USER.id)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await fake?.close();
  });

  it('asks for the XML, shows Mercado Livre refusal with the field marked, then its acceptance and the ZPL label', async () => {
    await openFromMenu(page, 'Pedidos');
    const row = page.getByTestId(`order-${channelOrderId}`);
    for (let i = 0; i < 20 && !(await row.isVisible()); i++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    await row.getByRole('button', { name: /Detalhes/ }).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByTestId('order-status').getByText('Pago').waitFor();
    await detail.getByRole('button', { name: 'Faturar' }).click();
    const invoice = page.getByRole('dialog', { name: 'Anexar nota fiscal' });
    await invoice.getByLabel('Número da NF-e').fill('1234');
    await invoice.getByLabel('Chave de acesso (44 dígitos)').fill(ACCESS_KEY);
    const xml = invoice.getByLabel(/XML da NF-e/);
    await xml.fill(nfeXml(ACCESS_KEY).replace('<cStat>100</cStat>', '<cStat>110</cStat>'));
    await invoice.getByRole('button', { name: 'Faturar' }).click();
    const refusal = invoice.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('O marketplace recusou');
    expect(await refusal.textContent()).toContain('SEFAZ');
    expect(await xml.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'web-mercadolivre-nfe-refused');

    await xml.fill(nfeXml(ACCESS_KEY));
    await invoice.getByRole('button', { name: 'Faturar' }).click();
    await invoice.waitFor({ state: 'detached' });
    await detail.getByTestId('order-status').getByText('Faturado').waitFor();
    await detail.getByText('Aceita pelo Mercado Livre').waitFor();

    await detail.getByRole('button', { name: 'Gerar etiqueta' }).click();
    const download = detail.getByRole('link', { name: /Baixar etiqueta/ });
    await download.waitFor();
    const file = await page.request.get(`${base}${await download.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect((await file.text()).startsWith('^XA')).toBe(true);
    await screenshot(page, 'web-mercadolivre-nfe-accepted-label');
    expect(pageErrors).toEqual([]);
  });
});
