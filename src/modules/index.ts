import type { FeiraModule } from '../platform/module.ts';
import { opsModule } from './ops/index.ts';
import { sellersModule } from './sellers/index.ts';
import { catalogModule } from './catalog/index.ts';
import { webhooksModule } from './webhooks/index.ts';
import { marketplacesModule } from './marketplaces/index.ts';
import { adsModule } from './ads/index.ts';
import { freightModule } from './freight/index.ts';
import { pricesModule } from './prices/index.ts';
import { stockModule } from './stock/index.ts';
import { ordersModule } from './orders/index.ts';
import { tagsModule } from './tags/index.ts';
import { priceFormationModule } from './price-formation/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { catalogViewsModule } from './catalog-views/index.ts';
import { auditModule } from './audit/index.ts';
import { reconciliationModule } from './reconciliation/index.ts';

/** Every business module, in registration order. */
export const modules: readonly FeiraModule[] = [
  opsModule,
  sellersModule,
  catalogModule,
  catalogViewsModule,
  marketplacesModule,
  adsModule,
  pricesModule,
  stockModule,
  priceFormationModule,
  freightModule,
  ordersModule,
  tagsModule,
  reconciliationModule,
  webhooksModule,
  dashboardModule,
  auditModule,
];
