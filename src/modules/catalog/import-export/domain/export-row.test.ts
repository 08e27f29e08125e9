import { describe, expect, it } from 'vitest';
import { csvLine, exportCells, numberCell, type ExportProduct, type ExportVariation } from './export-row.ts';
import { importColumns, parseRow, resolveHeader } from './import-row.ts';

describe('CSV lines', () => {
  it('quote only what needs quoting', () => {
    expect(csvLine(['a', 'b c', 'd,e', 'say "hi"', 'two\nlines', ' edge'], ',')).toBe(
      'a,b c,"d,e","say ""hi""","two\nlines"," edge"\r\n',
    );
    expect(csvLine(['d,e', 'f;g'], ';')).toBe('d,e;"f;g"\r\n');
  });

  it.each([
    ['0.8000', ',', '0.8'],
    ['0.8000', ';', '0,8'],
    ['12.00', ',', '12'],
    ['1200', ',', '1200'],
    ['0.0000', ',', '0'],
    [null, ',', ''],
  ] as const)('number %s with %s is %s', (value, delimiter, text) =>
    expect(numberCell(value, delimiter)).toBe(text),
  );
});

describe('an exported row', () => {
  const product: ExportProduct = {
    externalId: 'P-100',
    title: 'Garrafa; térmica',
    description: null,
    brand: 'Acme',
    nbm: '9617.00.10',
    categoryId: null,
    categoryIds: [],
    condition: 'NEW',
    handlingTime: 2,
    weightKg: '0.8000',
    heightCm: '30.00',
    widthCm: null,
    lengthCm: null,
    inboundFreight: '1.2000',
    packaging: null,
    royalty: '0.0000',
    attributes: [{ name: 'Material', value: 'Inox' }],
  };
  const variation: ExportVariation = {
    id: 'sku_1',
    sku: 'P-100-AZUL',
    ean: '7891234567888',
    eans: [
      { value: '7891234567895', main: false },
      { value: '7891234567888', main: true },
    ],
    cost: '31.9000',
    images: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg', main: true }],
    attributes: [
      { name: 'Cor', value: 'Azul' },
      { name: 'Tamanho', value: 'M' },
    ],
  };

  it('writes every category, the main one first, and reads them back as the same list', () => {
    const cells = exportCells(
      { ...product, categoryId: 'cat_b', categoryIds: ['cat_b', 'cat_a'] },
      variation,
      ',',
    );
    const byColumn = Object.fromEntries(importColumns.map((column, i) => [column, cells[i]]));
    expect(byColumn).toMatchObject({ categoryId: 'cat_b', categories: 'cat_b|cat_a' });
    const header = resolveHeader([...importColumns]);
    if (!header.ok) throw new Error(header.reason);
    expect(parseRow(2, cells, header.header).product).toMatchObject({
      categoryId: 'cat_b',
      categories: ['cat_b', 'cat_a'],
    });
  });

  it('puts the main EAN and the main image first, and reads back as it was written', () => {
    const cells = exportCells(product, variation, ';');
    const byColumn = Object.fromEntries(importColumns.map((column, i) => [column, cells[i]]));
    expect(byColumn).toMatchObject({
      eans: '7891234567888|7891234567895',
      images: 'https://img.example/2.jpg|https://img.example/1.jpg',
      weight: '0,8',
      cost: '31,9',
      attributes: 'Cor=Azul;Tamanho=M',
      skuId: 'sku_1',
    });
    const header = resolveHeader([...importColumns]);
    if (!header.ok) throw new Error(header.reason);
    const parsed = parseRow(2, cells, header.header);
    expect(parsed.productErrors).toEqual([]);
    expect(parsed.variationErrors).toEqual([]);
    expect(parsed.product).toMatchObject({
      title: 'Garrafa; térmica',
      dimension: { weight: 0.8, height: 30 },
    });
    expect(parsed.variation).toMatchObject({
      ean: '7891234567888',
      eans: [
        { value: '7891234567888', main: true },
        { value: '7891234567895', main: false },
      ],
      cost: 31.9,
    });
  });
});
