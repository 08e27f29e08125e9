import { describe, expect, it } from 'vitest';
import { RETIRED_KEY_PUBLISHED_MS, publishedKeys, type SigningKey } from './keys.ts';

const key = (kid: string, retiredAt: string | null): SigningKey => ({
  kid,
  privateJwk: {},
  publicJwk: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  retiredAt,
});

describe('published signing keys', () => {
  it('lists the active key first, then retired keys until their last tokens have expired', () => {
    const retired = '2026-01-01T10:00:00.000Z';
    const keys = [key('old', retired), key('active', null), key('older', '2026-01-01T08:00:00.000Z')];
    const justAfter = new Date(new Date(retired).getTime() + 60_000);
    expect(publishedKeys(keys, justAfter).map((k) => k.kid)).toEqual(['active', 'old']);
    const whenOldTokensExpired = new Date(new Date(retired).getTime() + RETIRED_KEY_PUBLISHED_MS);
    expect(publishedKeys(keys, whenOldTokensExpired).map((k) => k.kid)).toEqual(['active']);
    // A retired key outlives the access tokens it signed (1 h) by the allowed clock skew.
    expect(RETIRED_KEY_PUBLISHED_MS).toBeGreaterThan(60 * 60 * 1000);
  });
});
