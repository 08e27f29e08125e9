import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csv, importWorkspace } from '../../../../test/helpers/import-files.ts';
import type { Ctx } from '../../../platform/context.ts';
import { createCategory } from '../taxonomy/taxonomy.service.ts';
import { createProduct } from '../catalog.service.ts';
import { getProduct } from '../catalog.reads.ts';
import { getImport, importErrorReport, importFile, type ImportProgress } from './import.service.ts';
import { batchRowsFor } from './import.batch.ts';

const { app, newSeller, file, events } = importWorkspace();

/** The report as integrators read it: row, field and the English reason. */
async function report(ctx: Ctx, id: string) {
  return (await getImport(ctx, id)).errors.map(({ row, field, reason }) => ({ row, field, reason }));
}

const header = [
  'externalId',
  'title',
  'brand',
  'weight',
  'inboundFreight',
  'productAttributes',
  'sku',
  'ean',
  'eans',
  'cost',
  'images',
  'attributes',
];

describe('import from a file', () => {
  it('creates products and variations from a comma-separated file, with their events', async () => {
    const ctx = await newSeller();
    const progress: ImportProgress[] = [];
    const result = await importFile(
      ctx,
      file(
        csv([
          header,
          [
            'P-100',
            'Garrafa térmica, 1L',
            'Acme',
            '0.8',
            '1.2',
            'Material=Inox',
            'P-100-AZUL',
            '7891234567895',
            '7891234567895|7891234567888',
            '31.90',
            'https://img.example/1.jpg|https://img.example/2.jpg',
            'Cor=Azul',
          ],
          ['P-100', '', '', '', '', '', 'P-100-VERDE', '', '', '29.9', '', 'Cor=Verde'],
          ['P-200', 'Copo', 'acme', '', '', '', 'P-200-U', '', '', '', '', ''],
        ]),
      ),
      { onProgress: (p) => progress.push(p) },
    );
    expect(result).toMatchObject({
      status: 'DONE',
      format: 'CSV',
      source: 'CLI',
      totalRows: 3,
      processedRows: 3,
      validRows: 3,
      invalidRows: 0,
      errorCount: 0,
      percent: 100,
    });
    expect(progress.at(-1)).toEqual(result);

    const product = await getProduct(ctx, 'P-100');
    expect(product).toMatchObject({
      title: 'Garrafa térmica, 1L',
      brand: 'Acme',
      dimension: { weight: 0.8 },
      productCosts: { inboundFreight: 1.2 },
      attributes: [{ name: 'Material', value: 'Inox' }],
    });
    expect(product.variations).toMatchObject([
      {
        sku: 'P-100-AZUL',
        ean: '7891234567895',
        eans: [
          { value: '7891234567895', main: true },
          { value: '7891234567888', main: false },
        ],
        cost: 31.9,
        images: [
          { url: 'https://img.example/1.jpg', main: true },
          { url: 'https://img.example/2.jpg', main: false },
        ],
        attributes: [{ name: 'Cor', value: 'Azul' }],
      },
      { sku: 'P-100-VERDE', ean: null, eans: [], cost: 29.9, attributes: [{ name: 'Cor', value: 'Verde' }] },
    ]);
    // One brand, named as first written.
    expect((await getProduct(ctx, 'P-200')).brand).toBe('Acme');
    const written = await events(ctx);
    expect(written.map((e) => [e.name, e.payload.productId])).toEqual([
      ['product.VariationCreated', 'P-100'],
      ['product.VariationCreated', 'P-100'],
      ['product.VariationCreated', 'P-200'],
    ]);
  });

  it('reads a semicolon file with a BOM, decimal commas and Portuguese conditions', async () => {
    const ctx = await newSeller();
    const content = csv(
      [
        ['externalId', 'title', 'condition', 'weight', 'royalty', 'sku', 'cost'],
        ['P-1', 'Panela de pressão', 'Novo', '1.234,5', '0,25', 'P-1-A', '31,90'],
      ],
      ';',
    );
    const result = await importFile(ctx, file(`\uFEFF${content}`));
    expect(result).toMatchObject({ status: 'DONE', validRows: 1, invalidRows: 0 });
    expect(await getProduct(ctx, 'P-1')).toMatchObject({
      title: 'Panela de pressão',
      condition: 'NEW',
      dimension: { weight: 1234.5 },
      productCosts: { royalty: 0.25 },
      variations: [{ sku: 'P-1-A', cost: 31.9 }],
    });
  });

  it('reads a Windows-1252 file, as Excel in Portuguese saves CSV', async () => {
    const ctx = await newSeller();
    const text = csv(
      [
        ['externalId', 'title', 'sku'],
        ['P-1', 'Pão de açúcar', 'P-1-A'],
      ],
      ';',
    );
    const result = await importFile(ctx, file(Buffer.from(text, 'latin1')));
    expect(result.status).toBe('DONE');
    expect((await getProduct(ctx, 'P-1')).title).toBe('Pão de açúcar');
  });

  it('reads the first worksheet of an XLSX workbook', async () => {
    const ctx = await newSeller();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produtos');
    sheet.addRow(['externalId', 'title', 'sku', 'ean', 'cost', 'handlingTime']);
    sheet.addRow([
      'P-1',
      { richText: [{ text: 'Garrafa ' }, { text: 'térmica' }] },
      'P-1-A',
      '7891234567895',
      31.9,
      2,
    ]);
    sheet.addRow(['P-1', null, 'P-1-B', 7891234567888, { formula: '10+2.5', result: 12.5 }, null]);
    sheet.addRow(['P-2', 'Copo', 'P-2-A', null, 'caro', null]);
    workbook.addWorksheet('Notas').addRow(['ignored']);
    const result = await importFile(ctx, file(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx'));
    expect(result).toMatchObject({
      status: 'DONE',
      format: 'XLSX',
      totalRows: 3,
      validRows: 2,
      invalidRows: 1,
    });
    expect(await report(ctx, result.id)).toEqual([
      { row: 4, field: 'cost', reason: '"caro" is not a number' },
    ]);
    expect(await getProduct(ctx, 'P-1')).toMatchObject({
      title: 'Garrafa térmica',
      handlingTime: 2,
      variations: [
        { sku: 'P-1-A', ean: '7891234567895', cost: 31.9 },
        { sku: 'P-1-B', ean: '7891234567888', cost: 12.5 },
      ],
    });
  });

  it('writes the valid rows, reports every invalid one by row, field and reason, and writes none of them', async () => {
    const ctx = await newSeller();
    const category = await createCategory(ctx, { name: 'Cozinha' });
    await createProduct(ctx, { externalId: 'OTHER', title: 'Outro', variations: [{ sku: 'TAKEN' }] });
    const rows = [
      ['externalId', 'title', 'categoryId', 'weight', 'handlingTime', 'sku', 'ean', 'eans', 'cost', 'images'],
      /* 2 */ ['P-1', 'Garrafa', category.id, '0,8', '2', 'P-1-A', '7891234567895', '', '31,90', ''],
      /* 3 */ ['P-1', '', '', '', '', 'P-1-B', '123', '', '', ''],
      /* 4 */ ['P-1', '', '', '', '', 'P-1-C', '7891234567895', '7891234567888|7891234567895', '', ''],
      /* 5 */ ['P-1', '', '', '', '', 'P-1-D', '7891234567895', '7891234567888', '', ''],
      /* 6 */ ['P-1', 'Copo', '', '', '', 'P-1-E', '', '', '', ''],
      /* 7 */ ['P-1', '', '', '', '', 'P-1-A', '', '', '', ''],
      /* 8 */ ['P-1', '', '', '', '', 'TAKEN', '', '', '', ''],
      /* 9 */ ['P-1', '', '', '', '', 'P-1-F', '', '', '1,23456', 'not-a-url'],
      /* 10 */ ['P-1', '', '', '', '', 'P-1-G', '', '', '', 'https://img.example/g.jpg'],
      /* 11 */ ['P-2', 'Panela', '', '1,23456', '', 'P-2-A', '', '', '', ''],
      /* 12 */ ['P-2', '', '', '', '', 'P-2-B', '', '', '', ''],
      /* 13 */ ['P-3', 'Tampa', 'cat_missing', '', '', 'P-3-A', '', '', '', ''],
      /* 14 */ ['P-4', '', '', '', '', 'P-4-A', '', '', '', ''],
      /* 15 */ ['P-5', 'Prato', '', '', '1,5', 'P-5-A', '', '', '', ''],
      /* 16 */ ['', 'Sem id', '', '', '', 'X-1', '', '', '', ''],
    ];
    const result = await importFile(ctx, file(csv(rows)));
    expect(result).toMatchObject({ status: 'DONE', totalRows: 15, validRows: 2, invalidRows: 13 });
    expect(await report(ctx, result.id)).toEqual([
      { row: 3, field: 'ean', reason: 'INVALID_EAN: "123" is not a valid EAN/GTIN' },
      {
        row: 4,
        field: 'eans',
        reason: 'EAN_NOT_MAIN_OF_EANS: ean 7891234567895 is in eans but 7891234567888 is marked main',
      },
      { row: 5, field: 'eans', reason: 'EAN_NOT_IN_EANS: ean 7891234567895 is not in eans' },
      {
        row: 6,
        field: 'title',
        reason: 'differs from row 2, where product P-1 starts (leave it empty or repeat it)',
      },
      { row: 7, field: 'sku', reason: 'P-1-A appears twice in product P-1 (row 2)' },
      { row: 8, field: 'sku', reason: 'TAKEN belongs to product OTHER' },
      { row: 9, field: 'images', reason: 'item 1 url: must be a URL' },
      { row: 11, field: 'weight', reason: 'at most 4 decimal places' },
      { row: 12, field: 'weight', reason: 'product P-2 is not written: row 11 has an invalid weight' },
      { row: 13, field: 'categoryId', reason: 'category cat_missing not found' },
      { row: 14, field: 'title', reason: 'required on the first row of a product' },
      { row: 15, field: 'handlingTime', reason: 'must be a whole number from 0 to 365' },
      { row: 16, field: 'externalId', reason: 'required' },
    ]);
    // Each refusal also carries a code and what it names, for the admin to word in the seller's language.
    expect(
      (await getImport(ctx, result.id)).errors.map(({ row, code, params }) => ({ row, code, params })),
    ).toEqual([
      { row: 3, code: 'ean', params: { reason: 'INVALID_EAN' } },
      { row: 4, code: 'ean', params: { reason: 'EAN_NOT_MAIN_OF_EANS' } },
      { row: 5, code: 'ean', params: { reason: 'EAN_NOT_IN_EANS' } },
      { row: 6, code: 'differs-from-first-row', params: { firstRow: 2, externalId: 'P-1' } },
      { row: 7, code: 'duplicate-sku', params: { sku: 'P-1-A', externalId: 'P-1', row: 2 } },
      { row: 8, code: 'sku-in-other-product', params: { sku: 'TAKEN', externalId: 'OTHER' } },
      { row: 9, code: 'invalid-value', params: undefined },
      { row: 11, code: 'invalid-value', params: undefined },
      { row: 12, code: 'product-not-written', params: { externalId: 'P-2', firstRow: 11, field: 'weight' } },
      { row: 13, code: 'category-not-found', params: { categoryId: 'cat_missing' } },
      { row: 14, code: 'title-required-first-row', params: undefined },
      { row: 15, code: 'invalid-value', params: undefined },
      { row: 16, code: 'required', params: undefined },
    ]);
    expect((await getProduct(ctx, 'P-1')).variations.map((v) => v.sku)).toEqual(['P-1-A', 'P-1-G']);
    for (const id of ['P-2', 'P-3', 'P-4', 'P-5']) {
      await expect(getProduct(ctx, id)).rejects.toMatchObject({ code: 'not-found' });
    }
    expect((await getProduct(ctx, 'OTHER')).variations).toMatchObject([{ sku: 'TAKEN' }]);
  });

  it('writes several categories from the categories column, the main one from categoryId (CAT-33)', async () => {
    const ctx = await newSeller();
    const casa = (await createCategory(ctx, { name: 'Casa' })).id;
    const jardim = (await createCategory(ctx, { name: 'Jardim' })).id;
    const result = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'title', 'categoryId', 'categories', 'sku'],
          ['P-1', 'Garrafa', jardim, `${casa}|${jardim}`, 'P-1-A'],
          ['P-2', 'Copo', '', `${casa} | ${jardim}`, 'P-2-A'],
          ['P-3', 'Prato', '', `${casa}|cat_missing`, 'P-3-A'],
          ['P-4', 'Panela', casa, jardim, 'P-4-A'],
        ]),
      ),
    );
    expect(result).toMatchObject({ status: 'DONE', validRows: 2, invalidRows: 2 });
    expect(await report(ctx, result.id)).toEqual([
      { row: 4, field: 'categories', reason: 'category cat_missing not found' },
      { row: 5, field: 'categoryId', reason: `the main category ${casa} must be one of categories` },
    ]);
    expect(await getProduct(ctx, 'P-1')).toMatchObject({ categoryId: jardim, categories: [jardim, casa] });
    expect(await getProduct(ctx, 'P-2')).toMatchObject({ categoryId: casa, categories: [casa, jardim] });
    await expect(getProduct(ctx, 'P-3')).rejects.toMatchObject({ code: 'not-found' });
    // A file without the category columns leaves the list alone; one with categoryId alone makes it one.
    await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'title', 'sku'],
          ['P-1', 'Garrafa 1L', 'P-1-A'],
        ]),
      ),
    );
    expect(await getProduct(ctx, 'P-1')).toMatchObject({ title: 'Garrafa 1L', categories: [jardim, casa] });
    await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'categoryId', 'sku'],
          ['P-1', casa, 'P-1-A'],
        ]),
      ),
    );
    expect(await getProduct(ctx, 'P-1')).toMatchObject({ categoryId: casa, categories: [casa] });
  });

  it('reports a cost with more than four decimals, and a new product in a file without titles', async () => {
    const ctx = await newSeller();
    const costs = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'title', 'sku', 'cost'],
          ['P-1', 'Garrafa', 'A', '1,23456'],
        ]),
      ),
    );
    expect(await report(ctx, costs.id)).toEqual([
      { row: 2, field: 'cost', reason: 'at most 4 decimal places' },
    ]);
    const untitled = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'sku', 'cost'],
          ['P-9', 'Z', '1'],
        ]),
      ),
    );
    expect(await report(ctx, untitled.id)).toEqual([
      { row: 2, field: 'title', reason: 'required: product P-9 is new' },
    ]);
  });

  it('updates an existing product, upserts its variations by sku and keeps what the file does not hold', async () => {
    const ctx = await newSeller();
    const created = await createProduct(ctx, {
      externalId: 'P-1',
      title: 'Garrafa',
      brand: 'Acme',
      warranty: { time: 12, type: 'SELLER_WARRANTY' },
      dimension: { weight: 0.8, height: 30 },
      variations: [
        {
          sku: 'A',
          ean: '7891234567895',
          eans: [
            { value: '7891234567895', main: true },
            { value: '7891234567888', main: false },
          ],
          cost: 10,
          videos: [{ url: 'https://video.example/a' }],
        },
        { sku: 'B', cost: 20 },
      ],
    });
    const before = await events(ctx);
    const result = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'title', 'weight', 'sku', 'cost'],
          ['P-1', 'Garrafa 1L', '0,8', 'A', '11'],
          ['P-1', '', '', 'C', '30'],
        ]),
      ),
    );
    expect(result).toMatchObject({ status: 'DONE', validRows: 2 });
    const product = await getProduct(ctx, 'P-1');
    expect(product).toMatchObject({
      title: 'Garrafa 1L',
      brand: 'Acme',
      warranty: { time: 12, type: 'SELLER_WARRANTY' },
      dimension: { weight: 0.8, height: 30 },
    });
    expect(product.variations).toMatchObject([
      {
        sku: 'A',
        skuId: created.variations[0]!.skuId,
        cost: 11,
        ean: '7891234567895',
        eans: [
          { value: '7891234567895', main: true },
          { value: '7891234567888', main: false },
        ],
        videos: [{ url: 'https://video.example/a' }],
      },
      { sku: 'B', skuId: created.variations[1]!.skuId, cost: 20 },
      { sku: 'C', cost: 30 },
    ]);
    const after = (await events(ctx)).slice(before.length);
    expect(after.map((e) => [e.name, e.payload.skuId, e.payload.fields])).toEqual([
      ['product.VariationUpdated', created.variations[0]!.skuId, ['TITLE', 'COST']],
      ['product.VariationCreated', product.variations[2]!.skuId, undefined],
      // B is not in the file but its product's title changed.
      ['product.VariationUpdated', created.variations[1]!.skuId, ['TITLE']],
    ]);

    // The same file again changes nothing and tells no one.
    const again = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'title', 'weight', 'sku', 'cost'],
          ['P-1', 'Garrafa 1L', '0.8', 'A', '11.00'],
          ['P-1', '', '', 'C', '30'],
        ]),
      ),
    );
    expect(again).toMatchObject({ status: 'DONE', validRows: 2 });
    expect((await events(ctx)).length).toBe(before.length + after.length);
    expect((await getProduct(ctx, 'P-1')).updatedAt).toBe(product.updatedAt);
  });

  it('takes a product whose rows are apart: later rows add variations, their empty product cells clear nothing', async () => {
    const ctx = await newSeller();
    const result = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'title', 'description', 'weight', 'sku'],
          ['P-1', 'Garrafa', 'Inox', '0,8', 'A'],
          ['P-2', 'Copo', '', '', 'C'],
          ['P-1', '', '', '1', 'B'],
        ]),
      ),
    );
    expect(result).toMatchObject({ status: 'DONE', validRows: 3, invalidRows: 0 });
    expect(await getProduct(ctx, 'P-1')).toMatchObject({
      title: 'Garrafa',
      description: 'Inox',
      dimension: { weight: 1 },
      variations: [{ sku: 'A' }, { sku: 'B' }],
    });
  });

  it('takes a product of more rows than one body may carry (500 variations)', async () => {
    const ctx = await newSeller();
    const rows = [['externalId', 'title', 'sku']];
    for (let i = 0; i < 620; i++)
      rows.push(['P-1', i === 0 ? 'Garrafa' : '', `S-${String(i).padStart(3, '0')}`]);
    const result = await importFile(ctx, file(csv(rows)));
    expect(result).toMatchObject({ status: 'DONE', validRows: 620, invalidRows: 0 });
    const product = await getProduct(ctx, 'P-1');
    expect(product.title).toBe('Garrafa');
    expect(product.variations.map((v) => v.sku)).toEqual(rows.slice(1).map((row) => row[2]));
  });

  it('applies the EAN list rules to an existing variation and reports their errors with the reason', async () => {
    const ctx = await newSeller();
    await createProduct(ctx, {
      externalId: 'P-1',
      title: 'Garrafa',
      variations: [
        {
          sku: 'A',
          ean: '7891234567895',
          eans: [{ value: '7891234567895', main: true }, { value: '7891234567888' }],
        },
        { sku: 'B', ean: '7891234567871' },
        { sku: 'C', ean: '7891234567864' },
      ],
    });
    const result = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'sku', 'ean', 'eans'],
          // Only a value: it becomes main, the previous main stays as a secondary (EAN rule: a lone main value).
          ['P-1', 'A', '7891234567888', ''],
          // Both empty: every EAN removed (row 3).
          ['P-1', 'B', '', ''],
          // A new list that does not hold the ean: refused, the stored EAN stays.
          ['P-1', 'C', '7891234567864', '7891234567857'],
        ]),
      ),
    );
    expect(await report(ctx, result.id)).toEqual([
      { row: 4, field: 'eans', reason: 'EAN_NOT_IN_EANS: ean 7891234567864 is not in eans' },
    ]);
    const [a, b, c] = (await getProduct(ctx, 'P-1')).variations;
    expect(a).toMatchObject({
      ean: '7891234567888',
      eans: [
        { value: '7891234567888', main: true },
        { value: '7891234567895', main: false },
      ],
    });
    expect(b).toMatchObject({ ean: null, eans: [] });
    expect(c).toMatchObject({ ean: '7891234567864' });
  });

  it('refuses a file whose header is wrong, writing nothing', async () => {
    const ctx = await newSeller();
    const result = await importFile(
      ctx,
      file(
        csv([
          ['externalId', 'sku', 'price'],
          ['P-1', 'A', '3'],
        ]),
      ),
    );
    expect(result).toMatchObject({ status: 'FAILED', processedRows: 0, errorCount: 1 });
    expect(result.detail).toMatch(/^header: unknown column price/);
    expect(await report(ctx, result.id)).toMatchObject([{ row: 1, field: 'header' }]);
    await expect(getProduct(ctx, 'P-1')).rejects.toMatchObject({ code: 'not-found' });

    const empty = await importFile(ctx, file(''));
    expect(empty).toMatchObject({ status: 'FAILED', detail: expect.stringMatching(/^the file is empty/) });
  });

  it('reports a row that breaks the CSV quoting and goes on with the next', async () => {
    const ctx = await newSeller();
    const text =
      csv([
        ['externalId', 'title', 'sku'],
        ['P-1', 'Garrafa', 'A'],
      ]) +
      'P-2,"Garrafa "quebrada",B\r\n' +
      csv([['P-3', 'Copo', 'C']]);
    const result = await importFile(ctx, file(text));
    expect(result).toMatchObject({ status: 'DONE', totalRows: 3, validRows: 2, invalidRows: 1 });
    expect(await report(ctx, result.id)).toEqual([
      { row: 3, field: 'file', reason: expect.stringMatching(/^CSV: Invalid Closing Quote/) },
    ]);
    expect((await getProduct(ctx, 'P-3')).variations).toMatchObject([{ sku: 'C' }]);
    await expect(getProduct(ctx, 'P-2')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('fails on a file that is not what it claims, keeping nothing of it', async () => {
    const ctx = await newSeller();
    const result = await importFile(
      ctx,
      file(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), 'xlsx'),
    );
    expect(result).toMatchObject({ status: 'FAILED', format: 'XLSX', processedRows: 0 });
    expect(result.detail).toMatch(/^XLSX: /);
  });

  it('reports progress per batch, and the whole error report as CSV', async () => {
    const ctx = await newSeller();
    const rows = [['externalId', 'title', 'sku', 'cost']];
    for (let i = 0; i < 2500; i++)
      rows.push([`P-${Math.floor(i / 5)}`, 'Garrafa', `S-${i}`, i % 1000 === 7 ? 'x' : '1']);
    const progress: ImportProgress[] = [];
    const result = await importFile(ctx, file(csv(rows)), { onProgress: (p) => progress.push({ ...p }) });
    // Batches of a thousand rows on PostgreSQL, of 250 on PGlite (whose transactions hold the process).
    const size = batchRowsFor(app().rt.database.kind);
    const batches: number[] = [];
    for (let rows = size; rows < 2500; rows += size) batches.push(rows);
    batches.push(2500);
    expect(progress.map((p) => [p.status, p.processedRows, p.validRows, p.invalidRows])).toEqual([
      ...batches.map((rows) => [
        'RUNNING',
        rows,
        rows - Math.ceil((rows - 7) / 1000),
        Math.ceil((rows - 7) / 1000),
      ]),
      ['DONE', 2500, 2497, 3],
    ]);
    expect(progress[0]!.totalRows).toBeNull();
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(result).toMatchObject({ totalRows: 2500, percent: 100, processedBytes: result.totalBytes });
    let text = '';
    for await (const chunk of await importErrorReport(ctx, result.id)) text += chunk;
    expect(text).toBe(
      '\uFEFFrow,field,reason\r\n' +
        '9,cost,"""x"" is not a number"\r\n' +
        '1009,cost,"""x"" is not a number"\r\n' +
        '2009,cost,"""x"" is not a number"\r\n',
    );
  });
});
