import type { FeiraModule } from '../../platform/module.ts';
import { defineSettlementReading } from './reconciliation.reading.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';

/** Money in: each order's expected payout against what its channel reported it paid, and why they differ. */
export const reconciliationModule: FeiraModule = {
  name: 'reconciliation',
  setup(rt) {
    defineSettlementReading(rt);
  },
  routes: reconciliationRoutes,
};

export { reconciliationFigures } from './reconciliation.service.ts';
