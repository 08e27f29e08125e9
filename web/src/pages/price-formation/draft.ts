import { instantToZonedDateTime, zonedToInstant } from '../../dates';
import type { Lang } from '../../i18n';
import { moneyField, moneyFieldOf, moneyValue, type MoneyField } from '../../MoneyInput';
import { PRICE_RULES, type MoneyRules } from '../../money';
import type { Rule, RuleInput, RuleMath, Template } from './model';
import { toFraction, toPercent } from './model';

type Num = number | string;

/** A margin in percent or a markup factor keeps 4 decimals; amounts in reais 2. */
const FRACTION_RULES: MoneyRules = { scale: 4 };
export const objectiveRules = (draft: Pick<Draft, 'driver' | 'valueType'>): MoneyRules =>
  draft.driver === 'CONTRIBUTION_MARGIN' && draft.valueType === 'AMOUNT' ? PRICE_RULES : FRACTION_RULES;

/**
 * The rule editor's form: amounts as the seller typed them (read by the admin's one money reader),
 * other numbers as their inputs hold them ('' = not given), percentages as percent.
 */
export interface Draft {
  name: string;
  domain: string;
  baseValue: string;
  platforms: string[];
  cost: MoneyField;
  commissionPct: Num;
  taxPct: Num;
  channelFreight: MoneyField;
  embedProductCosts: boolean;
  inboundFreight: MoneyField;
  packaging: MoneyField;
  royalty: MoneyField;
  driver: string;
  value: MoneyField;
  valueType: 'AMOUNT' | 'PERCENTAGE';
  priority: Num;
  startDate: string;
  endDate: string;
  restorePricesOnAutoFinish: boolean;
  /** Eligibility the editor does not show (categoryIds, brandIds, skuIds): kept as the rule has it. */
  otherEligibility: { categoryIds?: string[]; brandIds?: string[]; skuIds?: string[] };
}

const given = (value: Num): value is number | string => value !== '' && Number.isFinite(Number(value));
const amount = (value: number | undefined | null, lang: Lang) => moneyFieldOf(value, PRICE_RULES, lang);
const noAmount = () => moneyField('', PRICE_RULES);

export function emptyDraft(): Draft {
  return {
    name: '',
    domain: 'PRODUCT',
    baseValue: 'COST',
    platforms: [],
    cost: noAmount(),
    commissionPct: '',
    taxPct: '',
    channelFreight: noAmount(),
    embedProductCosts: false,
    inboundFreight: noAmount(),
    packaging: noAmount(),
    royalty: noAmount(),
    driver: 'CONTRIBUTION_MARGIN',
    value: noAmount(),
    valueType: 'AMOUNT',
    priority: 0,
    startDate: '',
    endDate: '',
    restorePricesOnAutoFinish: true,
    otherEligibility: {},
  };
}

export function draftOf(source: (RuleMath & Partial<Rule>) | Template['rule'], lang: Lang, name = ''): Draft {
  const rule = source as RuleMath & Partial<Rule>;
  const channel = rule.costStructure?.channelCosts ?? {};
  const product = rule.costStructure?.productCosts ?? {};
  const { platforms, ...otherEligibility } = rule.eligibility ?? {};
  const percentage = rule.objective.valueType === 'PERCENTAGE';
  return {
    ...emptyDraft(),
    name: rule.name ?? name,
    domain: rule.domain ?? 'PRODUCT',
    baseValue: rule.baseValue ?? 'COST',
    platforms: platforms ?? [],
    cost: amount(rule.costStructure?.cost, lang),
    commissionPct: channel.commission === undefined ? '' : toPercent(channel.commission),
    taxPct: channel.tax === undefined ? '' : toPercent(channel.tax),
    channelFreight: amount(channel.freight, lang),
    embedProductCosts: rule.costStructure?.embedProductCosts ?? false,
    inboundFreight: amount(product.inboundFreight, lang),
    packaging: amount(product.packaging, lang),
    royalty: amount(product.royalty, lang),
    driver: rule.objective.driver,
    value: moneyFieldOf(
      percentage ? toPercent(rule.objective.value) : rule.objective.value,
      objectiveRules({ driver: rule.objective.driver, valueType: percentage ? 'PERCENTAGE' : 'AMOUNT' }),
      lang,
    ),
    valueType: percentage ? 'PERCENTAGE' : 'AMOUNT',
    priority: rule.priority ?? 0,
    // datetime-local inputs on the seller's clock, whatever the browser's zone.
    startDate: instantToZonedDateTime(rule.startDate),
    endDate: instantToZonedDateTime(rule.endDate),
    restorePricesOnAutoFinish: rule.restorePricesOnAutoFinish ?? true,
    otherEligibility,
  };
}

/**
 * The math a simulation, a rule and a template share; null while the objective has no value or an
 * amount reads two ways (its field says why): a refused cost must never be sent as "no cost".
 */
export function mathOf(draft: Draft): RuleMath | null {
  const amounts = [draft.cost, draft.channelFreight, draft.inboundFreight, draft.packaging, draft.royalty];
  const [cost, freight, inboundFreight, packaging, royalty] = amounts.map(moneyValue);
  if ([cost, freight, inboundFreight, packaging, royalty].includes(undefined)) return null;
  const value = moneyValue(draft.value);
  if (value == null) return null;
  const percentage = draft.driver === 'CONTRIBUTION_MARGIN' && draft.valueType === 'PERCENTAGE';
  const channelCosts = {
    ...(given(draft.commissionPct) ? { commission: toFraction(Number(draft.commissionPct)) } : {}),
    ...(given(draft.taxPct) ? { tax: toFraction(Number(draft.taxPct)) } : {}),
    ...(freight != null ? { freight } : {}),
  };
  const productCosts = {
    ...(inboundFreight != null ? { inboundFreight } : {}),
    ...(packaging != null ? { packaging } : {}),
    ...(royalty != null ? { royalty } : {}),
  };
  return {
    domain: draft.domain,
    baseValue: draft.baseValue,
    eligibility: {
      ...draft.otherEligibility,
      ...(draft.platforms.length ? { platforms: draft.platforms } : {}),
    },
    costStructure: {
      // Left out when empty (each SKU's catalog cost); a null was read as a cost of 0 by body coercion.
      ...(cost != null ? { cost } : {}),
      channelCosts,
      ...(draft.embedProductCosts && Object.keys(productCosts).length > 0 ? { productCosts } : {}),
      embedProductCosts: draft.embedProductCosts,
    },
    objective: {
      driver: draft.driver,
      value: percentage ? toFraction(value) : value,
      ...(draft.driver === 'CONTRIBUTION_MARGIN' ? { valueType: draft.valueType } : {}),
    },
    priority: given(draft.priority) ? Number(draft.priority) : 0,
  };
}

export function ruleInputOf(draft: Draft, math: RuleMath): RuleInput {
  return {
    ...math,
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    startDate: draft.startDate ? zonedToInstant(draft.startDate) : null,
    endDate: draft.endDate ? zonedToInstant(draft.endDate) : null,
    restorePricesOnAutoFinish: draft.restorePricesOnAutoFinish,
  };
}
