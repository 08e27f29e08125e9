import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('the path a login returns to', () => {
  it('keeps a path of the admin, with its query', () => {
    expect(safeReturnPath('/orders?fila=atrasados')).toBe('/orders?fila=atrasados');
    expect(safeReturnPath('/catalog/prd_01%20x')).toBe('/catalog/prd_01%20x');
  });

  it('refuses anything that could leave the site or loop back to the login', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/ok\\..\\x',
      'orders',
      '/\tevil',
      '/orders\nSet-Cookie: x',
      '/auth/login',
      '/auth?x=1',
      '',
      `/${'a'.repeat(2000)}`,
      42,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
