/** Rule-level pure rules: eligibility of platforms, the rule state machine, precedence. */

/** Which SKUs and platforms a rule prices, in the names promotions use too (docs/decisions.md, PF-17). */
export interface Eligibility {
  /** Platform codes; empty or absent: every platform the SKU has an ad on. */
  platforms?: string[];
  categoryIds?: string[];
  brandIds?: string[];
  skuIds?: string[];
  /** Domain AD: only these ads, each its SKU on its own platform (PF-20). */
  adIds?: string[];
}

/** Eligibility as rules and templates stored before the shared names hold it (PF-21: no longer accepted). */
export interface EligibilityInput extends Eligibility {
  /** Old name of `categoryIds`. */
  categories?: string[];
  /** Old name of `brandIds`. */
  brands?: string[];
}

/** The eligibility in the shared names: an old name's ids move to the new one. */
export function sharedNames(input: EligibilityInput): Eligibility {
  const { categories, brands, ...rest } = input;
  return {
    ...rest,
    ...(categories !== undefined && rest.categoryIds === undefined ? { categoryIds: categories } : {}),
    ...(brands !== undefined && rest.brandIds === undefined ? { brandIds: brands } : {}),
  };
}

export const ruleStatuses = ['INACTIVE', 'SCHEDULED', 'ACTIVE', 'FINISHED'] as const;
export type RuleStatus = (typeof ruleStatuses)[number];

/**
 * The platforms a rule prices a SKU on. PRODUCT: the eligibility's platforms when named (a price
 * set before the SKU is published there is waiting for its ad), else every platform the SKU has an
 * ad on. AD: only platforms where the SKU has an ad, narrowed by the eligibility's platforms.
 */
export function platformsFor(
  domain: 'PRODUCT' | 'AD',
  eligibility: Eligibility,
  adPlatforms: readonly string[],
): string[] {
  const named = eligibility.platforms ?? [];
  if (named.length === 0) return [...new Set(adPlatforms)].sort();
  if (domain === 'PRODUCT') return [...new Set(named)].sort();
  return [...new Set(adPlatforms.filter((p) => named.includes(p)))].sort();
}

export interface Ranked {
  id: string;
  priority: number;
  createdAt: string;
}

/** Whether `a` wins over `b` on a SKU both price: higher priority, then the newer rule. */
export function outranks(a: Ranked, b: Ranked): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  const at = new Date(a.createdAt).getTime();
  const bt = new Date(b.createdAt).getTime();
  if (at !== bt) return at > bt;
  return a.id > b.id;
}

export type RuleAction = 'apply' | 'finish' | 'update' | 'delete' | 'restore';

/** Spec 3.1, and what is allowed on the way; null when allowed, else why not. */
export function refusal(status: RuleStatus, action: RuleAction): string | null {
  switch (action) {
    case 'apply':
      return status === 'FINISHED'
        ? 'a FINISHED rule must be made INACTIVE (PUT) before it is applied again'
        : null;
    case 'finish':
      return status === 'ACTIVE' || status === 'SCHEDULED'
        ? null
        : `only an ACTIVE or SCHEDULED rule can finish`;
    case 'update':
      return status === 'SCHEDULED' ? 'the rule is SCHEDULED: wait for its job or finish it first' : null;
    case 'delete':
      return status === 'ACTIVE' || status === 'SCHEDULED' ? 'finish the rule before deleting it' : null;
    case 'restore':
      return null;
  }
}
