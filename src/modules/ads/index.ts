import type { FeiraModule } from '../../platform/module.ts';
import { adsBffRoutes } from './ads.bff.routes.ts';
import { adsRoutes } from './ads.routes.ts';
import { registerPropagation } from './ads.propagation.ts';
import { definePublication } from './ads.publication.ts';
import { defineExistingItems } from './ads.listings.ts';
import { adsListingsBffRoutes } from './ads.listings.routes.ts';
import { publicationSweeper } from './ads.sweeper.ts';
import { requeueRefusedAds } from './ads.reconnect.ts';

export const adsModule: FeiraModule = {
  name: 'ads',
  setup(rt) {
    definePublication(rt);
    defineExistingItems(rt);
    registerPropagation(rt);
    rt.events.consume({
      name: 'ads.requeue-on-connect',
      events: ['marketplace.AccountConnected'],
      handle: requeueRefusedAds,
    });
    rt.background.push(publicationSweeper(rt));
  },
  async routes(app, rt) {
    await adsRoutes(app);
    await adsBffRoutes(app, rt);
    await adsListingsBffRoutes(app);
  },
};

export { applySkuPrices, applySkuStock, platformsOfSkus } from './channel-values.ts';
export type { SkuChannelValue } from './channel-values.ts';
export { adTargets, adSummariesOfSkus, hasAdOn, skuIdsOfChannelItems } from './ads.queries.ts';
export { adsWithChannelErrors } from './ads.health.ts';
export { createAd } from './ads.service.ts';
