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

warnNoChromium('web admin freight and price formation tests (test/e2e/web-freight-pricing.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'frete@feira.example', password: 'senha-muito-forte' };

/**
 * The freight and price formation pages in Debian's Chromium against the real service (whole app,
 * workers running, PGlite). The catalog comes in through the integration API, as a seller's ERP would
 * send it; everything else is done in the pages.
 */
describe.runIf(hasChromium)('freight and price formation in a real browser', { timeout: 90_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let erp: { authorization: string };
  let pageErrors: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Frete', LOGIN);
    erp = bearer(await tokenFor(t, seller.id, ['product:edit', 'price:edit']));
    // 0.8 kg, 30 × 10 × 10 cm (3,000 cm³: 0.5 kg cubic at factor 6000), unit cost R$ 31.90, selling at R$ 70.
    const product = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: erp,
      payload: productBody('GARRAFA', { variations: [{ sku: 'GARRAFA-AZUL', cost: 31.9 }] }),
    });
    expect(product.statusCode, product.body).toBe(202);
    const price = await t.app.inject({
      method: 'PUT',
      url: '/integration/prices/bysku',
      headers: erp,
      payload: { sku: 'GARRAFA-AZUL', value: 70 },
    });
    expect(price.statusCode, price.body).toBeLessThan(300);
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const openPage = (name: string) => openFromMenu(page, name);

  it('creates a carrier with a region and a weight band, quotes a cart and reads the explanation; imports a CSV table', async () => {
    await openPage('Frete');
    await page.getByText('Nenhuma transportadora cadastrada').waitFor();

    await page.getByRole('button', { name: 'Nova transportadora' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Rápida');
    await dialog.getByLabel('Fator de cubagem').fill('6000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('carrier-Rápida').waitFor();
    await page.getByRole('heading', { name: 'Tabela de Rápida' }).waitFor();

    // A region: a bad CEP is refused with the field named, then fixed.
    await page.getByText('Nenhuma região para esta transportadora.').waitFor();
    await page.getByRole('button', { name: 'Nova região' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome da região').fill('Capital SP');
    await dialog.getByLabel('CEP inicial 1').fill('0100');
    await dialog.getByLabel('CEP final 1').fill('05999-999');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel('CEP inicial 1').fill('01000-000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('region-Capital SP').getByText('01000-000 – 05999-999').waitFor();

    // A weight band of 0–1 kg at R$ 15.90 in that region.
    await page.getByRole('tab', { name: 'Faixas de peso' }).click();
    await page.getByText('Nenhuma faixa de peso para esta transportadora.').waitFor();
    await page.getByRole('button', { name: 'Nova faixa' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Peso até (kg)').fill('1');
    await dialog.getByLabel('Preço').fill('15,90');
    await dialog.getByLabel('Prazo (dias úteis)').fill('3');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'Faixas de peso' })
      .getByText(/R\$\s15,90/)
      .waitFor();

    // The tester: 0.8 kg real, 0.5 kg cubic → billed 0.8 kg in the 0–1 kg band.
    await page.getByLabel('CEP de destino').fill('01310-100');
    await page.getByLabel('SKU 1').fill('GARRAFA-AZUL');
    await page.getByRole('button', { name: 'Cotar' }).click();
    const quote = page.getByTestId('quote-Rápida');
    await expect(quote.getByTestId('quote-price').textContent()).resolves.toMatch(/R\$\s15,90/);
    const explanation = page.getByTestId('quote-explanation');
    await explanation.getByText('Cotado', { exact: true }).waitFor();
    await explanation.getByText('Regiões do CEP: Capital SP').waitFor();
    const carrier = explanation.getByTestId('explain-Rápida');
    await carrier.getByText('Peso real 0,8 kg · cúbico 0,5 kg · cobrado 0,8 kg').waitFor();
    await carrier.getByText('faixa de 0 a 1 kg').waitFor();
    await screenshot(page, 'web-freight-quote-explained');

    // A CEP outside every region: no quote, and the explanation says why.
    await page.getByLabel('CEP de destino').fill('69900-000');
    await page.getByRole('button', { name: 'Cotar' }).click();
    await page.getByText('Nenhuma cotação para este carrinho e CEP').waitFor();
    await explanation.getByText('CEP fora de todas as regiões').waitFor();

    // A CSV table replaces the carrier's bands: a bad row is reported by line and nothing is written.
    await page.getByRole('tab', { name: 'Importar CSV' }).click();
    const upload = async (csv: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: /Arquivo CSV|Escolher arquivo/ })
        .first()
        .click();
      await (await chooser).setFiles({ name: 'tabela.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    };
    await upload('cep_inicial;cep_final;peso_inicial;peso_final;valor;prazo\n01000000;05999999;0;1;abc;2\n');
    await page.getByRole('button', { name: 'Importar e substituir' }).click();
    await page
      .getByRole('table', { name: 'Erros do arquivo' })
      .getByRole('cell', { name: '2', exact: true })
      .waitFor();
    await upload(
      'cep_inicial;cep_final;peso_inicial;peso_final;valor;prazo\n01000000;05999999;0;2;12,50;2\n',
    );
    await page.getByRole('button', { name: 'Importar e substituir' }).click();
    await page.getByText('Tabela importada').waitFor();

    await page.getByLabel('CEP de destino').fill('01310-100');
    await page.getByRole('button', { name: 'Cotar' }).click();
    await expect
      .poll(async () => quote.getByTestId('quote-price').textContent(), { timeout: 15_000 })
      .toMatch(/R\$\s12,50/);
    await screenshot(page, 'web-freight-csv-imported');
    expect(pageErrors).toEqual([]);
  });

  it('creates a price rule, reads its simulation, applies it to 100 % and sees the new price in the results', async () => {
    await openPage('Formação de preço');
    await page.getByText('Nenhuma regra ainda').waitFor();
    await page.getByRole('button', { name: 'Nova regra' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Margem 10');
    await dialog.getByLabel('Marketplaces').fill('publishes every');
    await page.getByRole('option', { name: /^Sandbox \(publishes every field\)/ }).click();
    await dialog.getByLabel('Margem (R$ por unidade)').fill('10');
    await dialog.getByLabel('Comissão (%)').fill('16');
    await dialog.getByLabel('Impostos (%)').fill('4');
    // Typed with a decimal point, the amount still reads five reais.
    await dialog.getByLabel('Frete pago (R$ por unidade)').fill('5.00');

    // (31.90 + 5 + 10) / (1 − 0.16 − 0.04) = 58.625 → R$ 58.63, against R$ 70 today.
    const row = dialog.getByTestId('simulation-GARRAFA-AZUL');
    await expect
      .poll(
        async () =>
          row
            .getByTestId('simulated-price')
            .textContent()
            .catch(() => ''),
        { timeout: 20_000 },
      )
      .toMatch(/R\$\s58,63/);
    await expect(row.textContent()).resolves.toMatch(/R\$\s70,00.*R\$\s58,63.*\u2212R\$\s11,37/);
    await dialog.getByText('1 SKU(s) elegível(is), 1 com custo, 0 sem preço simulado.').waitFor();
    await screenshot(page, 'web-price-rule-simulated');

    // Save: the rule is listed, inactive; nothing priced yet.
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const rule = page.getByTestId('rule-Margem 10');
    await rule.getByText('Inativa').waitFor();

    await page.getByRole('button', { name: 'Aplicar Margem 10' }).click();
    // Prices change for every eligible SKU: asked once more.
    const confirmApply = page.getByRole('dialog', { name: 'Aplicar “Margem 10”?' });
    await confirmApply.getByRole('button', { name: 'Aplicar regra' }).click();
    const progress = page.getByRole('progressbar', { name: 'Progresso' });
    await expect.poll(async () => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    const panel = page.getByTestId('run-panel');
    await panel.getByText('Aplicação: concluída').waitFor();
    await panel.getByTestId('job-counts').getByText('1 de 1 SKU(s)').waitFor();
    const result = panel.getByTestId('result-GARRAFA-AZUL');
    await expect(result.getByTestId('result-new-price').textContent()).resolves.toMatch(/R\$\s58,63/);
    await result.getByText('Precificado').waitFor();
    await expect(result.textContent()).resolves.toMatch(/R\$\s70,00/);
    await rule.getByText('Ativa', { exact: true }).waitFor();
    await screenshot(page, 'web-price-rule-applied');

    // The price the marketplace now gets is the rule's.
    const prices = await t.app.inject({
      method: 'GET',
      url: '/integration/prices/bysku?sku=GARRAFA-AZUL',
      headers: erp,
    });
    const body = prices.json<{
      listPrice?: number;
      platforms?: { platform: string; listPrice: number }[];
    }>();
    const sandbox = body.platforms?.find((p) => p.platform === 'SANDBOX');
    expect(sandbox?.listPrice ?? body.listPrice, prices.body).toBe(58.63);

    // Restoring asks first, then reads from the rule's price back to the one before it.
    await page.getByRole('button', { name: 'Mais ações Margem 10' }).click();
    await page.getByRole('menuitem', { name: 'Restaurar preços anteriores' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurar os preços anteriores a “Margem 10”?' });
    await confirm.getByRole('button', { name: 'Restaurar preços' }).click();
    await confirm.waitFor({ state: 'detached' });
    await panel.getByText('Restauração: concluída').waitFor();
    await result.getByText('Restaurado').waitFor();
    await expect(result.getByTestId('result-new-price').textContent()).resolves.toMatch(/R\$\s70,00/);
    await expect(result.textContent()).resolves.toMatch(/R\$\s58,63.*R\$\s70,00/);
    await screenshot(page, 'web-price-rule-restored');
    expect(pageErrors).toEqual([]);
  });

  /** axe-core's serious and critical violations on what the page shows now. */
  async function axeViolations(): Promise<string[]> {
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count()).toBe(0);
    return seriousAxeViolations(page);
  }

  it('has no serious or critical accessibility violations on the freight and price formation pages (axe-core)', async () => {
    // A fresh load: whatever an earlier journey left open is gone.
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    const found: Record<string, string[]> = {};
    for (const name of ['Frete', 'Formação de preço']) {
      await openPage(name);
      const violations = await axeViolations();
      if (violations.length > 0) found[name] = violations;
    }
    await openPage('Frete');
    await page.getByRole('tab', { name: 'Faixas de peso' }).click();
    await page.getByRole('button', { name: 'Nova faixa' }).click();
    const band = await axeViolations();
    if (band.length > 0) found['Nova faixa'] = band;
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openPage('Formação de preço');
    // The rule editor with its simulation table, the busiest form of the two pages.
    await page.getByRole('button', { name: 'Nova regra' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Margem (R$ por unidade)').fill('10');
    await dialog.getByTestId('simulation-summary').waitFor();
    const editor = await axeViolations();
    if (editor.length > 0) found['Nova regra'] = editor;
    expect(found).toEqual({});
  });
});
