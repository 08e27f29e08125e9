import type { OrderStatus } from './status.ts';

/** The order export opens as columns in Excel in Portuguese: `;` between cells, decimal commas (ORD-26). */
const DELIMITER = ';';

const statusNames: Record<OrderStatus, string> = {
  CREATED: 'Criado',
  PAID: 'Pago',
  INVOICED: 'Faturado',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  CONCLUDED: 'Concluído',
  RETURNED: 'Devolvido',
  CANCELED: 'Cancelado',
  SHIPMENT_EXCEPTION: 'Exceção na entrega',
};

export const orderCsvHeader = [
  'Pedido',
  'Pedido no marketplace',
  'Marketplace',
  'Situação',
  'Criado em',
  'Enviar até',
  'Comprador',
  'Cidade',
  'UF',
  'Itens (SKU × quantidade)',
  'Total (R$)',
  'Nota fiscal',
];

export interface CsvOrder {
  id: string;
  marketplaceOrderId: string;
  platform: string;
  status: OrderStatus;
  createdAt: string;
  shipBy?: string;
  customer?: { name?: string };
  shippingAddress?: { city?: string; state?: string };
  items: {
    skuId?: string | undefined;
    sku?: string | undefined;
    channelItemId?: string | undefined;
    qty: number;
  }[];
  totalNet?: number;
  invoice?: { number: string; series: string; canceledAt?: string };
}

/** A date and time on the seller's wall clock, as Excel reads it (dd/mm/yyyy hh:mm). */
function localTime(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone })
    .format(new Date(iso))
    .replace(',', '');
}

/** A negative amount as the exports write it ("-9,40"): a number to a spreadsheet, never a formula. */
const NEGATIVE_AMOUNT = /^-\d+(?:,\d+)?$/;

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @ first: a buyer's name or a
 * channel's id can start so) is led by an apostrophe, so it stays text. A negative amount is left as
 * it is, so it sums as a number (docs/decisions/reconciliation.md REC-12).
 */
function cell(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !NEGATIVE_AMOUNT.test(value);
  const safe = formula ? `'${value}` : value;
  return safe.includes(DELIMITER) || /["\r\n]/.test(safe) || safe.trim() !== safe
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(cell).join(DELIMITER)}\r\n`;

/** One order as a line of the export; the total is the channel's, at cents, with a decimal comma. */
export function orderCsvCells(order: CsvOrder, timeZone: string): string[] {
  const invoice =
    order.invoice && !order.invoice.canceledAt ? `${order.invoice.number}/${order.invoice.series}` : '';
  return [
    order.id,
    order.marketplaceOrderId,
    order.platform,
    statusNames[order.status],
    localTime(order.createdAt, timeZone),
    localTime(order.shipBy, timeZone),
    order.customer?.name ?? '',
    order.shippingAddress?.city ?? '',
    order.shippingAddress?.state ?? '',
    order.items.map((item) => `${item.sku ?? item.skuId ?? item.channelItemId} × ${item.qty}`).join(', '),
    order.totalNet === undefined ? '' : order.totalNet.toFixed(2).replace('.', ','),
    invoice,
  ];
}
