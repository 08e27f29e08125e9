import { markChannelItemFailed } from './ads.channel-failures.ts';
import type { FeiraModule } from '../../platform/module.ts';
import { adsBffRoutes } from './ads.bff.routes.ts';
import { adsRoutes } from './ads.routes.ts';
import { registerPropagation } from './ads.propagation.ts';
import { definePublication } from './ads.publication.ts';
import { defineExistingItems } from './ads.listings.ts';
import { adsListingsBffRoutes } from './ads.listings.routes.ts';
import { publicationSweeper } from './ads.sweeper.ts';
import { requeueRefusedAds } from './ads.reconnect.ts';
import { registerValueFollowing } from './ads.consumers.ts';
import { adTargets } from './ads.queries.ts';
import { platformsOfSkus } from './channel-values.ts';
import { adTargetsPort } from '../prices/index.ts';
import { skuPlatformsPort } from '../stock/index.ts';

export const adsModule: FeiraModule = {
  name: 'ads',
  setup(rt) {
    definePublication(rt);
    defineExistingItems(rt);
    registerPropagation(rt);
    registerValueFollowing(rt);
    // Prices and stock name ads but sit below them: they ask through these ports (ADS-91).
    adTargetsPort.plug(adTargets);
    skuPlatformsPort.plug(platformsOfSkus);
    rt.events.consume({
      name: 'ads.channel-item-failed',
      events: ['marketplace.ChannelItemFailed'],
      handle: markChannelItemFailed,
    });
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

export { platformsOfSkus } from './channel-values.ts';
export { adTargets, adSummariesOfSkus, hasAdOn, skuIdsOfChannelItems } from './ads.queries.ts';
export { adsWithChannelErrors } from './ads.health.ts';
export { createAd } from './ads.service.ts';
