import { describe, expect, it } from 'vitest';
import { csvLine } from '../../orders/index.ts';
import { disputeCells, disputeCsvHeader } from './dispute-csv.ts';

const lines = (net: string, commission: string) => ({
  gross: '1234.50',
  commission,
  shipping: '22.50',
  discounts: '0.00',
  refunds: '0.00',
  other: '6.00',
  net,
});

const row = {
  orderId: 'ord_1',
  marketplaceOrderId: '2000012345',
  marketplace: 'Mercado Livre',
  status: 'PAID_LESS',
  expected: lines('1033.17', '172.83'),
  paid: lines('1008.48', '197.52'),
  difference: '-24.69',
  causes: [
    { code: 'COMMISSION_ABOVE_RATE' as const, message: 'comissão de 16 % cobrada; a categoria é 14 %' },
  ],
};

describe('the dispute CSV', () => {
  it("leads with the channel's order id and name, and writes amounts with a decimal comma", () => {
    expect(disputeCells(row)).toEqual([
      '2000012345',
      'ord_1',
      'Mercado Livre',
      'Pago a menos',
      '226,02',
      '201,33',
      '1008,48',
      '1033,17',
      '-24,69',
      'comissão de 16 % cobrada; a categoria é 14 %',
      'COMMISSION_ABOVE_RATE',
    ]);
    expect(disputeCsvHeader.slice(0, 3)).toEqual(['Pedido no marketplace', 'Pedido na Feira', 'Marketplace']);
    expect(disputeCsvHeader).toHaveLength(disputeCells(row).length);
  });

  it('writes a negative difference as a number a spreadsheet sums, a cause with `;` quoted', () => {
    expect(csvLine(disputeCells(row))).toBe(
      '2000012345;ord_1;Mercado Livre;Pago a menos;226,02;201,33;1008,48;1033,17;-24,69;' +
        '"comissão de 16 % cobrada; a categoria é 14 %";COMMISSION_ABOVE_RATE\r\n',
    );
  });

  it('rounds to cents and names every cause of an order', () => {
    const refunded = {
      ...row,
      difference: '-100.004',
      causes: [
        { code: 'REFUND_CHARGED_TWICE' as const, message: 'reembolso cobrado duas vezes' },
        { code: 'REFUNDED' as const, message: 'reembolso ao comprador' },
      ],
    };
    const cells = disputeCells(refunded);
    expect(cells[8]).toBe('-100,00');
    expect(cells.slice(9)).toEqual([
      'reembolso cobrado duas vezes | reembolso ao comprador',
      'REFUND_CHARGED_TWICE | REFUNDED',
    ]);
  });
});
