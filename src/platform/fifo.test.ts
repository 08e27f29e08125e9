import { describe, expect, it } from 'vitest';
import { Fifo } from './fifo.ts';

describe('Fifo', () => {
  it('gives items back in the order they were pushed, then undefined', () => {
    const queue = new Fifo<number>();
    queue.push(1);
    queue.push(2);
    expect(queue.length).toBe(2);
    expect(queue.shift()).toBe(1);
    queue.push(3);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual([2, 3, undefined]);
    expect(queue.length).toBe(0);
  });

  it('keeps order and length across the compaction of its taken front', () => {
    const queue = new Fifo<number>();
    const taken: number[] = [];
    for (let i = 0; i < 5000; i++) {
      queue.push(i);
      if (i % 3 === 0) taken.push(queue.shift()!);
    }
    expect(queue.length).toBe(5000 - taken.length);
    while (queue.length > 0) taken.push(queue.shift()!);
    expect(taken).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });
});
