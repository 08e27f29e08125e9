export const priceSources = ['API', 'ADMIN', 'RULE', 'PROMOTION', 'SCHEDULE'] as const;
export const ruleTypes = ['PERCENTAGE_DISCOUNT', 'FIXED_DISCOUNT', 'FIXED_PRICE'] as const;
export type RuleType = (typeof ruleTypes)[number];
export const promotionStatuses = ['INACTIVE', 'ACTIVE', 'FINISHED'] as const;
