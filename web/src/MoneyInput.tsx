import { TextInput, type TextInputProps } from '@mantine/core';
import { useI18n, type Lang } from './i18n';
import { parseMoney, type MoneyParse, type MoneyRules } from './money';

/** A money field's text as typed and what it reads as (null while the field is empty). */
export interface MoneyField {
  text: string;
  parsed: MoneyParse | null;
}

export function moneyField(text: string, rules: MoneyRules): MoneyField {
  return { text, parsed: text.trim() === '' ? null : parseMoney(text, rules) };
}

/** A stored amount as the field first shows it, in the seller's writing ("469,90"). */
export function moneyFieldOf(value: number | null | undefined, rules: MoneyRules, lang: Lang): MoneyField {
  if (value === null || value === undefined) return moneyField('', rules);
  const text = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: rules.scale,
    useGrouping: false,
  }).format(value);
  return moneyField(text, rules);
}

/** The amount to send, null when the field is empty, undefined when it holds a refused text. */
export function moneyValue(field: MoneyField): number | null | undefined {
  if (field.parsed === null) return null;
  return field.parsed.ok ? Number(field.parsed.value) : undefined;
}

/** How an amount is shown back: reais, a percentage ("10,5 %") or a bare factor (a markup of "1,5"). */
type AmountUnit = 'currency' | 'percent' | 'factor';

/** A canonical decimal string shown in its unit without passing through a float ("0.1234" stays). */
function showStored(value: string, scale: number, lang: Lang, unit: AmountUnit): string {
  const currency = unit === 'currency';
  const format = new Intl.NumberFormat(lang, {
    ...(currency ? { style: 'currency', currency: 'BRL' } : {}),
    minimumFractionDigits: currency ? 2 : 0,
    maximumFractionDigits: scale,
  });
  // Intl reads a decimal string exactly (no binary rounding); the DOM lib types only say number.
  const text = format.format(value as unknown as number);
  return unit === 'percent' ? `${text} %` : text;
}

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  field: MoneyField;
  rules: MoneyRules;
  onChange(field: MoneyField): void;
  /** A refusal from the service for this field, shown when the text itself reads fine. */
  error?: string | undefined;
  /** Reais unless said otherwise: percentages and factors are read the same way, shown back in their unit. */
  unit?: AmountUnit;
};

/**
 * The one money input of the admin: takes "469,90", "469.90", "1.234,56" or "1,234.56", refuses on
 * the field what reads two ways, and shows below it what will be stored before the seller saves.
 */
export function MoneyInput({ field, rules, onChange, error, unit = 'currency', ...rest }: Props) {
  const { t, lang } = useI18n();
  const parsed = field.parsed;
  const refusal =
    parsed && !parsed.ok
      ? parsed.reason === 'tooManyDecimals'
        ? t.money.reasons.tooManyDecimals(rules.scale)
        : t.money.reasons[parsed.reason]
      : undefined;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={field.text}
      onChange={(event) => onChange(moneyField(event.currentTarget.value, rules))}
      error={refusal ?? error}
      description={
        parsed?.ok ? t.money.willSave(showStored(parsed.value, rules.scale, lang, unit)) : rest.description
      }
    />
  );
}
