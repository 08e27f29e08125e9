import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { toPercent, type RuleMath } from './model';

/** A rule's objective in a few words: "Margem de R$ 10,00", "Margem de 20 %", "Markup 1,8×". */
export function useObjectiveText(): (math: RuleMath) => string {
  const { t, lang } = useI18n();
  const pf = t.priceFormation;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 });
  return ({ objective }) => {
    if (objective.driver === 'MARKUP') return pf.markupOf(number.format(objective.value));
    if (objective.valueType === 'PERCENTAGE')
      return pf.marginOf(`${number.format(toPercent(objective.value))} %`);
    return pf.marginOf(formatMoney(objective.value, lang));
  };
}
