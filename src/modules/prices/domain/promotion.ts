import { EVERY_PLATFORM, inWindow } from './effective-price.ts';
import { isRuleType, promotionValueProblem, ruleTypes } from './promotion-math.ts';
import type { Problem } from './price-write.ts';

export const promotionStatuses = ['INACTIVE', 'ACTIVE', 'FINISHED'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

export type PromotionAction = 'activate' | 'finish' | 'update' | 'delete';

/**
 * Lifecycle of a promotion: INACTIVE → ACTIVE (activate) → FINISHED (finish or endDate). Repeating a
 * move that already happened is a no-op, so batch calls can be retried; a finished promotion is
 * history and only cloning brings it back; a running one must be finished before it is deleted.
 */
export function transition(
  status: PromotionStatus,
  action: PromotionAction,
): { to: PromotionStatus } | { noop: true } | { problem: string } {
  switch (action) {
    case 'activate':
      if (status === 'INACTIVE') return { to: 'ACTIVE' };
      if (status === 'ACTIVE') return { noop: true };
      return { problem: 'a finished promotion cannot be activated again: clone it' };
    case 'finish':
      if (status === 'ACTIVE') return { to: 'FINISHED' };
      if (status === 'FINISHED') return { noop: true };
      return { problem: 'an inactive promotion was never active: delete it instead' };
    case 'update':
      return status === 'FINISHED'
        ? { problem: 'a finished promotion cannot be changed: clone it' }
        : { to: status };
    case 'delete':
      return status === 'ACTIVE'
        ? { problem: 'an active promotion must be finished before it is deleted' }
        : { to: status };
  }
}

/** The eligibility tree (Feira's field names; docs/decisions.md). */
export interface Eligibility {
  domain: 'PRODUCT' | 'AD';
  skuIds?: string[];
  categoryIds?: string[];
  brandIds?: string[];
  adIds?: string[];
  platforms?: string[];
}

export interface PromotionDraft {
  name: string;
  ruleType: string;
  value: number | string;
  startDate?: string | null;
  endDate?: string | null;
  eligibility: Eligibility;
}

/** Problems of a promotion's own fields; whether its ids exist for the seller is the service's to check. */
export function promotionProblems(draft: PromotionDraft, platforms: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  if (!isRuleType(draft.ruleType)) {
    problems.push({
      field: 'ruleType',
      message: `unknown rule type ${draft.ruleType}; allowed: ${ruleTypes.join(', ')}`,
    });
  } else {
    const problem = promotionValueProblem(draft.ruleType, String(draft.value));
    if (problem) problems.push({ field: 'value', message: problem });
  }
  const { startDate, endDate, eligibility } = draft;
  if (startDate && endDate && new Date(endDate).getTime() <= new Date(startDate).getTime()) {
    problems.push({ field: 'endDate', message: 'must be after startDate' });
  }
  (eligibility.platforms ?? []).forEach((platform, i) => {
    if (!platforms.has(platform)) {
      problems.push({ field: `eligibility.platforms[${i}]`, message: `unknown platform ${platform}` });
    }
  });
  if (eligibility.domain === 'AD') {
    if (!eligibility.adIds?.length)
      problems.push({ field: 'eligibility.adIds', message: 'domain AD needs adIds' });
    for (const field of ['skuIds', 'categoryIds', 'brandIds'] as const) {
      if (eligibility[field]?.length) {
        problems.push({ field: `eligibility.${field}`, message: 'domain AD selects ads by adIds only' });
      }
    }
  } else if (eligibility.adIds?.length) {
    problems.push({ field: 'eligibility.adIds', message: 'adIds need domain AD' });
  }
  return problems;
}

export interface PromotionWindow {
  status: PromotionStatus;
  startAt: string | null;
  endAt: string | null;
}

/** Whether a promotion changes prices now: ACTIVE and inside its window. */
export function inEffect(p: PromotionWindow, now: Date): boolean {
  return p.status === 'ACTIVE' && inWindow(p.startAt, p.endAt, now);
}

export interface CoveredItem {
  skuId: string;
  /** `''`: every platform of the SKU. */
  platform: string;
}

/**
 * What a promotion covers. PRODUCT: the candidate SKUs (its skuIds and the SKUs of its categories, or
 * every priced SKU when it names neither) on its platforms, or on every platform. AD: each ad's SKU on
 * the ad's platform, kept only where the platform filter allows.
 */
export function coveredItems(
  eligibility: Eligibility,
  skuIds: readonly string[],
  ads: readonly { skuId: string; platform: string }[],
): CoveredItem[] {
  const only = eligibility.platforms?.length ? new Set(eligibility.platforms) : null;
  if (eligibility.domain === 'AD') {
    return ads
      .filter((ad) => !only || only.has(ad.platform))
      .map((ad) => ({ skuId: ad.skuId, platform: ad.platform }));
  }
  const scopes = only ? [...only] : [EVERY_PLATFORM];
  return [...new Set(skuIds)].flatMap((skuId) => scopes.map((platform) => ({ skuId, platform })));
}
