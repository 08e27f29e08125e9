import { describe, expect, it } from 'vitest';
import { othersOf, TREND_WINDOW, type MarginWindow } from './orders.trend.ts';

// The latest TREND_WINDOW + 1 counted orders of a seller: margins 40 % each, the oldest 10 %.
const full: MarginWindow = {
  size: TREND_WINDOW,
  count: TREND_WINDOW + 1,
  sumPct: String(TREND_WINDOW * 40 + 10),
  oldestPct: '10',
  shown: new Set(['ord_recent']),
};

describe('the average a margin is compared with', () => {
  it('takes an order among the latest out of them, leaving the window of its others', () => {
    expect(othersOf({ id: 'ord_recent', grossMarginPct: '40' }, full)).toEqual({
      count: TREND_WINDOW,
      averagePct: String((TREND_WINDOW * 40 + 10 - 40) / TREND_WINDOW),
    });
  });

  it('stops the window before the extra oldest one for an order outside it', () => {
    expect(othersOf({ id: 'ord_old', grossMarginPct: '90' }, full)).toEqual({
      count: TREND_WINDOW,
      averagePct: '40',
    });
  });

  it('counts every order while the seller has fewer than the window', () => {
    const few: MarginWindow = {
      size: TREND_WINDOW,
      count: 3,
      sumPct: '121.5',
      oldestPct: '30.5',
      shown: new Set(['ord_a']),
    };
    expect(othersOf({ id: 'ord_a', grossMarginPct: '30.5' }, few)).toEqual({ count: 2, averagePct: '45.5' });
    expect(othersOf({ id: 'ord_b', grossMarginPct: null }, few)).toEqual({
      count: 3,
      averagePct: '40.5',
    });
  });

  it('has no average without other orders', () => {
    const alone: MarginWindow = {
      size: TREND_WINDOW,
      count: 1,
      sumPct: '12',
      oldestPct: '12',
      shown: new Set(['ord_a']),
    };
    expect(othersOf({ id: 'ord_a', grossMarginPct: '12' }, alone)).toEqual({ count: 0, averagePct: null });
  });
});
