import { SELLER_TIME_ZONE } from './dates';
import type { Lang } from './i18n';

export { SELLER_TIME_ZONE };

const money = new Map<Lang, Intl.NumberFormat>();

export function formatMoney(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '—';
  let format = money.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' });
    money.set(lang, format);
  }
  // A true minus sign: after a hyphen-minus a line may break, leaving "-" alone above "R$ 12,00".
  return format.format(value).replace('-', '\u2212');
}

export function formatDateTime(
  iso: string | null | undefined,
  lang: Lang,
  timeZone = SELLER_TIME_ZONE,
): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
