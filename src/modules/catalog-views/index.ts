import type { FeiraModule } from '../../platform/module.ts';
import { catalogViewsBffRoutes } from './catalog-views.bff.routes.ts';
import { catalogViewsRoutes } from './catalog-views.routes.ts';

/**
 * Product reads that show what other modules hold of each variation (its ads, price and stock) or filter
 * on it (`notPublishedOn`): no tables of its own, it composes the catalog with ads, prices and stock, so
 * the catalog imports none of them (ADS-92).
 */
export const catalogViewsModule: FeiraModule = {
  name: 'catalog-views',
  async routes(app, rt) {
    await catalogViewsRoutes(app, rt);
    await catalogViewsBffRoutes(app, rt);
  },
};
