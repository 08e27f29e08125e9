import { Money, cents } from './money.ts';

export const ruleTypes = ['PERCENTAGE_DISCOUNT', 'FIXED_DISCOUNT', 'FIXED_PRICE'] as const;
export type RuleType = (typeof ruleTypes)[number];

export function isRuleType(value: string): value is RuleType {
  return (ruleTypes as readonly string[]).includes(value);
}

/**
 * Why a promotion value cannot be used with its rule type, or null when it can. PERCENTAGE_DISCOUNT
 * takes a percentage (10 = 10 %), the others an amount in BRL.
 */
export function promotionValueProblem(ruleType: RuleType, value: string): string | null {
  const v = new Money(value);
  if (v.isNegative()) return 'must not be negative';
  if (ruleType === 'PERCENTAGE_DISCOUNT' && (v.isZero() || v.greaterThan(100))) {
    return 'a percentage must be greater than 0 and at most 100';
  }
  if (ruleType === 'FIXED_DISCOUNT' && v.isZero()) return 'a discount must be greater than 0';
  return null;
}

/**
 * The sale price a promotion gives on a list price, in cents, half-up. A promotion never raises a
 * price above the list price and never takes it below zero; a discount needs a list price to discount
 * from (null without one), a fixed price does not.
 */
export function promotionalPrice(ruleType: RuleType, value: string, listPrice: string | null): string | null {
  let price;
  if (ruleType === 'FIXED_PRICE') price = new Money(value);
  else if (listPrice === null) return null;
  else if (ruleType === 'PERCENTAGE_DISCOUNT')
    price = new Money(listPrice).times(new Money(100).minus(value)).div(100);
  else price = new Money(listPrice).minus(value);
  if (listPrice !== null && price.greaterThan(listPrice)) price = new Money(listPrice);
  return cents(Money.max(price, 0));
}
