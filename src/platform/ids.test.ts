import { afterEach, describe, expect, it, vi } from 'vitest';
import { idPrefixAt, newId } from './ids.ts';

const ULID = /^sku_[0-9A-HJKMNP-TV-Z]{26}$/;

describe('ids', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are unique and sort in creation order within one millisecond', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-01T12:00:00.000Z'));
    const ids = Array.from({ length: 1000 }, () => newId('sku'));
    expect(ids.every((id) => ULID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draw fresh random parts in each new millisecond, across many refills of the random pool', () => {
    let now = Date.parse('2026-03-01T12:00:00.000Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now++);
    // 2,000 new milliseconds draw 20,000 random bytes: the 4 KiB pool is refilled several times.
    const ids = Array.from({ length: 2000 }, () => newId('sku'));
    expect([...ids].sort()).toEqual(ids);
    const randomParts = ids.map((id) => id.slice(-16));
    expect(new Set(randomParts).size).toBe(ids.length);
  });

  it('have a prefix per instant that ids made before sort below and ids made from it sort above', () => {
    const at = Date.parse('2026-03-01T12:00:00.000Z');
    vi.spyOn(Date, 'now')
      .mockReturnValueOnce(at - 1)
      .mockReturnValueOnce(at)
      .mockReturnValueOnce(at + 1);
    const [before, same, after] = [newId('evt'), newId('evt'), newId('evt')];
    const prefix = idPrefixAt('evt', at);
    expect(before < prefix).toBe(true);
    expect(same > prefix && same.startsWith(prefix)).toBe(true);
    expect(after > prefix).toBe(true);
  });
});
