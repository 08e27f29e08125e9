import { Money, type MoneyValue } from '../../../platform/money.ts';
import type { Cause, Lines } from './rules.ts';

/**
 * The dispute export opens as columns in Excel in Portuguese, as the order export does (ORD-26): `;`
 * between cells, decimal commas, no thousands separator. The channel knows an order by its own id,
 * so that comes first, then Feira's (docs/decisions/reconciliation.md REC-12).
 */
export const disputeCsvHeader = [
  'Pedido no marketplace',
  'Pedido na Feira',
  'Marketplace',
  'Situação',
  'Cobrado pelo canal (R$)',
  'Deveria ser (R$)',
  'Recebido (R$)',
  'Deveria receber (R$)',
  'Diferença (R$)',
  'Causa',
  'Código da causa',
];

const statusNames: Record<string, string> = {
  MATCHING: 'Confere',
  PAID_LESS: 'Pago a menos',
  PAID_MORE: 'Pago a mais',
  NOT_RELEASED: 'Não liberado',
  REFUNDED: 'Reembolsado',
  PENDING: 'A liberar',
};

const decimal = (value: string | MoneyValue) => new Money(value).toFixed(2).replace('.', ',');

/** What the channel took from the sale: every charge line (commission, shipping, discounts, refunds, other). */
const charged = (lines: Lines) =>
  new Money(lines.commission)
    .plus(lines.shipping)
    .plus(lines.discounts)
    .plus(lines.refunds)
    .plus(lines.other);

interface DisputeRow {
  orderId: string;
  marketplaceOrderId: string;
  /** The channel as the seller and the channel name it ("Mercado Livre"), not its platform code. */
  marketplace: string;
  status: string;
  expected: Lines;
  paid: Lines;
  difference: string;
  causes: Cause[];
}

/** One order's difference as the cells a dispute with the channel quotes. */
export function disputeCells(row: DisputeRow): string[] {
  return [
    row.marketplaceOrderId,
    row.orderId,
    row.marketplace,
    statusNames[row.status] ?? row.status,
    decimal(charged(row.paid)),
    decimal(charged(row.expected)),
    decimal(row.paid.net),
    decimal(row.expected.net),
    decimal(row.difference),
    row.causes.map((cause) => cause.message).join(' | '),
    row.causes.map((cause) => cause.code).join(' | '),
  ];
}
