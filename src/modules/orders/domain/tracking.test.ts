import { describe, expect, it } from 'vitest';
import { orderStatuses } from './status.ts';
import { trackingMove, trimmedTracking } from './tracking.ts';

describe('seller-typed tracking (ORD-33)', () => {
  it('ships an invoiced order, corrects a shipped one and refuses every other status', () => {
    const moves = Object.fromEntries(orderStatuses.map((status) => [status, trackingMove(status)]));
    expect(moves).toEqual({
      CREATED: 'REFUSE',
      PAID: 'REFUSE',
      INVOICED: 'SHIP',
      SHIPPED: 'CORRECT',
      SHIPMENT_EXCEPTION: 'CORRECT',
      DELIVERED: 'REFUSE',
      CONCLUDED: 'REFUSE',
      RETURNED: 'REFUSE',
      CANCELED: 'REFUSE',
    });
  });

  it('keeps the text as typed without the spaces around it, and no url when none was given', () => {
    expect(trimmedTracking({ carrier: ' Correios ', code: ' QB123456789BR\t' })).toEqual({
      carrier: 'Correios',
      code: 'QB123456789BR',
    });
    expect(trimmedTracking({ carrier: 'Jadlog', code: 'X1', url: ' https://jadlog.com.br/x1 ' }).url).toBe(
      'https://jadlog.com.br/x1',
    );
  });
});
