/**
 * A first-in-first-out queue with constant-time `shift`. `Array.prototype.shift` moves every element
 * left once an array is past V8's small-array fast path: a queue of tens of thousands of items taken
 * one by one from the front is quadratic.
 */
export class Fifo<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    // Drop the taken front once it is most of the array: amortised constant time, bounded memory.
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}
