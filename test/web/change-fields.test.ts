import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownFields, type FieldWords, type Formatters } from '../../web/src/pages/changeFields.ts';

// Loaded by path, as test/web/locales.test.ts does: the dictionary's type imports reach into the web app.
const { audit } = (await import(path.resolve(import.meta.dirname, '../../web/src/locales/pt/audit.ts'))) as {
  audit: FieldWords;
};

const format: Formatters = {
  money: (d) => `R$ ${d.replace('.', ',')}`,
  dateTime: (iso) => `data(${iso})`,
  platform: (code) => (code === 'MERCADO_LIVRE' ? 'Mercado Livre' : code),
};

const shown = (entity: string, before: object | null, after: object | null) =>
  shownFields(
    { entity, before: before as Record<string, unknown>, after: after as Record<string, unknown> },
    audit,
    format,
  ).map((f) => [f.label, f.before, f.after]);

describe('change history fields (web/src/pages/changeFields.ts)', () => {
  it('shows a price change as labelled money, with the channel it applies to though unchanged', () => {
    expect(
      shown(
        'price',
        { platform: 'MERCADO_LIVRE', priceType: 'DEFAULT', value: '120.00', startAt: null, endAt: null },
        { platform: 'MERCADO_LIVRE', priceType: 'DEFAULT', value: '99.90', startAt: null, endAt: null },
      ),
    ).toEqual([
      ['Canal', 'Mercado Livre', 'Mercado Livre'],
      ['Tipo de preço', 'Preço de venda', 'Preço de venda'],
      ['Valor', 'R$ 120,00', 'R$ 99,90'],
    ]);
  });

  it("shows an ad's pause and own price in words, and hides the ids the entry is named by", () => {
    expect(shown('price', null, { platform: null, value: '5.00', endAt: null })).toEqual([
      ['Canal', undefined, 'Todos os canais'],
      ['Valor', undefined, 'R$ 5,00'],
    ]);
    expect(
      shown(
        'ad',
        { skuId: 'sku_1', platform: 'SANDBOX', title: 'A', price: '10.00', stock: 3, status: 'ACTIVE' },
        { skuId: 'sku_1', platform: 'SANDBOX', title: 'A', price: '469.90', stock: 3, status: 'PAUSED' },
      ),
    ).toEqual([
      ['Canal', 'SANDBOX', 'SANDBOX'],
      ['Preço', 'R$ 10,00', 'R$ 469,90'],
      ['Situação', 'Ativo', 'Pausado'],
    ]);
  });

  it('shows every labelled field of a creation: percentages, dates, yes/no, settings by reference', () => {
    expect(
      shown('promotion', null, {
        name: 'Semana',
        status: 'INACTIVE',
        ruleType: 'PERCENTAGE_DISCOUNT',
        value: '12.5',
        startAt: '2026-03-01T03:00:00.000Z',
        endAt: null,
        restorePricesOnAutoFinish: true,
        platforms: ['MERCADO_LIVRE', 'SANDBOX'],
        eligibility: { domain: 'PRODUCT', skuIds: ['sku_1'] },
      }),
    ).toEqual([
      ['Nome', undefined, 'Semana'],
      ['Situação', undefined, 'Inativo'],
      ['Tipo de desconto', undefined, 'Desconto percentual'],
      ['Valor', undefined, '12,5%'],
      ['Início', undefined, 'data(2026-03-01T03:00:00.000Z)'],
      ['Restaurar preços ao encerrar', undefined, 'Sim'],
      ['Canais', undefined, 'Mercado Livre, SANDBOX'],
      ['Produtos incluídos', undefined, audit.configured],
    ]);
  });

  it('shows a fixed promotion value as money, stock by warehouse, and a deletion by its before', () => {
    expect(shown('promotion', { ruleType: 'FIXED_PRICE', value: '89.9', endAt: null }, null)).toEqual([
      ['Tipo de desconto', 'Preço fixo', undefined],
      ['Valor', 'R$ 89,9', undefined],
    ]);
    expect(
      shown('stock', { warehouseId: 'DEFAULT', stock: 0 }, { warehouseId: 'DEFAULT', stock: 7 }),
    ).toEqual([
      ['Depósito', 'Padrão', 'Padrão'],
      ['Estoque', '0', '7'],
    ]);
  });

  it('names every field a recorded entity can carry (no English key on screen)', () => {
    const recorded = {
      price: ['platform', 'priceType', 'value', 'startAt', 'endAt'],
      cost: ['cost'],
      stock: ['warehouseId', 'stock'],
      ad: ['platform', 'title', 'price', 'stock', 'status'],
      product: ['title'],
      marketplace: ['platform', 'status'],
      webhook: ['urlName', 'url', 'tokenHeader', 'statuses', 'domains', 'status', 'disabledReason'],
      app: ['name', 'grantTypes', 'scopes', 'redirectUris', 'public', 'disabled', 'grants'],
      rule: ['name', 'domain', 'eligibility', 'costStructure', 'objective', 'status', 'startDate', 'endDate'],
    };
    for (const keys of Object.values(recorded)) {
      for (const key of keys) expect(audit.fields[key], key).toBeTruthy();
    }
  });
});
