import { describe, expect, it } from 'vitest';
import { csvLine, orderCsvCells, orderCsvHeader } from './order-csv.ts';

const order = {
  id: 'ord_1',
  marketplaceOrderId: '2000012345678901',
  platform: 'MERCADO_LIVRE',
  status: 'PAID' as const,
  createdAt: '2026-03-10T02:30:00.000Z',
  shipBy: '2026-03-11T21:00:00.000Z',
  customer: { name: 'Souza; Maria "Mari"' },
  shippingAddress: { city: 'Campinas', state: 'SP' },
  items: [
    { skuId: 'sku_1', sku: 'CAM-M', qty: 2 },
    { skuId: 'sku_2', qty: 1 },
  ],
  totalNet: 1469.9,
  invoice: { number: '77', series: '1' },
};

describe('the order export line', () => {
  it("writes the seller's local times, Portuguese status, items and a decimal-comma total", () => {
    expect(orderCsvCells(order, 'America/Sao_Paulo')).toEqual([
      'ord_1',
      '2000012345678901',
      'MERCADO_LIVRE',
      'Pago',
      '09/03/2026 23:30',
      '11/03/2026 18:00',
      'Souza; Maria "Mari"',
      'Campinas',
      'SP',
      'CAM-M × 2, sku_2 × 1',
      '1469,90',
      '77/1',
    ]);
    expect(orderCsvHeader).toHaveLength(orderCsvCells(order, 'UTC').length);
  });

  it('quotes delimiters and quotes, and keeps a formula-looking cell as text', () => {
    expect(csvLine(['Souza; Maria "Mari"', '=HYPERLINK("x")', '-5+cmd', 'plain'])).toBe(
      '"Souza; Maria ""Mari""";"\'=HYPERLINK(""x"")";\'-5+cmd;plain\r\n',
    );
  });

  it('leaves a negative amount a number a spreadsheet sums, and nothing else that starts with -', () => {
    expect(csvLine(['-9,40', '-100', '-1,5,0', '-9.40', '--1'])).toBe("-9,40;-100;'-1,5,0;'-9.40;'--1\r\n");
  });

  it('leaves out what is not known, and a canceled invoice', () => {
    const bare = {
      ...order,
      shipBy: undefined,
      customer: undefined,
      shippingAddress: undefined,
      totalNet: undefined,
    };
    const cells = orderCsvCells(
      { ...bare, invoice: { ...order.invoice, canceledAt: '2026-03-12T00:00:00Z' } },
      'UTC',
    );
    expect([cells[5], cells[6], cells[7], cells[8], cells[10], cells[11]]).toEqual(['', '', '', '', '', '']);
  });
});
