import type { FeiraModule } from '../../platform/module.ts';
import { defineRecompute } from './prices.engine.ts';
import { pricesBffRoutes } from './prices.bff.routes.ts';
import { screenWindowStarts } from './prices.guard.ts';
import { pricesRoutes } from './prices.routes.ts';
import { definePromotionJobs } from './promotions.service.ts';
import { promotionsBffRoutes } from './promotions.bff.routes.ts';
import { promotionsRoutes } from './promotions.routes.ts';

/** Prices with their history, and promotions, which change prices. */
export const pricesModule: FeiraModule = {
  name: 'prices',
  setup(rt) {
    defineRecompute(rt, screenWindowStarts);
    definePromotionJobs(rt);
  },
  async routes(app, rt) {
    await pricesRoutes(app, rt);
    await pricesBffRoutes(app, rt);
    await promotionsRoutes(app, rt);
    await promotionsBffRoutes(app, rt);
  },
};

export { setRulePrices, currentPrices, platformListPrices, restoreRulePrices } from './prices.service.ts';
export { previewRulePrices } from './prices.service.ts';
export type { SkuSet, GuardedScope } from './prices.service.ts';
export { putPriceList } from './prices.service.ts';
export { heldPriceCount } from './prices.guard.ts';
export { salePricesOf } from './prices.engine.ts';
export { adTargets as adTargetsPort } from './prices.ad-targets.ts';
