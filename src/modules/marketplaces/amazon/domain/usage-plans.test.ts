import { describe, expect, it } from 'vitest';
import { planOf } from './usage-plans.ts';

describe('Amazon usage plans', () => {
  it('gives each operation its documented rate and burst, and an unknown one the most cautious', () => {
    expect(planOf('searchOrders')).toEqual({ rate: 0.0056, burst: 20 });
    expect(planOf('patchListingsItem')).toEqual({ rate: 5, burst: 10 });
    expect(planOf('listFinancialEvents')).toEqual({ rate: 0.5, burst: 30 });
    expect(planOf('listFinancialEventGroups')).toEqual({ rate: 0.5, burst: 30 });
    expect(planOf('listFinancialEventsByGroupId')).toEqual({ rate: 0.5, burst: 30 });
    expect(planOf('somethingNew')).toEqual({ rate: 1, burst: 1 });
  });
});
