import { Money, type MoneyValue } from '../../../platform/money.ts';
import { DEFAULT_TIME_ZONE } from '../../../platform/day.ts';

const brl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the seller reads it: `R$ 1.234,56`. The decimal is cut to cents first (never a float sum). */
export function reais(value: MoneyValue | string): string {
  const cents = new Money(value).toFixed(2);
  return `R$ ${brl.format(Number(cents))}`;
}

/** A rate (0.16) as the seller reads it: `16 %`, `13,5 %`. */
export function percent(rate: MoneyValue): string {
  const text = rate.times(100).toDecimalPlaces(1).toString().replace('.', ',');
  return `${text} %`;
}

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
});

/** A date as `10/11`, in the seller's default time zone (release dates are days to the seller). */
export const ddmm = (instant: string): string => dayMonth.format(new Date(instant));
