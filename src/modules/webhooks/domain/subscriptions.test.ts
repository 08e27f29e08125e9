import { describe, expect, it } from 'vitest';
import type { EventEnvelope, EventName, EventOf } from '../../../platform/events/catalogue.ts';
import {
  isSubscribed,
  notificationFor,
  notifiedEvents,
  orderStatusLabels,
  statusLabelOf,
} from './subscriptions.ts';

// An envelope of N is one member of the union the consumers see.
const event = <N extends EventName>(name: N, payload: EventEnvelope<N>['payload']): EventOf => {
  const envelope: EventEnvelope<N> = {
    id: 'evt_1',
    name,
    sellerId: 'slr_1',
    payload,
    occurredAt: '2026-03-01T00:00:00.000Z',
  };
  return envelope as EventOf;
};

describe('webhook subscriptions', () => {
  it('maps each order event to its status label', () => {
    expect(
      Object.fromEntries(
        notifiedEvents.filter((n) => n.startsWith('order.')).map((name) => [name, statusLabelOf(name)]),
      ),
    ).toEqual({
      'order.OrderCreated': 'Criado',
      'order.OrderPayed': 'Pago',
      'order.OrderInvoiced': 'Faturado',
      'order.OrderShipped': 'Enviado',
      'order.OrderDelivered': 'Entregue',
      'order.OrderConcluded': 'Concluido',
      'order.OrderReturned': 'Retornado',
      'order.OrderCanceled': 'Cancelado',
      'order.OrderShipmentException': 'Excecao na entrega',
    });
    expect(orderStatusLabels).toHaveLength(9);
    expect(statusLabelOf('product.VariationUpdated')).toBeNull();
  });

  it('delivers a price the profit guard held as price.held, pointing at the held change', () => {
    expect(
      notificationFor(event('price.PriceHeld', { heldId: 'hld_1', skuId: 'sku_1', platform: 'SANDBOX' })),
    ).toEqual({
      domain: 'price',
      type: 'price.held',
      resource: '/integration/prices/held/hld_1',
      itemId: 'hld_1',
      relatedId: 'sku_1',
      accountId: null,
      platform: 'SANDBOX',
      tags: [],
      statusLabel: null,
    });
  });

  it('builds the resource path, itemId and relatedId of each domain', () => {
    expect(notificationFor(event('order.OrderShipmentException', { orderId: 'ord_1' }))).toEqual({
      domain: 'order',
      type: 'OrderShipmentException',
      resource: '/integration/orders/ord_1',
      itemId: 'ord_1',
      relatedId: null,
      accountId: null,
      platform: null,
      tags: [],
      statusLabel: 'Excecao na entrega',
    });
    expect(
      notificationFor(event('product.VariationCreated', { skuId: 'sku_1', productId: 'P 1' })),
    ).toMatchObject({
      domain: 'product',
      type: 'VariationCreated',
      resource: '/integration/products/variations/sku_1',
      itemId: 'sku_1',
    });
    expect(notificationFor(event('price.PriceUpdated', { priceId: 'prc_1', skuId: 'sku_1' }))).toMatchObject({
      domain: 'price',
      type: 'PriceUpdated',
      resource: '/integration/prices/bysku?skuId=sku_1',
      itemId: 'prc_1',
      relatedId: 'sku_1',
    });
    expect(
      notificationFor(event('stock.StockUpdated', { stockId: 'stk_1', skuId: 'sku/1', platform: 'ML' })),
    ).toMatchObject({
      domain: 'stock',
      resource: '/integration/stock/sku%2F1',
      itemId: 'stk_1',
      relatedId: 'sku/1',
      platform: 'ML',
    });
    expect(
      notificationFor(event('tag.TAG_ERROR', { groupId: 'grp_1', platform: 'ML', packageIds: [] })),
    ).toMatchObject({
      domain: 'TAG',
      type: 'TAG_ERROR',
      resource: '/integration/tags/grp_1',
      itemId: 'grp_1',
      relatedId: null,
      accountId: null,
      platform: 'ML',
      tags: ['TAG_ERROR'],
    });
    const difference = notificationFor(
      event('reconciliation.DifferenceFound', {
        orderId: 'ord_1',
        platform: 'ML',
        status: 'PAID_LESS',
        difference: '-4.00',
      }),
    );
    expect(difference).toMatchObject({
      domain: 'reconciliation',
      type: 'DifferenceFound',
      resource: '/integration/reconciliation/orders/ord_1',
      itemId: 'ord_1',
      platform: 'ML',
      tags: ['PAID_LESS'],
    });
    expect(isSubscribed({ statuses: [], domains: ['reconciliation'] }, difference!)).toBe(true);
    expect(isSubscribed({ statuses: [], domains: ['price'] }, difference!)).toBe(false);
  });

  it('sends a price change made by a price formation rule once, as price.updated', () => {
    const byRule = notificationFor(
      event('price.PriceUpdated', { priceId: 'prc_1', skuId: 'sku_1', ruleId: 'rule_1' }),
    );
    expect(byRule?.type).toBe('price.updated');
  });

  it('ignores internal events', () => {
    expect(notificationFor(event('ad.PropagationRequested', { adIds: [], options: [] }))).toBeNull();
    expect(notificationFor(event('product.VariationRemoved', { skuId: 's', productId: 'p' }))).toBeNull();
  });

  it('subscribes order events by status label and other domains by domain', () => {
    const paid = notificationFor(event('order.OrderPayed', { orderId: 'o' }))!;
    const stock = notificationFor(event('stock.StockUpdated', { stockId: 's', skuId: 'k' }))!;
    expect(isSubscribed({ statuses: ['Pago'], domains: [] }, paid)).toBe(true);
    expect(isSubscribed({ statuses: ['Criado'], domains: ['product', 'price', 'stock', 'TAG'] }, paid)).toBe(
      false,
    );
    expect(isSubscribed({ statuses: orderStatusLabels, domains: [] }, stock)).toBe(false);
    expect(isSubscribed({ statuses: [], domains: ['stock'] }, stock)).toBe(true);
  });
});
