import type { money as pt } from '../pt/money.ts';

export const money: typeof pt = {
  willSave: (amount: string) => `Will be saved as ${amount}`,
  reasons: {
    invalid: 'Type an amount such as 469.90.',
    ambiguous:
      'Ambiguous amount: it is unclear whether the point or comma separates thousands or cents. Write 1,234.00 or 1.23.',
    tooManyDecimals: (scale: number) => `Use at most ${scale} decimal places.`,
    negative: 'The amount cannot be negative.',
    tooLarge: 'The amount is too large.',
  },
};
