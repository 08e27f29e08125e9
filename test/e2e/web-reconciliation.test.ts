import { orderIdFor } from '../helpers/reconciliation.ts';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { brl, hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  openFromMenu,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { send } from '../helpers/fixtures.ts';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import {} from '../../src/modules/marketplaces/sandbox/sandbox.settlements.ts';

warnNoChromium('web admin reconciliation (test/e2e/web-reconciliation.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'conciliacao@feira.example', password: 'senha-muito-forte' };

const REFUND = orderIdFor('DOUBLE_REFUND', 'CONC-RF');
const SHIPPING = orderIdFor('SHIPPING', 'CONC-FR');
const COMMISSION = orderIdFor('COMMISSION', 'CONC-CM');
const MATCHING = orderIdFor('MATCHING', 'CONC-OK');

/** One line of a `;` CSV into its cells, quoted cells (a cause with a `;` in it) unquoted. */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map(([, cell]) =>
    cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!,
  );

/**
 * "Conciliação" in Debian's Chromium against the real service (workers running, PGlite): a seller
 * sells four orders on the sandbox Mercado Livre (2 × R$ 100, R$ 22,50 of shipping, 14 % commission
 * and a R$ 6,00 fee); the sandbox settles three of them with a planted discrepancy (a commission
 * above the rate, shipping re-measured, a refund charged twice). The seller sees the three, largest
 * first, with their causes in Portuguese, opens one's evidence and exports the channel's CSV; on the
 * dashboard and on a phone too.
 */
describe.runIf(hasChromium)('web admin: reconciliation in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let erp: { authorization: string };
  let skuId: string;
  let receiver: Receiver;

  /** A simulated sale of two units at R$ 100,00: its settlement carries whatever the order id plants. */
  async function sale(marketplaceOrderId: string) {
    const order = await send(
      t,
      'POST',
      '/bffweb/orders/sandbox',
      {
        platform: 'SANDBOX_ML',
        marketplaceOrderId,
        items: [{ skuId, qty: 2, salePrice: 100 }],
        shippingCost: 22.5,
      },
      erp,
    );
    expect(order.statusCode, order.body).toBe(201);
    return order;
  }

  beforeAll(async () => {
    t = await createTestApp();
    receiver = await startReceiver();
    const seller = await sandboxSellerWithLogin(t, 'Loja Conciliação', LOGIN);
    erp = bearer(
      await tokenFor(t, seller.id, [
        'product:edit',
        'bffweb:marketplaces',
        'bffweb:orders',
        'bffweb:reconciliation',
      ]),
    );
    const connected = await send(t, 'POST', '/bffweb/marketplaces', { platform: 'SANDBOX_ML' }, erp);
    expect(connected.statusCode, connected.body).toBe(201);
    const product = await send(t, 'POST', '/integration/products', productBody('P-CONC'), erp);
    expect(product.statusCode, product.body).toBe(202);
    skuId = product.json().variations[0].skuId;
    for (const marketplaceOrderId of [MATCHING, COMMISSION, SHIPPING, REFUND]) await sale(marketplaceOrderId);
    // Each new order makes reconciliation read its settlements (the order.OrderCreated consumer).
    await eventually(async () => {
      const totals = (await send(t, 'GET', '/bffweb/reconciliation/totals', undefined, erp)).json();
      return totals.byChannel[0]?.orders === 4 ? totals : undefined;
    }, 60_000);
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
    // A loaded machine can take more than the default minute to start the app and seed it.
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
  });

  // Intl writes "R$" and the amount with a no-break space between them.
  const text = async (on: Page, testId: string) =>
    (await on.getByTestId(testId).first().textContent())?.replace(/\s/g, ' ');
  const money = (value: number) => brl(value).replace(/\s/g, ' ');
  const listed = async (on: Page) => {
    const table = on.getByRole('table', { name: 'Pedidos com diferença, maior primeiro' });
    return table.locator('tbody tr td:first-child').allTextContents();
  };
  async function settledViolations(on: Page): Promise<string[]> {
    await on.mouse.move(0, 0);
    await on.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    await on.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(on);
  }

  it('shows on the dashboard what the channels hold and the orders they paid short', async () => {
    await expect.poll(() => text(page, 'figure-open-differences')).toBe('3');
    // Nothing is released yet: the sandbox releases a sale's money 14 days after it.
    expect(await text(page, 'figure-not-released')).not.toBe(money(0));
    await page.getByText('3 pedidos pagos diferente do esperado pela venda').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ver conciliação' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conciliação' }).waitFor();
  });

  it('lists the three planted differences with their causes, opens the evidence and exports the CSV', async () => {
    await openFromMenu(page, 'Conciliação');
    await page.getByRole('table', { name: 'Pedidos com diferença, maior primeiro' }).waitFor();
    await expect.poll(() => listed(page)).toEqual([REFUND, SHIPPING, COMMISSION]);
    expect(await text(page, 'reconciliation-expected')).toBe(money(3 * 143.5 + 43.5));
    expect(await text(page, 'reconciliation-difference')).toBe(money(-113.4));
    const channel = await text(page, 'reconciliation-channel-SANDBOX_ML');
    expect(channel).not.toContain('SANDBOX_ML');
    const causes = page.getByTestId('difference-cause');
    expect(await causes.nth(0).locator('p').allTextContents()).toEqual([
      'reembolso de R$ 100,00 cobrado duas vezes',
      'reembolso ao comprador de R$ 100,00',
    ]);
    expect(await causes.nth(1).textContent()).toBe('frete cobrado R$ 31,90; na venda era R$ 22,50');
    expect(await causes.nth(2).textContent()).toBe('comissão de 16 % cobrada; a categoria é 14 %');
    expect(await text(page, `difference-${SHIPPING}`)).toContain('Pago a menos');
    expect(await text(page, `difference-${SHIPPING}`)).toContain(money(-9.4));
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'web-reconciliation');

    await page.getByRole('button', { name: `Ver evidência do pedido ${COMMISSION}` }).click();
    const evidence = page.getByRole('dialog', { name: `Pedido ${COMMISSION}: esperado × pago` });
    await evidence.getByTestId('reconciliation-evidence').waitFor();
    const commission = await evidence.getByTestId('evidence-line-commission').locator('td').allTextContents();
    expect(commission.map((cell) => cell.replace(/\s/g, ' '))).toEqual([
      'Comissão',
      money(28),
      money(32),
      money(4),
    ]);
    const net = await evidence.getByTestId('evidence-line-net').locator('td').allTextContents();
    expect(net.map((cell) => cell.replace(/\s/g, ' '))).toEqual([
      'Líquido a receber',
      money(143.5),
      money(139.5),
      money(-4),
    ]);
    await evidence.getByText('comissão de 16 % cobrada; a categoria é 14 %').waitFor();
    // The settlement in the channel's own words.
    await evidence.getByText('“tarifa de venda”').waitFor();
    await evidence.getByText('“custo de envio”').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'web-reconciliation-evidence');
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'A liberar' }).click();
    await expect.poll(() => listed(page)).toEqual([MATCHING]);
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Pago a menos' }).click();
    await expect.poll(() => listed(page)).toEqual([REFUND, SHIPPING, COMMISSION]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Exportar diferenças de .* \(CSV\)$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('diferencas-sandbox_ml.csv');
    const csv = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Pedido no marketplace;Pedido na Feira;Marketplace;Situação;Cobrado pelo canal (R$);Deveria ser (R$);Recebido (R$);Deveria receber (R$);Diferença (R$);Causa;Código da causa',
    );
    // The order as the channel knows it: its id and its name, Feira's id beside (checked apart).
    const [, ...byOrder] = csv.map(cells);
    const differences = (
      await send(t, 'GET', '/bffweb/reconciliation/differences?platform=SANDBOX_ML', undefined, erp)
    ).json()._embedded.reconciliationList as { orderId: string; marketplaceOrderId: string }[];
    const feiraIds = new Map(differences.map((row) => [row.marketplaceOrderId, row.orderId]));
    expect(byOrder.map(([channelId, feiraId]) => feiraId === feiraIds.get(channelId!))).toEqual([
      true,
      true,
      true,
    ]);
    expect(byOrder.map(([channelId, , ...rest]) => [channelId, ...rest])).toEqual([
      [
        REFUND,
        'Sandbox marketplace A',
        'Pago a menos',
        '256,50',
        '156,50',
        '-56,50',
        '43,50',
        '-100,00',
        'reembolso de R$ 100,00 cobrado duas vezes | reembolso ao comprador de R$ 100,00',
        'REFUND_CHARGED_TWICE | REFUNDED',
      ],
      [
        SHIPPING,
        'Sandbox marketplace A',
        'Pago a menos',
        '65,90',
        '56,50',
        '134,10',
        '143,50',
        '-9,40',
        'frete cobrado R$ 31,90; na venda era R$ 22,50',
        'SHIPPING_REMEASURED',
      ],
      [
        COMMISSION,
        'Sandbox marketplace A',
        'Pago a menos',
        '60,50',
        '56,50',
        '139,50',
        '143,50',
        '-4,00',
        'comissão de 16 % cobrada; a categoria é 14 %',
        'COMMISSION_ABOVE_RATE',
      ],
    ]);
    expect(pageErrors).toEqual([]);
  });

  it('fits on a 390×844 phone, evidence included, with no serious axe violation', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    phone.setDefaultTimeout(VIEW.timeout);
    try {
      await phone.addCookies(await page.context().cookies());
      const small = await phone.newPage();
      const errors: string[] = [];
      small.on('pageerror', (error) => errors.push(error.message));
      await small.goto(`${base}/reconciliation`);
      await small.getByRole('table', { name: 'Pedidos com diferença, maior primeiro' }).waitFor();
      await expect.poll(() => listed(small)).toEqual([REFUND, SHIPPING, COMMISSION]);
      expect(
        await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await settledViolations(small)).toEqual([]);
      await screenshot(small, 'web-reconciliation-phone');
      await small.getByRole('button', { name: `Ver evidência do pedido ${REFUND}` }).click();
      const evidence = small.getByRole('dialog', { name: `Pedido ${REFUND}: esperado × pago` });
      await evidence.getByText('reembolso de R$ 100,00 cobrado duas vezes').waitFor();
      expect(await settledViolations(small)).toEqual([]);
      await screenshot(small, 'web-reconciliation-phone-evidence');
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('subscribes a webhook to payout differences from the admin, and it receives the next one', async () => {
    await openFromMenu(page, 'Webhooks');
    await page.getByRole('button', { name: 'Novo webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar webhook' });
    await dialog.getByLabel('Nome').fill('contador');
    await dialog.getByLabel('URL de destino').fill(`${receiver.url}/contador`);
    await dialog.getByLabel('Token enviado em cada entrega').fill('token-do-contador');
    await dialog.getByRole('checkbox', { name: 'Diferenças de repasse' }).check();
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page
      .getByRole('dialog', { name: 'Segredo de assinatura' })
      .getByRole('button', { name: 'Já guardei' })
      .click();
    await page.getByTestId('webhook-contador').getByText('Diferenças de repasse').waitFor();

    const order = await sale(orderIdFor('COMMISSION', 'CONC-WH'));
    const delivered = await eventually(async () => receiver.at('/contador')[0], 60_000);
    expect(delivered.body).toMatchObject({
      domain: 'reconciliation',
      type: 'DifferenceFound',
      resource: `/integration/reconciliation/orders/${order.json().id}`,
      tags: ['PAID_LESS'],
    });
    expect(pageErrors).toEqual([]);
  });
});
