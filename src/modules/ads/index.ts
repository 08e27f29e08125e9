import type { FeiraModule } from '../../platform/module.ts';
import { adsBffRoutes } from './ads.bff.routes.ts';
import { adsRoutes } from './ads.routes.ts';
import { registerPropagation } from './ads.propagation.ts';
import { definePublication } from './ads.publication.ts';
import { publicationSweeper } from './ads.sweeper.ts';

export const adsModule: FeiraModule = {
  name: 'ads',
  setup(rt) {
    definePublication(rt);
    registerPropagation(rt);
    rt.background.push(publicationSweeper(rt));
  },
  async routes(app, rt) {
    await adsRoutes(app);
    await adsBffRoutes(app, rt);
  },
};

export { applySkuPrices, applySkuStock, platformsOfSkus } from './channel-values.ts';
export type { SkuChannelValue } from './channel-values.ts';
export { adTargets, adSummariesOfSkus, hasAdOn, skuIdsOfChannelItems } from './ads.queries.ts';
export { adsWithChannelErrors } from './ads.health.ts';
export { createAd } from './ads.service.ts';
