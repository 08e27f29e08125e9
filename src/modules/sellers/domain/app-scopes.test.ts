import { describe, expect, it } from 'vitest';
import { mayManageApps, scopeRefusal } from './app-scopes.ts';

describe('scopes a seller may give its own app', () => {
  const held = new Set(['price:edit', 'stock:edit', 'bffweb:apps']);

  it('allows catalogue scopes the caller holds, and none at all (a read-only app)', () => {
    expect(scopeRefusal(['price:edit', 'stock:edit'], held)).toBeUndefined();
    expect(scopeRefusal([], held)).toBeUndefined();
  });

  it('refuses what is not in the catalogue first: operator roles, typos', () => {
    expect(scopeRefusal(['ROLE_ADMIN', 'price:edit'], held)).toEqual({
      reason: 'unknown',
      scope: 'ROLE_ADMIN',
    });
    expect(scopeRefusal(['price:edit', 'prices:edit'], held)).toEqual({
      reason: 'unknown',
      scope: 'prices:edit',
    });
  });

  it('refuses a known scope the caller does not hold itself', () => {
    expect(scopeRefusal(['price:edit', 'order:customer-data'], held)).toEqual({
      reason: 'not-held',
      scope: 'order:customer-data',
    });
  });
});

describe('who may manage the seller apps', () => {
  it("an app's own token, or the seller's admin user; not a plain user, even through an app", () => {
    expect(mayManageApps({ actsForUser: false, roles: new Set() })).toBe(true);
    expect(mayManageApps({ actsForUser: true, roles: new Set(['ROLE_SELLER_ADMIN']) })).toBe(true);
    expect(mayManageApps({ actsForUser: true, roles: new Set(['ROLE_SELLER_USER']) })).toBe(false);
    expect(mayManageApps({ actsForUser: true, roles: new Set() })).toBe(false);
  });
});
