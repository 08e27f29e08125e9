/** An operation's usage plan: requests per second added to its token bucket, and the bucket's size. */
export interface UsagePlan {
  rate: number;
  burst: number;
}

/**
 * The default usage plans of the operations Feira calls, as Amazon's API reference gives them per
 * account and application (docs/channels/amazon.md). Amazon may grant an account more: the
 * `x-amzn-RateLimit-Limit` header of its answers replaces the rate.
 */
const plans: Record<string, UsagePlan> = {
  getListingsItem: { rate: 5, burst: 10 },
  putListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 10 },
  deleteListingsItem: { rate: 5, burst: 10 },
  searchListingsItems: { rate: 5, burst: 5 },
  searchDefinitionsProductTypes: { rate: 5, burst: 10 },
  getDefinitionsProductType: { rate: 5, burst: 10 },
  searchOrders: { rate: 0.0056, burst: 20 },
  listFinancialEvents: { rate: 0.5, burst: 30 },
  listFinancialEventsByOrderId: { rate: 0.5, burst: 30 },
  listFinancialEventGroups: { rate: 0.5, burst: 30 },
  listFinancialEventsByGroupId: { rate: 0.5, burst: 30 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  confirmShipment: { rate: 2, burst: 10 },
};

/** The most cautious plan, for an operation the table does not name: one call a second, no burst. */
const unknownPlan: UsagePlan = { rate: 1, burst: 1 };

export const planOf = (operation: string): UsagePlan => plans[operation] ?? unknownPlan;
