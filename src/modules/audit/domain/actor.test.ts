import { describe, expect, it } from 'vitest';
import { actorOf, sameSnapshot } from './actor.ts';

const roles = (...names: string[]) => new Set(names);

describe('actorOf', () => {
  it('an app acting for its seller (client credentials)', () => {
    expect(actorOf({ roles: roles(), clientId: 'app_1' }, 'ROLE_ADMIN')).toEqual({
      kind: 'APP',
      id: 'app_1',
      viaClientId: null,
    });
  });

  it('a web user, through the session or through an app', () => {
    expect(actorOf({ roles: roles('ROLE_SELLER_ADMIN'), userId: 'usr_1' }, 'ROLE_ADMIN')).toEqual({
      kind: 'USER',
      id: 'usr_1',
      viaClientId: null,
    });
    expect(actorOf({ roles: roles(), userId: 'usr_1', clientId: 'app_2' }, 'ROLE_ADMIN')).toEqual({
      kind: 'USER',
      id: 'usr_1',
      viaClientId: 'app_2',
    });
  });

  it('an operator by its admin app', () => {
    expect(actorOf({ roles: roles('ROLE_ADMIN'), clientId: 'admin' }, 'ROLE_ADMIN')).toEqual({
      kind: 'OPERATOR',
      id: 'admin',
      viaClientId: null,
    });
  });

  it("the service's own work is not recorded", () => {
    expect(actorOf({ roles: roles('SYSTEM') }, 'ROLE_ADMIN')).toBeNull();
    expect(actorOf({ roles: roles() }, 'ROLE_ADMIN')).toBeNull();
  });

  it('background work done for someone is theirs', () => {
    const user = { kind: 'USER' as const, id: 'usr_1', viaClientId: null };
    expect(actorOf({ roles: roles('SYSTEM'), onBehalfOf: user }, 'ROLE_ADMIN')).toEqual(user);
  });
});

describe('sameSnapshot', () => {
  it('compares values, not identity', () => {
    expect(sameSnapshot({ value: '10.00' }, { value: '10.00' })).toBe(true);
    expect(sameSnapshot({ value: '10.00' }, { value: '10.50' })).toBe(false);
    expect(sameSnapshot(null, { value: '10.00' })).toBe(false);
    expect(sameSnapshot(null, null)).toBe(true);
  });
});
