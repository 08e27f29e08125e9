import { describe, expect, it } from 'vitest';
import {
  addToGroup,
  continueGroup,
  detectDelimiter,
  importColumns,
  parseNumber,
  parseRow,
  rejectProduct,
  resolveHeader,
  startGroup,
  type Header,
} from './import-row.ts';

function header(...names: string[]): Header {
  const resolved = resolveHeader(names);
  if (!resolved.ok) throw new Error(resolved.reason);
  return resolved.header;
}

const full = header(...importColumns);
const cellsOf = (values: Partial<Record<(typeof importColumns)[number], string>>) =>
  importColumns.map((column) => values[column] ?? '');

describe('header', () => {
  it('matches names ignoring case and spaces, and maps each cell position', () => {
    const resolved = resolveHeader([' EXTERNALID', 'Sku ', '', 'cost']);
    expect(resolved).toMatchObject({ ok: true, header: { columns: ['externalId', 'sku', null, 'cost'] } });
  });

  it('refuses unknown, repeated and missing columns, naming them', () => {
    expect(resolveHeader(['externalId', 'sku', 'price', 'colour'])).toEqual({
      ok: false,
      reason: expect.stringMatching(/^unknown columns price, colour \(the columns are: externalId, title/),
    });
    expect(resolveHeader(['externalId', 'sku', 'SKU'])).toMatchObject({
      reason: expect.stringMatching(/^repeated column SKU/),
    });
    expect(resolveHeader(['title', 'cost'])).toMatchObject({
      reason: expect.stringMatching(/^missing columns externalId, sku/),
    });
    expect(resolveHeader(['', ' '])).toEqual({
      ok: false,
      reason: 'the first row must be the header, and it is empty',
    });
  });
});

describe('delimiter', () => {
  it.each([
    ['externalId,sku,title', ','],
    ['externalId;sku;title', ';'],
    ['"a;b",sku', ','],
    ['"a,b";sku;x', ';'],
    ['externalId', ','],
  ])('%s → %s', (line, expected) => expect(detectDelimiter(line)).toBe(expected));
});

describe('numbers', () => {
  it.each([
    ['31.90', 31.9],
    ['31,90', 31.9],
    ['1.234,56', 1234.56],
    ['1.234', 1.234],
    ['-2', -2],
    ['0,8', 0.8],
  ])('%s is %d', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each(['', 'abc', '1,234.56', '1.2.3', '31,90 BRL', 'R$ 3'])('%s is not a number', (text) =>
    expect(parseNumber(text)).toBeNull(),
  );
});

describe('a row', () => {
  it('becomes the API shapes of a product and a variation', () => {
    const parsed = parseRow(
      2,
      cellsOf({
        externalId: 'P-100',
        title: ' Garrafa térmica 1L ',
        brand: 'Acme',
        condition: 'novo',
        handlingTime: '2',
        weight: '0,8',
        height: '30',
        inboundFreight: '1,2',
        productAttributes: 'Material=Inox; Tampa=Rosca=Dupla',
        sku: 'P-100-AZUL',
        ean: '7891234567895',
        eans: '7891234567895|7891234567888',
        cost: '31,90',
        images: 'https://img.example/1.jpg | https://img.example/2.jpg',
        attributes: 'Cor=Azul;',
      }),
      full,
    );
    expect(parsed.productErrors).toEqual([]);
    expect(parsed.variationErrors).toEqual([]);
    expect(parsed.product).toEqual({
      externalId: 'P-100',
      title: 'Garrafa térmica 1L',
      brand: 'Acme',
      condition: 'NEW',
      handlingTime: 2,
      dimension: { weight: 0.8, height: 30 },
      productCosts: { inboundFreight: 1.2 },
      attributes: [
        { name: 'Material', value: 'Inox' },
        { name: 'Tampa', value: 'Rosca=Dupla' },
      ],
    });
    expect(parsed.variation).toEqual({
      sku: 'P-100-AZUL',
      ean: '7891234567895',
      eans: [
        { value: '7891234567895', main: true },
        { value: '7891234567888', main: false },
      ],
      cost: 31.9,
      images: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
      attributes: [{ name: 'Cor', value: 'Azul' }],
    });
  });

  it('gives the variation only the columns the file has; an empty cell of a present column clears', () => {
    const parsed = parseRow(3, ['P-1', 'S-1', ''], header('externalId', 'sku', 'cost'));
    expect(parsed.variation).toEqual({ sku: 'S-1', cost: null });
    expect(parseRow(3, ['P-1', 'S-1'], header('externalId', 'sku')).variation).toEqual({ sku: 'S-1' });
  });

  it.each([
    [{ ean: '', eans: '' }, { ean: '' }],
    [{ ean: '7891234567895', eans: '' }, { ean: '7891234567895' }],
    [
      { ean: '', eans: '7891234567895|7891234567888' },
      {
        eans: [
          { value: '7891234567895', main: true },
          { value: '7891234567888', main: false },
        ],
      },
    ],
  ])('EAN cells %j are sent as %j', (cells, expected) => {
    const parsed = parseRow(
      2,
      ['P-1', 'S-1', cells.ean, cells.eans],
      header('externalId', 'sku', 'ean', 'eans'),
    );
    expect(parsed.variation).toEqual({ sku: 'S-1', ...expected });
  });

  it('reports each bad cell with its column and reason', () => {
    const parsed = parseRow(
      7,
      cellsOf({
        externalId: 'P-1',
        title: 'x'.repeat(301),
        condition: 'broken',
        handlingTime: '2.5',
        weight: 'heavy',
        height: '-1',
        productAttributes: 'Material',
        sku: 'S-1',
        ean: '7891234567895',
        cost: 'R$ 3',
        images: 'not a url',
        attributes: '=Azul',
      }),
      full,
    );
    expect(parsed.productErrors).toEqual([
      {
        row: 7,
        field: 'condition',
        reason: '"broken" must be one of NEW, USED, REFURBISHED',
        code: 'not-one-of',
        params: { value: 'broken', values: 'NEW, USED, REFURBISHED' },
      },
      {
        row: 7,
        field: 'weight',
        reason: '"heavy" is not a number',
        code: 'not-a-number',
        params: { value: 'heavy' },
      },
      {
        row: 7,
        field: 'productAttributes',
        reason: '"Material" is not Name=Value (pairs are separated by ;)',
        code: 'not-name-value',
        params: { value: 'Material' },
      },
      { row: 7, field: 'title', reason: 'must be 1 to 300 characters', code: 'invalid-value' },
      {
        row: 7,
        field: 'handlingTime',
        reason: 'must be a whole number from 0 to 365',
        code: 'invalid-value',
      },
      { row: 7, field: 'height', reason: 'must be a number from 0 to 1000000', code: 'invalid-value' },
    ]);
    expect(parsed.variationErrors).toEqual([
      {
        row: 7,
        field: 'cost',
        reason: '"R$ 3" is not a number',
        code: 'not-a-number',
        params: { value: 'R$ 3' },
      },
      {
        row: 7,
        field: 'attributes',
        reason: '"=Azul" is not Name=Value (pairs are separated by ;)',
        code: 'not-name-value',
        params: { value: '=Azul' },
      },
      { row: 7, field: 'images', reason: 'item 1 url: must be a URL', code: 'invalid-value' },
    ]);
  });

  it('requires externalId and sku, and refuses values under no header', () => {
    const parsed = parseRow(4, ['', '', '', 'stray'], header('externalId', 'sku', ''));
    expect(parsed.productErrors).toEqual([
      { row: 4, field: 'externalId', reason: 'required', code: 'required' },
    ]);
    expect(parsed.variationErrors).toEqual([
      {
        row: 4,
        field: 'column 4',
        reason: 'a value in a column without a header name',
        code: 'no-header-name',
      },
      { row: 4, field: 'sku', reason: 'required', code: 'required' },
    ]);
  });
});

describe('the rows of a product', () => {
  const h = header('externalId', 'title', 'weight', 'sku');
  const row = (n: number, title: string, weight: string, sku: string) =>
    parseRow(n, ['P-1', title, weight, sku], h);

  it('take the product from the first row; later rows repeat it or leave it empty', () => {
    const group = startGroup(row(2, 'Garrafa', '0,8', 'A'), h);
    addToGroup(group, row(3, '', '', 'B'));
    addToGroup(group, row(4, 'Garrafa', '0.80', 'C'));
    expect(group.product).toMatchObject({ title: 'Garrafa', dimension: { weight: 0.8 } });
    expect(group.rows.map((r) => r.errors)).toEqual([[], [], []]);
  });

  it('refuse a later row that differs or repeats a sku', () => {
    const group = startGroup(row(2, 'Garrafa', '0,8', 'A'), h);
    addToGroup(group, row(3, 'Copo', '0,8', 'B'));
    addToGroup(group, row(4, '', '', 'A'));
    expect(group.rows[1]!.errors).toEqual([
      {
        row: 3,
        field: 'title',
        reason: 'differs from row 2, where product P-1 starts (leave it empty or repeat it)',
        code: 'differs-from-first-row',
        params: { firstRow: 2, externalId: 'P-1' },
      },
    ]);
    expect(group.rows[2]!.errors).toEqual([
      {
        row: 4,
        field: 'sku',
        reason: 'A appears twice in product P-1 (row 2)',
        code: 'duplicate-sku',
        params: { sku: 'A', externalId: 'P-1', row: 2 },
      },
    ]);
  });

  it('need a title on the first row when the file has the column', () => {
    const group = startGroup(row(2, '', '0,8', 'A'), h);
    expect(group.productErrors).toEqual([
      {
        row: 2,
        field: 'title',
        reason: 'required on the first row of a product',
        code: 'title-required-first-row',
      },
    ]);
  });

  it('need no title when the product came earlier in the file', () => {
    expect(startGroup(row(9, '', '', 'Z'), h, true)).toMatchObject({ again: true, productErrors: [] });
  });

  it('are all rejected with the product, each row pointing at the reason', () => {
    const group = startGroup(row(2, 'Garrafa', 'heavy', 'A'), h);
    addToGroup(group, row(3, '', '', 'B'));
    addToGroup(group, row(4, '', '', 'B'));
    const added = rejectProduct(group, group.productErrors, (r) => r.errors);
    expect([...added.entries()].map(([r, errors]) => [r.row, errors])).toEqual([
      [
        2,
        [
          {
            row: 2,
            field: 'weight',
            reason: '"heavy" is not a number',
            code: 'not-a-number',
            params: { value: 'heavy' },
          },
        ],
      ],
      [
        3,
        [
          {
            row: 3,
            field: 'weight',
            reason: 'product P-1 is not written: row 2 has an invalid weight',
            code: 'product-not-written',
            params: { externalId: 'P-1', firstRow: 2, field: 'weight' },
          },
        ],
      ],
    ]);
  });

  it('continue past a group with the same product fields', () => {
    const group = startGroup(row(2, 'Garrafa', '0,8', 'A'), h);
    const next = continueGroup(group);
    addToGroup(next, row(600, '', '', 'Z'));
    expect(next).toMatchObject({ externalId: 'P-1', firstRow: 2, product: { title: 'Garrafa' } });
    expect(next.rows).toEqual([{ row: 600, variation: { sku: 'Z' }, errors: [] }]);
  });
});
