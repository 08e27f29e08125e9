import { TextInput, type TextInputProps } from '@mantine/core';
import { useI18n } from './i18n';
import { parseUnits } from './quantity';

/** Whole units typed as text: what `parseUnits` reads, or `undefined` while the text is refused. */
export function unitsValue(text: string): number | null | undefined {
  const parsed = parseUnits(text);
  return 'refusal' in parsed ? undefined : parsed.value;
}

/**
 * A stock quantity: whole units, zero or more. A number input would drop the comma of "2,5" and the
 * minus of "-5" and store 25 or 5; here the text stays as typed and its refusal is said on the field.
 */
export function UnitsInput({
  value,
  onChange,
  error,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void }) {
  const { t } = useI18n();
  const parsed = parseUnits(value);
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={'refusal' in parsed ? t.product.unitsRefusal[parsed.refusal] : error}
    />
  );
}
