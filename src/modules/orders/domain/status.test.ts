import { describe, expect, it } from 'vitest';
import {
  channelMovesFrom,
  checkTransition,
  orderStatuses,
  parseQueueStatus,
  type OrderStatus,
} from './status.ts';

/** Written out in full: every pair not listed here is illegal. */
const legal: [OrderStatus, OrderStatus][] = [
  ['CREATED', 'PAID'],
  ['PAID', 'INVOICED'],
  ['INVOICED', 'SHIPPED'],
  ['SHIPPED', 'DELIVERED'],
  ['DELIVERED', 'CONCLUDED'],
  ['CREATED', 'CANCELED'],
  ['PAID', 'CANCELED'],
  ['INVOICED', 'CANCELED'],
  ['SHIPPED', 'SHIPMENT_EXCEPTION'],
  ['SHIPMENT_EXCEPTION', 'SHIPPED'],
  ['SHIPMENT_EXCEPTION', 'RETURNED'],
  ['DELIVERED', 'RETURNED'],
  ['CONCLUDED', 'RETURNED'],
];

describe('order status machine', () => {
  const isLegal = (from: OrderStatus, to: OrderStatus) => legal.some(([a, b]) => a === from && b === to);
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => from !== to))('%s → %s', (from, to) => {
    expect(checkTransition(from, to)).toBe(isLegal(from, to) ? 'legal' : 'illegal');
  });

  it('staying in a status is a repeat, not a transition', () => {
    for (const status of orderStatuses) expect(checkTransition(status, status)).toBe('same');
  });

  it('has 13 legal moves and 59 illegal ones', () => {
    const outcomes = pairs.filter(([a, b]) => a !== b).map(([a, b]) => checkTransition(a, b));
    expect(outcomes.filter((o) => o === 'legal')).toHaveLength(13);
    expect(outcomes.filter((o) => o === 'illegal')).toHaveLength(59);
  });

  it('lets a channel move an order it dispatched itself from PAID to SHIPPED, and only that move', () => {
    expect(channelMovesFrom('SHIPPED', false)).toEqual(['INVOICED', 'SHIPMENT_EXCEPTION']);
    expect(channelMovesFrom('SHIPPED', true)).toEqual(['PAID', 'INVOICED', 'SHIPMENT_EXCEPTION']);
    expect(channelMovesFrom('DELIVERED', true)).toEqual(['SHIPPED']);
    expect(channelMovesFrom('PAID', true)).toEqual(['CREATED']);
    // The seller's own moves keep to the table.
    expect(checkTransition('PAID', 'SHIPPED')).toBe('illegal');
  });

  it('reads queue statuses as the enum in any case or the Portuguese label without accents', () => {
    expect(parseQueueStatus('paid')).toBe('PAID');
    expect(parseQueueStatus('Pago')).toBe('PAID');
    expect(parseQueueStatus('FATURADO')).toBe('INVOICED');
    expect(parseQueueStatus('Exceção na entrega')).toBe('SHIPMENT_EXCEPTION');
    expect(parseQueueStatus('shipment_exception')).toBe('SHIPMENT_EXCEPTION');
    expect(parseQueueStatus('concluído')).toBe('CONCLUDED');
    expect(parseQueueStatus('shipped-ish')).toBeNull();
  });
});
