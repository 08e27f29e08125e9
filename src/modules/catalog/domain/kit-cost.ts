import { Decimal } from '../../../platform/money.ts';

export interface KitLine {
  qty: number;
  /** Unit cost of the component as a decimal string, or null when it has none. */
  cost: string | null;
}

/** A kit costs the sum of its components × quantity; unknown when any component has no cost. */
export function kitCost(lines: readonly KitLine[]): string | null {
  let total = new Decimal(0);
  for (const line of lines) {
    if (line.cost === null) return null;
    total = total.plus(new Decimal(line.cost).times(line.qty));
  }
  return total.toFixed(4);
}
