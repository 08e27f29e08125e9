interface Eligibility {
  platforms?: string[];
  categoryIds?: string[];
  brandIds?: string[];
  skuIds?: string[];
}

interface CostStructure {
  cost?: number | null;
  channelCosts?: { commission?: number; freight?: number; tax?: number };
  productCosts?: { inboundFreight?: number; packaging?: number; royalty?: number };
  embedProductCosts?: boolean;
}

interface Objective {
  driver: string;
  value: number;
  valueType?: 'AMOUNT' | 'PERCENTAGE';
}

/** The rule's pricing math: what a simulation and a template carry. */
export interface RuleMath {
  domain?: string;
  baseValue?: string;
  eligibility?: Eligibility;
  costStructure?: CostStructure;
  objective: Objective;
  priority?: number;
}

export interface Rule extends RuleMath {
  id: string;
  name: string;
  // `string & {}`: the known states, and any the service adds later (clients ignore unknown values).
  status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED' | (string & {});
  startDate?: string;
  endDate?: string;
  restorePricesOnAutoFinish: boolean;
  priority: number;
  lastJobId?: string;
  updatedAt: string;
}

export interface RuleInput extends RuleMath {
  name?: string;
  startDate?: string | null;
  endDate?: string | null;
  restorePricesOnAutoFinish?: boolean;
}

export interface Template {
  id: string;
  name: string;
  rule: RuleMath & { restorePricesOnAutoFinish?: boolean };
  copiedFrom?: string;
  createdAt: string;
}

export const ROOT = '/bffweb/price-formation';

/** Moves the decimal point in the number's text (16.5 → 0.165 exactly, where 16.5 / 100 may not be). */
function shift(value: number, places: number): number {
  const [digits, exponent = '0'] = String(value).split('e');
  return Number(`${digits}e${Number(exponent) + places}`);
}

/** A percentage the seller types (16 or 16,5) as the fraction the service takes. */
export const toFraction = (percent: number) => shift(percent, -2);
export const toPercent = (fraction: number) => shift(fraction, 2);
