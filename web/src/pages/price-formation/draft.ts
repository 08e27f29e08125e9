import { instantToZonedDateTime, zonedToInstant } from '../../dates';
import type { Rule, RuleInput, RuleMath, Template } from './model';
import { toFraction, toPercent } from './model';

type Num = number | string;

/** The rule editor's form: numbers as the inputs hold them ('' = not given), percentages as percent. */
export interface Draft {
  name: string;
  domain: string;
  baseValue: string;
  platforms: string[];
  cost: Num;
  commissionPct: Num;
  taxPct: Num;
  channelFreight: Num;
  embedProductCosts: boolean;
  inboundFreight: Num;
  packaging: Num;
  royalty: Num;
  driver: string;
  value: Num;
  valueType: 'AMOUNT' | 'PERCENTAGE';
  priority: Num;
  startDate: string;
  endDate: string;
  restorePricesOnAutoFinish: boolean;
  /** Eligibility the editor does not show (categoryIds, brandIds, skuIds): kept as the rule has it. */
  otherEligibility: { categoryIds?: string[]; brandIds?: string[]; skuIds?: string[] };
}

const given = (value: Num): value is number | string => value !== '' && Number.isFinite(Number(value));
const opt = (value: number | undefined | null): Num => (value === undefined || value === null ? '' : value);

export function emptyDraft(): Draft {
  return {
    name: '',
    domain: 'PRODUCT',
    baseValue: 'COST',
    platforms: [],
    cost: '',
    commissionPct: '',
    taxPct: '',
    channelFreight: '',
    embedProductCosts: false,
    inboundFreight: '',
    packaging: '',
    royalty: '',
    driver: 'CONTRIBUTION_MARGIN',
    value: '',
    valueType: 'AMOUNT',
    priority: 0,
    startDate: '',
    endDate: '',
    restorePricesOnAutoFinish: true,
    otherEligibility: {},
  };
}

export function draftOf(source: (RuleMath & Partial<Rule>) | Template['rule'], name = ''): Draft {
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
    cost: opt(rule.costStructure?.cost),
    commissionPct: channel.commission === undefined ? '' : toPercent(channel.commission),
    taxPct: channel.tax === undefined ? '' : toPercent(channel.tax),
    channelFreight: opt(channel.freight),
    embedProductCosts: rule.costStructure?.embedProductCosts ?? false,
    inboundFreight: opt(product.inboundFreight),
    packaging: opt(product.packaging),
    royalty: opt(product.royalty),
    driver: rule.objective.driver,
    value: percentage ? toPercent(rule.objective.value) : rule.objective.value,
    valueType: percentage ? 'PERCENTAGE' : 'AMOUNT',
    priority: rule.priority ?? 0,
    // datetime-local inputs on the seller's clock, whatever the browser's zone.
    startDate: instantToZonedDateTime(rule.startDate),
    endDate: instantToZonedDateTime(rule.endDate),
    restorePricesOnAutoFinish: rule.restorePricesOnAutoFinish ?? true,
    otherEligibility,
  };
}

/** The math a simulation, a rule and a template share; null while the objective has no value. */
export function mathOf(draft: Draft): RuleMath | null {
  if (!given(draft.value)) return null;
  const value = Number(draft.value);
  const percentage = draft.driver === 'CONTRIBUTION_MARGIN' && draft.valueType === 'PERCENTAGE';
  const channelCosts = {
    ...(given(draft.commissionPct) ? { commission: toFraction(Number(draft.commissionPct)) } : {}),
    ...(given(draft.taxPct) ? { tax: toFraction(Number(draft.taxPct)) } : {}),
    ...(given(draft.channelFreight) ? { freight: Number(draft.channelFreight) } : {}),
  };
  const productCosts = {
    ...(given(draft.inboundFreight) ? { inboundFreight: Number(draft.inboundFreight) } : {}),
    ...(given(draft.packaging) ? { packaging: Number(draft.packaging) } : {}),
    ...(given(draft.royalty) ? { royalty: Number(draft.royalty) } : {}),
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
      ...(given(draft.cost) ? { cost: Number(draft.cost) } : {}),
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
