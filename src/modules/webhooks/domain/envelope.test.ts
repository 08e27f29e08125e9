import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from './envelope.ts';
import { sign, signatureHeader } from './signature.ts';

describe('webhook envelope', () => {
  const stored = {
    sellerId: 'slr_1',
    domain: 'stock' as const,
    type: 'StockUpdated',
    resource: '/integration/stock/sku_1',
    itemId: 'stk_1',
    relatedId: 'sku_1',
    accountId: null,
    platform: 'ML',
    tags: [],
    received: '2026-03-01T10:00:00.000Z',
  };

  it('has exactly the fields of the envelope, with the attempt number and its time', () => {
    const envelope = buildEnvelope(stored, 3, new Date('2026-03-01T10:35:05.123Z'));
    expect(envelope).toEqual({
      resource: '/integration/stock/sku_1',
      domain: 'stock',
      sellerId: 'slr_1',
      accountId: null,
      platform: 'ML',
      itemId: 'stk_1',
      relatedId: 'sku_1',
      type: 'StockUpdated',
      tags: [],
      attempts: 3,
      sent: '2026-03-01T10:35:05.123Z',
      received: '2026-03-01T10:00:00.000Z',
    });
  });

  it('sends received in ISO form whatever form the stored time has', () => {
    const at = new Date('2026-03-01T10:35:05.123Z');
    const forms = [
      '2026-03-01 07:00:00.5-03',
      new Date('2026-03-01T10:00:00.500Z'),
      '2026-03-01T10:00:00.500Z',
    ];
    for (const received of forms)
      expect(buildEnvelope({ ...stored, received }, 1, at).received).toBe('2026-03-01T10:00:00.500Z');
  });

  it('keeps the dedupe key (itemId, type, received) the same on every attempt', () => {
    const key = (n: number) => {
      const e = buildEnvelope(stored, n, new Date(Date.parse(stored.received) + n * 60_000));
      return [e.itemId, e.type, e.received].join('|');
    };
    expect(new Set([1, 2, 5, 8].map(key)).size).toBe(1);
  });
});

describe('Standard Webhooks signature', () => {
  // The example of the Standard Webhooks specification.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const timestamp = 1614265330;
  const body = '{"test": 2432232314}';

  it('matches the published example', () => {
    expect(sign(secret, id, timestamp, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs with every secret given, space-separated', () => {
    const other = 'whsec_' + Buffer.from('another key of 24 bytes!').toString('base64');
    const header = signatureHeader([secret, other], id, timestamp, body);
    const expectedOther = createHmac('sha256', Buffer.from('another key of 24 bytes!'))
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    expect(header.split(' ')).toEqual([sign(secret, id, timestamp, body), `v1,${expectedOther}`]);
  });
});
