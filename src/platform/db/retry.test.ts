import { describe, expect, it } from 'vitest';
import { retryOnConflict } from './retry.ts';

const pgError = (code: string) =>
  Object.assign(new Error('query failed'), { cause: Object.assign(new Error(code), { code }) });

describe('retryOnConflict', () => {
  it('runs a deadlock victim again until it gets through', async () => {
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls++;
      if (calls < 3) throw pgError('40P01');
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the attempts, and never retries other errors', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw pgError('40001');
      }, 3),
    ).rejects.toThrow('query failed');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw pgError('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
