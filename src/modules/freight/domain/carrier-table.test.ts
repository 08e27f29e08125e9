import { describe, expect, it } from 'vitest';
import { parseCarrierTable, parseLocaleDecimal } from './carrier-table.ts';

describe('carrier table CSV', () => {
  it('reads a comma file with English headers', () => {
    const table = parseCarrierTable(
      [
        'region,postalCodeStart,postalCodeEnd,weightFrom,weightTo,price,deadlineDays,deliveryTime,freightType,serviceName',
        'Capital,01000000,05999999,0,1,12.90,2,,STANDARD,Rodo',
        'Capital,01000000,05999999,1,5,18.50,2,40,STANDARD,Rodo',
        'Capital,08000000,08499999,0,1,12.90,2,,STANDARD,Rodo',
        'Capital,08000000,08499999,1,5,18.50,2,40,STANDARD,Rodo',
        ',20000000,28999999,0,5,25,5,,EXPRESS,',
      ].join('\n'),
    );
    expect(table.errors).toEqual([]);
    // The second range of Capital repeats its bands: they are the same bands, read once.
    expect(table.rows).toHaveLength(3);
    expect(table.rows[1]).toMatchObject({ row: 3, deliveryTime: 40, serviceName: 'Rodo' });
    expect(table.rows[1]!.price.toString()).toBe('18.5');
    expect(table.regions).toEqual([
      {
        key: 'name:capital',
        name: 'Capital',
        named: true,
        ranges: [
          { start: 1000000, end: 5999999 },
          { start: 8000000, end: 8499999 },
        ],
        firstRow: 2,
      },
      {
        key: 'range:20000000-28999999',
        name: 'CEP 20000000-28999999',
        named: false,
        ranges: [{ start: 20000000, end: 28999999 }],
        firstRow: 6,
      },
    ]);
  });

  it('reads a Brazilian spreadsheet export: semicolons, Portuguese headers, decimal commas, hyphenated CEPs', () => {
    const table = parseCarrierTable(
      '\ufeffRegião;CEP Inicial;CEP Final;Peso Inicial;Peso Final;Valor;Prazo;Modalidade\r\n' +
        'Interior;13000-000;19999-999;0;10;R$ 1.234,56;6;normal\r\n',
    );
    expect(table.errors).toEqual([]);
    expect(table.rows[0]).toMatchObject({ regionName: 'Interior', deadlineDays: 6, freightType: 'STANDARD' });
    expect(table.rows[0]!.range).toEqual({ start: 13000000, end: 19999999 });
    expect(table.rows[0]!.price.toString()).toBe('1234.56');
  });

  it('reports every bad row with its line and field, and keeps none of them', () => {
    const table = parseCarrierTable(
      [
        'postalCodeStart,postalCodeEnd,weightFrom,weightTo,price,deadlineDays,freightType',
        '0100000,05999999,0,1,10,2,',
        '05999999,01000000,0,1,10,2,',
        '01000000,05999999,5,1,abc,2.5,TELEPORT',
        '01000000,05999999,0,1,10,2,',
      ].join('\n'),
    );
    expect(table.errors).toEqual([
      { row: 2, field: 'postalCodeStart', message: '"0100000" is not an 8-digit CEP' },
      { row: 3, field: 'postalCodeEnd', message: '01000000 is before postalCodeStart 05999999' },
      { row: 4, field: 'weightTo', message: '1 kg must be greater than weightFrom 5 kg' },
      { row: 4, field: 'price', message: '"abc" is not an amount in BRL' },
      { row: 4, field: 'deadlineDays', message: '"2.5" is not a whole number of days' },
      {
        row: 4,
        field: 'freightType',
        message: '"TELEPORT" is not one of STANDARD, EXPRESS, ECONOMIC, SAME_DAY, NEXT_DAY, PICKUP',
      },
    ]);
    expect(table.rows.map((row) => row.row)).toEqual([5]);
  });

  it('reports overlapping bands of one region and service, but not across services', () => {
    const table = parseCarrierTable(
      [
        'postalCodeStart;postalCodeEnd;weightFrom;weightTo;price;deadlineDays;freightType',
        '01000000;05999999;0;5;10;2;STANDARD',
        '01000000;05999999;4;10;20;2;STANDARD',
        '01000000;05999999;0;5;30;1;EXPRESS',
        '01000000;05999999;5;10;30;1;EXPRESS',
      ].join('\n'),
    );
    expect(table.errors).toEqual([
      {
        row: 3,
        field: 'weightFrom',
        message: 'band 4-10 kg overlaps row 2 (0-5 kg) of the same region and service',
      },
    ]);
  });

  it('reports ranges of one region that overlap each other', () => {
    const table = parseCarrierTable(
      [
        'region,postalCodeStart,postalCodeEnd,weightFrom,weightTo,price,deadlineDays',
        'Sul,80000000,89999999,0,5,10,2',
        'Sul,85000000,99999999,0,5,10,2',
      ].join('\n'),
    );
    expect(table.errors).toEqual([
      {
        row: 3,
        field: 'postalCodeStart',
        message: '85000000-99999999 overlaps another range of region "Sul" (80000000-89999999)',
      },
    ]);
  });

  it('names missing columns, empty files and broken quoting', () => {
    // `valor` is read as the price; the rest is missing.
    expect(parseCarrierTable('cep,peso,valor\n1,2,3').errors.map((error) => error.field)).toEqual([
      'postalCodeStart',
      'postalCodeEnd',
      'weightFrom',
      'weightTo',
      'deadlineDays',
    ]);
    expect(parseCarrierTable('').errors).toEqual([{ row: 1, field: 'csv', message: 'the file is empty' }]);
    expect(
      parseCarrierTable('postalCodeStart,postalCodeEnd,weightFrom,weightTo,price,deadlineDays\n').errors,
    ).toEqual([{ row: 1, field: 'csv', message: 'the file has no data rows' }]);
    const broken = parseCarrierTable(
      'postalCodeStart,postalCodeEnd,weightFrom,weightTo,price,deadlineDays\n"01000000,05999999,0,1,10,2\n',
    );
    expect(broken.errors[0]!.field).toBe('csv');
  });

  it('reads decimals written either way', () => {
    expect(parseLocaleDecimal('12,5')?.toString()).toBe('12.5');
    expect(parseLocaleDecimal('12.5')?.toString()).toBe('12.5');
    expect(parseLocaleDecimal('1.234.567,8')?.toString()).toBe('1234567.8');
    expect(parseLocaleDecimal('R$ 9,90')?.toString()).toBe('9.9');
    expect(parseLocaleDecimal('-1')).toBeNull();
    expect(parseLocaleDecimal('1,2,3')).toBeNull();
    expect(parseLocaleDecimal('')).toBeNull();
  });
});
