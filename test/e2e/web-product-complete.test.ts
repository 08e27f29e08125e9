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

warnNoChromium(
  'web admin: complete product form, variations, unsaved edits (test/e2e/web-product-complete.test.ts)',
);

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'completo@feira.example', password: 'senha-muito-forte' };

/**
 * A product made complete in the admin, as a seller coming from Bling or Tiny expects: sizes and
 * colours when creating, NCM, origin, category, weight and measures on the product and a variation,
 * a variation added and another removed later, and a prompt before unsaved edits are lost; on a
 * desktop and on a 390×844 phone, checked with axe.
 */
describe.runIf(hasChromium)('web admin: a complete product', { timeout: 240_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let api: { authorization: string };
  let categoryId: string;
  let otherCategoryId: string;

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
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
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Completa', LOGIN);
    api = bearer(await tokenFor(t, seller.id, ['product:edit']));
    categoryId = (await call('POST', '/integration/categories', { name: 'Garrafas' })).id;
    otherCategoryId = (await call('POST', '/integration/categories', { name: 'Cozinha' })).id;
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function settled(p: Page): Promise<string[]> {
    await p.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    await p.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(p);
  }

  it('creates a product with sizes and colours, NCM, origin and measures', async () => {
    await page.goto(`${base}/catalog`);
    await page.getByRole('button', { name: 'Novo produto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Código/ }).fill('GT-1');
    await dialog.getByRole('textbox', { name: /Título/ }).fill('Garrafa térmica 1L');
    await dialog.getByRole('textbox', { name: /^NCM/ }).fill('9617.00.10');
    await dialog.getByRole('textbox', { name: 'Peso (kg)' }).fill('-1');
    await dialog.getByText('Não pode ser negativo.').waitFor();
    await dialog.getByRole('textbox', { name: 'Peso (kg)' }).fill('0,45');
    await dialog.getByRole('textbox', { name: 'Altura (cm)' }).fill('30');
    await dialog.getByRole('textbox', { name: 'Largura (cm)' }).fill('9,5');
    await dialog.getByRole('textbox', { name: 'Comprimento (cm)' }).fill('9.5');
    const productAttributes = dialog.getByRole('group', { name: 'Atributos', exact: true });
    await productAttributes.getByRole('button', { name: 'Adicionar atributo' }).click();
    await productAttributes.getByRole('textbox', { name: /Nome 1/ }).fill('Material');
    await productAttributes.getByRole('textbox', { name: /Valor 1/ }).fill('Inox');
    await dialog.getByRole('textbox', { name: 'SKU' }).fill('GT-1-AZUL');
    const attributes = dialog.getByRole('group', { name: /Cor, tamanho/ });
    await attributes.getByRole('textbox', { name: /Valor 1/ }).fill('Azul');
    await attributes.getByRole('textbox', { name: /Valor 2/ }).fill('1L');
    expect(await settled(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByTestId('product-GT-1').waitFor();
    const stored = await call('GET', '/integration/products/GT-1');
    expect(stored.fiscal).toEqual({ ncm: '96170010' });
    expect(stored.attributes).toEqual([{ name: 'Material', value: 'Inox' }]);
    expect(stored.dimension).toEqual({ weight: 0.45, height: 30, width: 9.5, length: 9.5 });
    expect(stored.variations[0].attributes).toEqual([
      { name: 'Cor', value: 'Azul' },
      { name: 'Tamanho', value: '1L' },
    ]);
  });

  it('sets category, origin and a variation override, adds a variation and removes one later', async () => {
    await page.goto(`${base}/catalog/GT-1`);
    await page.getByRole('heading', { level: 1, name: 'Garrafa térmica 1L' }).waitFor();
    await page.getByRole('combobox', { name: 'Categoria', exact: true }).click();
    await page.getByRole('option', { name: 'Garrafas' }).click();
    // A second category beside the main one (CAT-33).
    await page.getByRole('combobox', { name: 'Outras categorias' }).click();
    await page.getByRole('option', { name: 'Cozinha' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Origem da mercadoria' }).click();
    await page.getByRole('option', { name: /^1 – / }).click();
    const blue = page.getByTestId('variation-GT-1-AZUL');
    await blue.getByRole('textbox', { name: 'Peso (kg)' }).fill('0,5');
    await page.getByRole('button', { name: 'Adicionar variação' }).click();
    const added = page.getByTestId('variation-new-1');
    await added.getByRole('textbox', { name: 'SKU' }).fill('GT-1-VERDE');
    await added.getByRole('textbox', { name: /Cor, tamanho.*Valor 1/ }).fill('Verde');
    expect(await settled(page)).toEqual([]);
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByRole('status').getByText('Produto salvo').waitFor();
    let stored = await call('GET', '/integration/products/GT-1');
    expect(stored.categoryId).toBe(categoryId);
    expect(stored.categories).toEqual([categoryId, otherCategoryId]);
    expect(stored.fiscal).toEqual({ ncm: '96170010', origin: 1 });
    expect(stored.dimension.weight).toBe(0.45);
    expect(stored.variations.map((v: { sku: string }) => v.sku)).toEqual(['GT-1-AZUL', 'GT-1-VERDE']);
    expect(stored.variations[0].dimension).toEqual({ weight: 0.5 });
    expect(stored.variations[1].attributes).toEqual([{ name: 'Cor', value: 'Verde' }]);

    await page.getByTestId('variation-GT-1-VERDE').waitFor();
    await page.getByRole('button', { name: 'Remover variação GT-1-AZUL' }).click();
    // The first save's notice may still show: wait for this save's own answer before reading back.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/bffweb/catalog/products/GT-1',
    );
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    expect((await saved).ok()).toBe(true);
    await page.getByTestId('variation-GT-1-AZUL').waitFor({ state: 'detached' });
    stored = await call('GET', '/integration/products/GT-1');
    expect(stored.variations.map((v: { sku: string }) => v.sku)).toEqual(['GT-1-VERDE']);
    await screenshot(page, 'web-product-complete');
  });

  it('asks before a menu click or a reload loses unsaved edits', async () => {
    await page.goto(`${base}/catalog/GT-1`);
    const title = page.getByRole('textbox', { name: /Título/ });
    await title.fill('Garrafa térmica 1 litro');
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Painel', exact: true }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe('confirm: Há alterações não salvas neste produto. Sair sem salvar?');
    expect(new URL(page.url()).pathname).toBe('/catalog/GT-1');
    expect(await title.inputValue()).toBe('Garrafa térmica 1 litro');

    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    // The dismissed prompt keeps the page: the reload never completes, and its wait is cut short.
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toBe('beforeunload');
    expect(await title.inputValue()).toBe('Garrafa térmica 1 litro');

    // Saved, nothing is lost: the menu leaves without a question.
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByRole('status').getByText('Produto salvo').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Painel', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    expect(dialogs).toHaveLength(2);
  });

  it('fits the product form on a 390×844 phone, with no serious axe violation', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    phone.setDefaultTimeout(VIEW.timeout);
    await phone.addCookies(await page.context().cookies());
    const small = await phone.newPage();
    await small.goto(`${base}/catalog/GT-1`);
    await small.getByRole('heading', { level: 1, name: /Garrafa térmica/ }).waitFor();
    await small.getByRole('textbox', { name: 'Peso (kg)' }).first().waitFor();
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await settled(small)).toEqual([]);
    await screenshot(small, 'web-product-complete-phone');
    await phone.close();
  });

  it('had no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
