import type { FeiraModule } from '../../platform/module.ts';
import { defineRunJob } from './price-formation.job.ts';
import { registerCostChanges } from './price-formation.consumers.ts';
import { priceFormationBffRoutes } from './price-formation.bff.routes.ts';
import { priceFormationRoutes } from './price-formation.routes.ts';
import { defineRuleSchedules } from './price-formation.service.ts';
import { registerPriceFormationGauges } from './price-formation.metrics.ts';

/** Price formation rules : prices from cost and margin, per channel. */
export const priceFormationModule: FeiraModule = {
  name: 'price-formation',
  setup(rt) {
    defineRunJob(rt);
    defineRuleSchedules(rt);
    registerCostChanges(rt);
    registerPriceFormationGauges(rt);
  },
  async routes(app, rt) {
    await priceFormationRoutes(app);
    await priceFormationBffRoutes(app, rt);
  },
};

export { ruleCoverageAlerts } from './price-formation.coverage.ts';
export { createRule } from './price-formation.service.ts';
export { ruleStatuses } from './domain/rule.ts';
