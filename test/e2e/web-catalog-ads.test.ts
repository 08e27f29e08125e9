import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { EAN_B, EAN_C, productBody } from '../helpers/catalog.ts';

warnNoChromium(
  'web admin catalog import/export, ads options and sync, carrier sources (test/e2e/web-catalog-ads.test.ts)',
);

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'planilhas@feira.example', password: 'senha-muito-forte' };

/**
 * The catalog's import and export, the ads page's filters, followed fields and sync, and a carrier's
 * quote source, in Debian's Chromium against the real service (whole app, workers running) on
 * 127.0.0.1. Quote URLs are held to the SSRF guard here (no insecure allowance). Screenshots go to
 * test-output/.
 */
describe.runIf(hasChromium)(
  'web admin: catalog import/export, ads and carrier sources',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let base: string;
    let browser: Browser;
    let page: Page;
    let pageErrors: string[];
    let api: { authorization: string };
    const adIds: Record<string, string> = {};

    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...api, accept: 'application/json' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json();
    };

    beforeAll(async () => {
      t = await createTestApp({ config: { allowInsecureWebhooks: false } });
      const seller = await sandboxSellerWithLogin(t, 'Loja Planilha', LOGIN);
      api = bearer(
        await tokenFor(t, seller.id, ['product:edit', 'bffweb:marketplaces', 'bffweb:ads', 'bffweb:freight']),
      );
      await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
      // LOJA-1-AZUL has EAN_A (main) and EAN_B; LOJA-2-VERDE has EAN_C only.
      const blue = (await call('POST', '/integration/products', productBody('LOJA-1'))).variations[0].skuId;
      const green = (
        await call(
          'POST',
          '/integration/products',
          productBody('LOJA-2', {
            title: 'Copo americano',
            variations: [
              { sku: 'LOJA-2-VERDE', ean: EAN_C, eans: [{ value: EAN_C, main: true }], cost: 4.5 },
            ],
          }),
        )
      ).variations[0].skuId;
      adIds.blue = (await call('POST', '/bffweb/ads', { originSkuId: blue, platform: 'SANDBOX' })).id;
      adIds.green = (await call('POST', '/bffweb/ads', { originSkuId: green, platform: 'SANDBOX' })).id;
      ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
    });
    afterAll(async () => {
      await browser?.close();
      await t?.close();
    });

    async function openPage(path: string, title: string) {
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }

    async function seriousViolations(): Promise<string[]> {
      await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
      // A dialog fading in has its text half-transparent: contrast is judged once it has settled.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      return seriousAxeViolations(page);
    }

    const readDownload = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') };
    };

    it('imports a spreadsheet with one bad row: progress to 100 %, the row in the report, products listed', async () => {
      await openPage('/catalog', 'Catálogo');
      await page.getByRole('button', { name: 'Importar planilha' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar produtos de uma planilha' });
      const csv = [
        'externalId;title;sku;cost',
        'IMP-1;Caneca esmaltada;IMP-1-BRANCA;12,90',
        'IMP-2;Prato fundo;IMP-2-AZUL;caro',
        'IMP-3;Tigela de cerâmica;IMP-3-VERDE;8,50',
      ].join('\r\n');
      const chooser = page.waitForEvent('filechooser');
      await dialog
        .getByRole('button', { name: /Arquivo|Escolher arquivo/ })
        .first()
        .click();
      await (
        await chooser
      ).setFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: 'Importar', exact: true }).click();

      const progress = dialog.getByRole('progressbar', { name: 'Progresso da importação' });
      await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
      await dialog.getByTestId('import-rows').getByText('3 de 3 linha(s)').waitFor();
      await dialog.getByText('Concluída', { exact: true }).first().waitFor();
      await dialog.getByText(/2 linha\(s\) gravada\(s\); 1 com erro/).waitFor();
      const errorRow = dialog.getByTestId('import-error-3');
      await expect(errorRow.getByRole('cell').allTextContents()).resolves.toEqual([
        '3',
        'cost',
        // In the seller's words; the English reason stays in the API and the errors.csv.
        '“caro” não é um número.',
      ]);
      // The recent imports list the file too.
      await dialog.getByRole('table', { name: 'Importações recentes' }).getByText('produtos.csv').waitFor();
      expect(await seriousViolations()).toEqual([]);
      await screenshot(page, 'web-catalog-import-report');

      const report = await readDownload(() =>
        dialog.getByRole('link', { name: 'Baixar relatório de erros (CSV)' }).click(),
      );
      expect(report.name).toMatch(/^imp_.*-errors\.csv$/);
      expect(report.text).toContain('3,cost,"""caro"" is not a number"');

      await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('product-IMP-1').getByText('Caneca esmaltada').waitFor();
      await page.getByTestId('product-IMP-3').waitFor();
      expect(await page.getByTestId('product-IMP-2').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it('exports the catalog as CSV, and for Excel with semicolons', async () => {
      await openPage('/catalog', 'Catálogo');
      const plain = await readDownload(() => page.getByRole('link', { name: 'Exportar CSV' }).click());
      expect(plain.name).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = plain.text.replace(/^\uFEFF/, '').split(/\r?\n/);
      expect(lines[0]).toMatch(/^externalId,title,/);
      expect(lines.some((line) => line.startsWith('LOJA-1,') && line.includes('LOJA-1-AZUL'))).toBe(true);
      expect(lines.some((line) => line.startsWith('IMP-1,') && line.includes('12.9'))).toBe(true);

      const excel = await readDownload(() => page.getByRole('link', { name: 'Exportar para Excel' }).click());
      expect(excel.text).toMatch(/^\uFEFF?externalId;title;/);
      expect(excel.text).toMatch(/IMP-1;Caneca esmaltada;.*12,9/);
      expect(pageErrors).toEqual([]);
    });

    it('filters ads by any EAN of their list, and by publication', async () => {
      await openPage('/ads', 'Anúncios');
      await page.getByTestId('ad-LOJA-1-AZUL').waitFor();
      await page.getByTestId('ad-LOJA-2-VERDE').waitFor();

      // EAN_B is LOJA-1's secondary EAN: the filter matches any EAN of the list.
      await page.getByLabel('EAN', { exact: true }).fill(EAN_B);
      await page.getByTestId('ad-LOJA-2-VERDE').waitFor({ state: 'detached' });
      await page.getByTestId('ad-LOJA-1-AZUL').waitFor();
      await page.getByLabel('EAN', { exact: true }).fill('7890000000000');
      await page.getByText('Nenhum anúncio com estes filtros.').waitFor();
      await page.getByLabel('EAN', { exact: true }).fill(EAN_C);
      await page.getByTestId('ad-LOJA-2-VERDE').waitFor();
      expect(await page.getByTestId('ad-LOJA-1-AZUL').count()).toBe(0);
      await screenshot(page, 'web-ads-ean-filter');

      await page.getByLabel('EAN', { exact: true }).fill('');
      await page.getByTestId('ad-LOJA-1-AZUL').waitFor();
      // The sandbox channel publishes both ads, asynchronously.
      await page.getByTestId('ad-LOJA-1-AZUL').getByTestId('ad-publication').getByText('Publicado').waitFor();
      await page.getByRole('combobox', { name: 'Filtrar por publicação' }).click();
      await page.getByRole('option', { name: 'Erro' }).click();
      await page.getByText('Nenhum anúncio com estes filtros.').waitFor();
      expect(pageErrors).toEqual([]);
    });

    it('stops an ad following the title (kept after a reload), then syncs it once followed again', async () => {
      await openPage('/ads', 'Anúncios');
      const row = page.getByTestId('ad-LOJA-1-AZUL');
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Campos sincronizados' }).click();
      let dialog = page.getByRole('dialog', { name: 'Campos que acompanham o produto' });
      await dialog.getByRole('checkbox', { name: 'Título' }).uncheck();
      expect(await seriousViolations()).toEqual([]);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText('Campos sincronizados atualizados em 1 anúncio(s).').waitFor();
      await row.getByTestId('ad-not-following').getByText('Não acompanha: Título').waitFor();

      const original: string = (await call('GET', `/bffweb/ads/${adIds.blue}`)).name;
      expect(original).toMatch(/^Garrafa térmica 1L/);
      await page.reload();
      await row.getByTestId('ad-not-following').getByText('Não acompanha: Título').waitFor();
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Campos sincronizados' }).click();
      dialog = page.getByRole('dialog', { name: 'Campos que acompanham o produto' });
      expect(await dialog.getByRole('checkbox', { name: 'Título' }).isChecked()).toBe(false);
      expect(await dialog.getByRole('checkbox', { name: 'Descrição' }).isChecked()).toBe(true);
      await screenshot(page, 'web-ads-update-options');

      // The product changes title and description: the ad follows the description only.
      await call(
        'PUT',
        '/integration/products/LOJA-1',
        productBody('LOJA-1', { title: 'Garrafa térmica Premium', description: 'Inox, parede tripla' }),
      );
      await eventually(async () => {
        const ad = await call('GET', `/bffweb/ads/${adIds.blue}`);
        return ad.description === 'Inox, parede tripla' && ad;
      }, 20_000);
      expect((await call('GET', `/bffweb/ads/${adIds.blue}`)).name).toBe(original);

      // Following the title again copies nothing by itself (the dialog says so); sync does.
      await dialog.getByRole('checkbox', { name: 'Título' }).check();
      await dialog.getByText('Os valores atuais não são copiados agora').waitFor();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByTestId('ad-not-following').waitFor({ state: 'detached' });
      expect((await call('GET', `/bffweb/ads/${adIds.blue}`)).name).toBe(original);

      await page.getByRole('button', { name: 'Sincronizar', exact: true }).click();
      const sync = page.getByRole('dialog', { name: 'Sincronizar com o catálogo' });
      await sync.getByRole('radio', { name: 'Todos os campos que cada anúncio acompanha' }).waitFor();
      expect(await seriousViolations()).toEqual([]);
      await sync.getByRole('button', { name: 'Sincronizar', exact: true }).click();
      await sync.waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .getByText(/Sincronização pedida para 1 anúncio\(s\)/)
        .waitFor();
      await row
        .getByTestId('ad-name')
        .getByText(/^Garrafa térmica Premium/)
        .waitFor();
      await row.getByTestId('ad-publication').getByText('Publicado').waitFor();
      await screenshot(page, 'web-ads-synced');
      expect(pageErrors).toEqual([]);
    });

    it('deletes an ad its marketplace refused, after asking, so it can be listed again', async () => {
      const accounts = (await call('GET', '/bffweb/marketplaces')) as { id: string; platform: string }[];
      const sandbox = accounts.find((account) => account.platform === 'SANDBOX')!;
      await call('PUT', `/bffweb/marketplaces/${sandbox.id}`, { settings: { refuseSkus: ['LOJA-9-AZUL'] } });
      const refusedSku = (
        await call('POST', '/integration/products', productBody('LOJA-9', { title: 'Jarra' }))
      ).variations[0].skuId;
      await call('POST', '/bffweb/ads', { originSkuId: refusedSku, platform: 'SANDBOX' });
      await openPage('/ads', 'Anúncios');
      const row = page.getByTestId('ad-LOJA-9-AZUL');
      await row.getByTestId('channel-refusal').waitFor();
      await row.getByRole('button', { name: 'Excluir anúncio' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir este anúncio?' });
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await row.waitFor({ state: 'detached' });
      await call('PUT', `/bffweb/marketplaces/${sandbox.id}`, { settings: {} });
      expect(pageErrors).toEqual([]);
    });

    it('has no serious or critical accessibility violations on the catalog and ads pages', async () => {
      const found: Record<string, string[]> = {};
      for (const [path, title] of [
        ['/catalog', 'Catálogo'],
        ['/ads', 'Anúncios'],
      ] as const) {
        await openPage(path, title);
        const violations = await seriousViolations();
        if (violations.length > 0) found[title] = violations;
      }
      expect(found).toEqual({});
    });

    it('fits a tablet: the catalog and ads pages are no wider than the screen', async () => {
      await page.setViewportSize({ width: 820, height: 1180 });
      try {
        for (const [path, title, shot] of [
          ['/catalog', 'Catálogo', 'web-catalog-tablet'],
          ['/ads', 'Anúncios', 'web-ads-tablet'],
        ] as const) {
          await openPage(path, title);
          await page.getByRole('table').first().waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, title).toBeLessThanOrEqual(0);
          await screenshot(page, shot);
        }
      } finally {
        await page.setViewportSize({ width: VIEW.width, height: VIEW.height });
      }
    });

    it("sets a carrier's quote URL (the SSRF guard's refusal shown) and then a postal contract integration", async () => {
      await openPage('/freight', 'Frete');
      await page.getByRole('button', { name: 'Nova transportadora' }).click();
      let dialog = page.getByRole('dialog', { name: 'Nova transportadora' });
      await dialog.getByLabel('Nome').fill('Frete Próprio');
      await dialog.getByRole('radio', { name: 'URL de cotação' }).check();
      const url = dialog.getByRole('textbox', { name: 'URL de cotação' });
      await url.fill('https://127.0.0.1/cotacao');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog
        .getByTestId('carrier-error')
        .getByText(
          'Este endereço não pode receber cotações: use https, um endereço público e nenhum parâmetro (?…).',
        )
        .first()
        .waitFor();
      expect(await seriousViolations()).toEqual([]);
      await screenshot(page, 'web-freight-quote-url-refused');

      await url.fill('https://1.1.1.1/cotacao');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      const carrierRow = page.getByTestId('carrier-Frete Próprio');
      await carrierRow.getByText('https://1.1.1.1/cotacao').waitFor();

      await carrierRow.getByRole('button', { name: 'Editar Frete Próprio' }).click();
      dialog = page.getByRole('dialog', { name: 'Editar transportadora' });
      await dialog.getByRole('radio', { name: 'Correios (contrato)' }).check();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      // Nothing is sent while a required field of the contract is empty.
      const user = dialog.getByLabel('Usuário do contrato');
      await expect(user.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).resolves.toBe(true);
      await dialog.getByLabel('CEP de origem').fill('01310-100');
      await dialog.getByLabel('Usuário do contrato').fill('loja');
      await dialog.getByLabel('Código de acesso da API').fill('segredo');
      await dialog.getByLabel('Cartão de postagem').fill('0067599079');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await carrierRow.getByText('Correios (contrato)').waitFor();
      expect(await carrierRow.getByText('https://1.1.1.1/cotacao').count()).toBe(0);

      // The access code is never shown back; leaving it empty keeps it.
      await carrierRow.getByRole('button', { name: 'Editar Frete Próprio' }).click();
      dialog = page.getByRole('dialog', { name: 'Editar transportadora' });
      await dialog.getByText('Guardado e nunca mostrado. Deixe em branco para manter o atual.').waitFor();
      expect(await dialog.getByLabel('Código de acesso da API').inputValue()).toBe('');
      await dialog.getByLabel('Nome do serviço 2').fill('SEDEX Contrato');
      await screenshot(page, 'web-freight-postal-integration');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      const [saved] = (await call('GET', '/bffweb/freight/carriers'))._embedded.carriers;
      expect(saved).toMatchObject({
        name: 'Frete Próprio',
        quoteUrl: null,
        integration: {
          type: 'POSTAL',
          originPostalCode: '01310100',
          user: 'loja',
          postingCard: '0067599079',
          services: [
            { code: '03298', name: 'PAC', freightType: 'STANDARD' },
            { code: '03220', name: 'SEDEX Contrato', freightType: 'EXPRESS' },
          ],
        },
      });
      expect(pageErrors).toEqual([]);
    });
  },
);
