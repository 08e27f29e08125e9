import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importWorkspace } from '../../../../test/helpers/import-files.ts';
import { createProduct } from '../catalog.service.ts';
import { getProduct } from '../catalog.reads.ts';
import { exportProductsCsv } from './export.service.ts';
import { importFile } from './import.service.ts';
import { importColumns } from './domain/import-row.ts';
import { queryRows } from '../../../platform/db/sql.ts';

const { newSeller, file, events } = importWorkspace();

describe('export', () => {
  it('writes the catalog in the import format, and importing it elsewhere gives the same catalog', async () => {
    const source = await newSeller();
    await createProduct(source, {
      externalId: 'P-1',
      title: 'Garrafa térmica; 1L',
      description: 'Linha 1\nLinha "2"',
      brand: 'Acme',
      nbm: '9617.00.10',
      condition: 'NEW',
      handlingTime: 2,
      dimension: { weight: 0.8, height: 30, width: 10, length: 10.5 },
      productCosts: { inboundFreight: 1.2, packaging: 0.5, royalty: 0 },
      attributes: [{ name: 'Material', value: 'Inox' }],
      variations: [
        {
          sku: 'P-1-AZUL',
          ean: '7891234567895',
          eans: [
            { value: '7891234567895', main: true },
            { value: '7891234567888', main: false },
          ],
          cost: 31.9,
          images: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
          attributes: [{ name: 'Cor', value: 'Azul' }],
        },
        { sku: 'P-1-VERDE', cost: 29.5 },
      ],
    });
    await createProduct(source, {
      externalId: 'P-2',
      title: 'Copo',
      variations: [{ sku: 'P-2-U', cost: 0.1234 }],
    });

    for (const delimiter of [',', ';'] as const) {
      let text = '';
      for await (const chunk of exportProductsCsv(source, { delimiter })) text += chunk;
      expect(text.startsWith(`\uFEFF${importColumns.join(delimiter)}\r\n`)).toBe(true);
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);

      const target = await newSeller();
      const result = await importFile(target, file(text));
      expect(result).toMatchObject({ status: 'DONE', validRows: 3, invalidRows: 0 });
      for (const id of ['P-1', 'P-2']) {
        const strip = (product: Awaited<ReturnType<typeof getProduct>>) => ({
          ...product,
          brandId: undefined,
          createdAt: undefined,
          updatedAt: undefined,
          variations: product.variations.map((v) => ({
            ...v,
            skuId: undefined,
            createdAt: undefined,
            updatedAt: undefined,
          })),
        });
        expect(strip(await getProduct(target, id))).toEqual(strip(await getProduct(source, id)));
      }

      // Back into the seller it came from: nothing changes.
      const before = await events(source);
      const back = await importFile(source, file(text));
      expect(back).toMatchObject({ status: 'DONE', validRows: 3 });
      expect(await events(source)).toHaveLength(before.length);
    }
  });

  it('exports only the seller’s own catalog', async () => {
    const a = await newSeller();
    const b = await newSeller();
    await createProduct(a, { externalId: 'MINE', title: 'A', variations: [{ sku: 'A-1' }] });
    let text = '';
    for await (const chunk of exportProductsCsv(b, { delimiter: ',' })) text += chunk;
    expect(text).toBe(`\uFEFF${importColumns.join(',')}\r\n`);
    const rows = await queryRows(a.db, sql`select 1 from catalog_products where seller_id = ${b.sellerId}`);
    expect(rows).toEqual([]);
  });
});
