import { describe, expect, it } from 'vitest';
import { publicIdOf, withPublicIds } from './public-ids.ts';

describe('public ids', () => {
  const carrier = 'car_01M8K0MBS89EJB7K1BC1DE54EM';
  const band = 'fv_01M8K0MBS89EJB7K1BC1DE54EN';

  it('replaces carrier and band ids, the same way every time, and leaves other text alone', () => {
    const text = JSON.stringify({
      carrierId: carrier,
      valueFreightId: `${carrier}:0`,
      other: band,
      skuId: 'sku_1',
      own: 'vf-1',
    });
    const out = withPublicIds(text);
    expect(out).not.toContain(carrier);
    expect(out).not.toContain(band);
    expect(JSON.parse(out)).toEqual({
      carrierId: publicIdOf(carrier),
      valueFreightId: `${publicIdOf(carrier)}:0`,
      other: publicIdOf(band),
      skuId: 'sku_1',
      own: 'vf-1',
    });
    expect(publicIdOf(carrier)).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
    expect(publicIdOf(carrier)).not.toBe(publicIdOf(band));
    expect(withPublicIds(text)).toBe(out);
  });
});
