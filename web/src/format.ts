import type { Lang } from './i18n';

/** Sellers are in Brazil; until a seller setting exists, their dates are shown in São Paulo time. */
export const SELLER_TIME_ZONE = 'America/Sao_Paulo';

const money = new Map<Lang, Intl.NumberFormat>();

export function formatMoney(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '—';
  let format = money.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' });
    money.set(lang, format);
  }
  return format.format(value);
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
