import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { systemClock } from '../../src/platform/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { brl, hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import { openBrowserSession, openFromMenu, sandboxSellerWithLogin } from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { amazonConfig } from '../helpers/amazon.ts';
import { freePort } from '../helpers/processes.ts';
import { startFakeAmazon, type FakeAmazon } from '../../fakes/amazon/fake.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { connectedAccount } from '../../src/modules/marketplaces/index.ts';
import { readSettlements } from '../../src/modules/reconciliation/reconciliation.reading.ts';

warnNoChromium('web admin on Amazon: connect, publish, order (test/e2e/web-amazon.test.ts)');

const LOGIN = { email: 'amazon@feira.example', password: 'senha-muito-forte' };
const PARTNER = 'A2J0RNADAAMZBR';
const SKU = 'JORNADA-AMZ-AZUL';

/**
 * A seller's first day on Amazon in Debian's Chromium against the real service and the local fake of
 * Amazon (both on 127.0.0.1): "Conectar Amazon" through Seller Central's consent page and back, an ad
 * created from the catalog and put as a listing (product type found by Amazon's search) shown
 * published, and an order a buyer placed arriving with the next orders poll. The poll runs every two
 * seconds here, under a searchOrders plan the fake widens to match: the default plan allows one call
 * every 180 s. Then a refund whose fee Amazon kept above its own rule, as Conciliação shows it.
 * Screenshots go to test-output/.
 */
describe.runIf(hasChromium)('web admin: Amazon from connection to first order', { timeout: 120_000 }, () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let sellerId: string;

  beforeAll(async () => {
    fake = await startFakeAmazon({ plans: { searchOrders: { rate: 2, burst: 20 } } });
    const port = await freePort();
    const config = amazonConfig(fake);
    config.namespaces.amazon.pollSeconds = 2;
    // The scheduler runs as in `npm start` (test apps leave it off), on the real clock it books the
    // next poll by: a still test clock would never make it due.
    t = await createTestApp({
      clock: systemClock,
      config: { publicUrl: `http://127.0.0.1:${port}`, port, ...config },
    });
    t.rt.scheduler.start();
    const seller = await sandboxSellerWithLogin(t, 'Loja Jornada Amazon', LOGIN);
    sellerId = seller.id;
    const api = bearer(await tokenFor(t, seller.id, ['product:edit', 'price:edit', 'stock:edit']));
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: api,
      payload: productBody('JORNADA-AMZ'),
    });
    expect(created.statusCode, created.body).toBe(202);
    const skuId = created.json().variations[0].skuId as string;
    for (const [url, payload] of [
      ['/integration/prices/list/bysku', [{ sku: SKU, value: 89.9 }]],
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
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await fake?.close();
  });

  /** Reads the page again until `shown` is visible: the service works asynchronously. */
  async function reloadUntil(shown: ReturnType<Page['getByTestId']>) {
    for (let i = 0; i < 40 && !(await shown.isVisible()); i++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    await shown.waitFor();
  }

  it('connects through the consent page, publishes an ad as a listing and receives an order', async () => {
    await openFromMenu(page, 'Marketplaces');
    fake.state.consentAs = PARTNER;
    await page.getByRole('button', { name: 'Conectar Amazon' }).click();
    // Seller Central's consent page sends the browser back to the marketplaces page.
    await page.waitForURL(/\/marketplaces\?connected=AMAZON/);
    await page
      .getByRole('status')
      .filter({ hasText: `Conectado · ${PARTNER}` })
      .waitFor();
    expect(new URL(page.url()).origin).toBe(base);
    await screenshot(page, 'web-amazon-connected');

    await openFromMenu(page, 'Catálogo');
    await page.getByRole('button', { name: `Anunciar ${SKU}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Marketplace', { exact: true }).click();
    await page.getByRole('option', { name: 'Amazon' }).click();
    await dialog.getByRole('button', { name: 'Criar anúncio' }).click();
    await dialog.getByText('Anúncio criado').waitFor();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

    await openFromMenu(page, 'Anúncios');
    const row = page.getByTestId(`ad-${SKU}`);
    // Put asynchronously: the list is read again until the listing's seller SKU shows.
    await reloadUntil(row.getByTestId('ad-item-id'));
    expect(await row.getByTestId('ad-item-id').textContent()).toBe(SKU);
    await row.getByText('Publicado').waitFor();
    const listing = fake.state.listings.get(`${PARTNER}/${SKU}`)!;
    expect(listing.productType).toBe('BOTTLE');
    expect(listing.attributes.purchasable_offer).toMatchObject([
      { currency: 'BRL', our_price: [{ schedule: [{ value_with_tax: 89.9 }] }] },
    ]);
    expect(listing.attributes.fulfillment_availability).toMatchObject([{ quantity: 12 }]);
    await screenshot(page, 'web-amazon-published');

    const order = fake.createOrder({
      sellerId: PARTNER,
      items: [{ sellerSku: SKU, quantityOrdered: 1, unitPrice: '89.90' }],
      shipping: '14.90',
    });
    await openFromMenu(page, 'Pedidos');
    await reloadUntil(page.getByTestId(`order-${order.orderId}`));
    await screenshot(page, 'web-amazon-order');
    expect(pageErrors).toEqual([]);
  });

  it('shows a refund fee Amazon kept above its rule in Conciliação, with the rule’s cap beside the charge', async () => {
    const order = fake.createOrder({
      sellerId: PARTNER,
      items: [{ sellerSku: SKU, quantityOrdered: 1, unitPrice: '100.00' }],
      shipping: '0.00',
    });
    await openFromMenu(page, 'Pedidos');
    await reloadUntil(page.getByTestId(`order-${order.orderId}`));
    // Finances shows nothing posted in the last two minutes: the sale's Commission (15 %, R$ 15,00) and
    // the refund are posted as five minutes ago. The refund credits the Commission back and keeps
    // R$ 5,00 where Amazon's rule allows 20 % of it, R$ 3,00.
    const now = fake.state.now;
    fake.state.now = () => now() - 5 * 60_000;
    fake.postFees(order.orderId, '0.15');
    fake.refundOrder(order.orderId, '0.15', '5.00');
    fake.state.now = now;
    // What the settlement sweep does every few hours, run now.
    const ctx = systemCtx(t.rt, sellerId);
    await readSettlements(ctx, (await connectedAccount(ctx, 'AMAZON'))!);

    await openFromMenu(page, 'Conciliação');
    await page.getByRole('table', { name: 'Pedidos com diferença, maior primeiro' }).waitFor();
    await page
      .getByText('tarifa de reembolso cobrada R$ 5,00; pela regra do canal, no máximo R$ 3,00')
      .first()
      .waitFor();
    await page.getByRole('button', { name: `Ver evidência do pedido ${order.orderId}` }).click();
    const evidence = page.getByRole('dialog', { name: `Pedido ${order.orderId}: esperado × pago` });
    const fee = evidence.getByRole('row').filter({ hasText: '“RefundCommission”' });
    await fee.waitFor();
    expect((await fee.getByTestId('charge-rule-cap').textContent())?.replace(/\s/g, ' ')).toBe(
      'pela regra do canal, no máximo R$ 3,00',
    );
    expect(await fee.locator('td').last().textContent()).toBe(brl(-5));
    await screenshot(page, 'web-amazon-refund-fee');
    expect(pageErrors).toEqual([]);
  });
});
