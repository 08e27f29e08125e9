import { Decimal } from '../../../platform/money.ts';
import { parse } from 'csv-parse/sync';
import { bandsOverlap, freightTypes, serviceKey, type BandFields, type FreightType } from './band.ts';
import {
  findOverlappingRanges,
  formatPostalCode,
  parseConfigPostalCode,
  type PostalRange,
} from './postal-code.ts';

/**
 * A carrier's freight table as sellers receive it: a spreadsheet saved as CSV, one row per postal
 * code range × weight band. Parsing and every rule that needs no database live here, so the import
 * can report all problems of a file at once, each with its row (the spreadsheet's line number).
 */

interface TableRow extends BandFields {
  row: number;
  regionName: string | null;
  range: PostalRange;
  /** Which region group of the file the row belongs to. */
  regionKey: string;
}

export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** The regions a file describes: rows with one region name, or else one postal code range. */
export interface RegionGroup {
  key: string;
  name: string;
  /** Whether the name came from the file (else it is made from the range). */
  named: boolean;
  ranges: PostalRange[];
  firstRow: number;
}

export interface ParsedTable {
  rows: TableRow[];
  regions: RegionGroup[];
  errors: RowError[];
}

const MAX_TABLE_ROWS = 100_000;

type Column =
  | 'region'
  | 'postalCodeStart'
  | 'postalCodeEnd'
  | 'weightFrom'
  | 'weightTo'
  | 'price'
  | 'deadlineDays'
  | 'deliveryTime'
  | 'freightType'
  | 'serviceName'
  | 'serviceId';

/** Header names seen in carriers' spreadsheets (Portuguese and English), compared without accents. */
const aliases: Record<Column, string[]> = {
  region: ['region', 'regionname', 'regiao', 'nomeregiao', 'praca', 'destino'],
  postalCodeStart: ['postalcodestart', 'cepinicial', 'cepinicio', 'cepde', 'cepini', 'faixainicial'],
  postalCodeEnd: ['postalcodeend', 'cepfinal', 'cepfim', 'cepate', 'faixafinal'],
  weightFrom: ['weightfrom', 'pesoinicial', 'pesode', 'pesomin', 'pesominimo'],
  weightTo: ['weightto', 'pesofinal', 'pesoate', 'pesomax', 'pesomaximo'],
  price: ['price', 'valor', 'preco', 'frete', 'valorfrete'],
  deadlineDays: ['deadlinedays', 'prazo', 'prazodias', 'prazoentrega'],
  deliveryTime: ['deliverytime', 'prazohoras'],
  freightType: ['freighttype', 'tipo', 'tipofrete', 'modalidade'],
  serviceName: ['servicename', 'servico', 'nomeservico'],
  serviceId: ['serviceid', 'codigoservico', 'codservico'],
};

const required: Column[] = [
  'postalCodeStart',
  'postalCodeEnd',
  'weightFrom',
  'weightTo',
  'price',
  'deadlineDays',
];

function normalizeHeader(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function columnOf(header: string): Column | undefined {
  const name = normalizeHeader(header);
  return (Object.keys(aliases) as Column[]).find((column) => aliases[column].includes(name));
}

/** Spreadsheets in Brazil write `1.234,56`; exported ones often `1234.56`. Both are read. */
export function parseLocaleDecimal(raw: string): Decimal | null {
  const text = raw.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  let canonical: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) canonical = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d+$/.test(text)) canonical = text.replace(',', '.');
  else canonical = text;
  return /^\d+(\.\d+)?$/.test(canonical) ? new Decimal(canonical) : null;
}

function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

function freightTypeOf(raw: string): FreightType | null {
  const value = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (value === '') return 'STANDARD';
  // The external contract's NORMAL is what sellers used to call STANDARD.
  if (value === 'NORMAL') return 'STANDARD';
  return (freightTypes as readonly string[]).includes(value) ? (value as FreightType) : null;
}

export function parseCarrierTable(text: string): ParsedTable {
  const errors: RowError[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      rows: [],
      regions: [],
      errors: [{ row: line, field: 'csv', message: (error as Error).message }],
    };
  }
  const [header, ...data] = records;
  if (!header)
    return { rows: [], regions: [], errors: [{ row: 1, field: 'csv', message: 'the file is empty' }] };
  const positions = new Map<Column, number>();
  header.record.forEach((name, index) => {
    const column = columnOf(name);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = required.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    return {
      rows: [],
      regions: [],
      errors: missing.map((column) => ({
        row: 1,
        field: column,
        message: `the header has no ${column} column (also read as ${aliases[column].slice(1, 3).join(', ')})`,
      })),
    };
  }
  if (data.length === 0) {
    return {
      rows: [],
      regions: [],
      errors: [{ row: 1, field: 'csv', message: 'the file has no data rows' }],
    };
  }
  if (data.length > MAX_TABLE_ROWS) {
    return {
      rows: [],
      regions: [],
      errors: [{ row: 1, field: 'csv', message: `at most ${MAX_TABLE_ROWS} rows per file` }],
    };
  }

  const rows: TableRow[] = [];
  for (const { record, info } of data) {
    const row = info.lines;
    const cell = (column: Column) => {
      const index = positions.get(column);
      return index === undefined ? '' : (record[index] ?? '').trim();
    };
    const fail = (field: Column, message: string) => errors.push({ row, field, message });
    const before = errors.length;

    const start = parseConfigPostalCode(cell('postalCodeStart'));
    const end = parseConfigPostalCode(cell('postalCodeEnd'));
    if (start === null)
      fail('postalCodeStart', `${JSON.stringify(cell('postalCodeStart'))} is not an 8-digit CEP`);
    if (end === null) fail('postalCodeEnd', `${JSON.stringify(cell('postalCodeEnd'))} is not an 8-digit CEP`);
    if (start !== null && end !== null && start > end) {
      fail('postalCodeEnd', `${formatPostalCode(end)} is before postalCodeStart ${formatPostalCode(start)}`);
    }
    const weightFrom = parseLocaleDecimal(cell('weightFrom'));
    const weightTo = parseLocaleDecimal(cell('weightTo'));
    if (!weightFrom) fail('weightFrom', `${JSON.stringify(cell('weightFrom'))} is not a weight in kg`);
    if (!weightTo) fail('weightTo', `${JSON.stringify(cell('weightTo'))} is not a weight in kg`);
    if (weightFrom && weightTo && !weightTo.gt(weightFrom)) {
      fail('weightTo', `${weightTo} kg must be greater than weightFrom ${weightFrom} kg`);
    }
    const price = parseLocaleDecimal(cell('price'));
    if (!price) fail('price', `${JSON.stringify(cell('price'))} is not an amount in BRL`);
    const deadline = cell('deadlineDays');
    if (!/^\d+$/.test(deadline))
      fail('deadlineDays', `${JSON.stringify(deadline)} is not a whole number of days`);
    const delivery = cell('deliveryTime');
    if (delivery !== '' && !/^\d+$/.test(delivery)) {
      fail('deliveryTime', `${JSON.stringify(delivery)} is not a whole number of hours`);
    }
    const freightType = freightTypeOf(cell('freightType'));
    if (!freightType) {
      fail('freightType', `${JSON.stringify(cell('freightType'))} is not one of ${freightTypes.join(', ')}`);
    }
    if (errors.length > before) continue;

    const regionName = cell('region') || null;
    rows.push({
      row,
      regionName,
      range: { start: start!, end: end! },
      weightFrom: weightFrom!,
      weightTo: weightTo!,
      price: price!.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
      deadlineDays: Number(deadline),
      deliveryTime: delivery === '' ? null : Number(delivery),
      freightType: freightType!,
      serviceName: cell('serviceName') || null,
      serviceId: cell('serviceId') || null,
      regionKey: regionName ? `name:${regionName.toLowerCase()}` : `range:${start}-${end}`,
    });
  }

  const regions = new Map<string, RegionGroup>();
  for (const row of rows) {
    const group = regions.get(row.regionKey);
    if (!group) {
      regions.set(row.regionKey, {
        key: row.regionKey,
        name: row.regionName ?? `CEP ${formatPostalCode(row.range.start)}-${formatPostalCode(row.range.end)}`,
        named: row.regionName !== null,
        ranges: [row.range],
        firstRow: row.row,
      });
      continue;
    }
    if (group.ranges.some((range) => range.start === row.range.start && range.end === row.range.end))
      continue;
    const clash = group.ranges.find((range) => findOverlappingRanges([range, row.range]));
    if (clash) {
      errors.push({
        row: row.row,
        field: 'postalCodeStart',
        message:
          `${formatPostalCode(row.range.start)}-${formatPostalCode(row.range.end)} overlaps another range of ` +
          `region ${JSON.stringify(group.name)} (${formatPostalCode(clash.start)}-${formatPostalCode(clash.end)})`,
      });
      continue;
    }
    group.ranges.push(row.range);
  }

  // Bands of one region and service must not overlap: a weight would match two prices. A region
  // with several ranges repeats its bands once per range in the spreadsheet; identical repeats are
  // one band, differing ones are an error.
  const byService = new Map<string, TableRow[]>();
  for (const row of rows) {
    const key = `${row.regionKey}\u0000${serviceKey(row)}`;
    const bands = byService.get(key);
    if (bands) bands.push(row);
    else byService.set(key, [row]);
  }
  const repeats = new Set<TableRow>();
  for (const bands of byService.values()) {
    // Sorted by weightFrom, kept bands are disjoint and ascending: only the last can overlap.
    let last: TableRow | undefined;
    for (const band of [...bands].sort((a, b) => a.weightFrom.comparedTo(b.weightFrom) || a.row - b.row)) {
      const other = last && bandsOverlap(last, band) ? last : undefined;
      if (!other) {
        last = band;
      } else if (sameBand(other, band)) {
        repeats.add(band);
      } else {
        errors.push({
          row: band.row,
          field: 'weightFrom',
          message: `band ${band.weightFrom}-${band.weightTo} kg overlaps row ${other.row} (${other.weightFrom}-${other.weightTo} kg) of the same region and service`,
        });
      }
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: rows.filter((row) => !repeats.has(row)), regions: [...regions.values()], errors };
}

function sameBand(a: TableRow, b: TableRow): boolean {
  return (
    a.weightFrom.eq(b.weightFrom) &&
    a.weightTo.eq(b.weightTo) &&
    a.price.eq(b.price) &&
    a.deadlineDays === b.deadlineDays &&
    a.deliveryTime === b.deliveryTime &&
    a.serviceId === b.serviceId
  );
}
