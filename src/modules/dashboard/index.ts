import type { FeiraModule } from '../../platform/module.ts';
import { dashboardBffRoutes } from './dashboard.bff.routes.ts';
import { reportsBffRoutes } from './dashboard.reports.routes.ts';

/**
 * The web admin's dashboard (`/bffweb/dashboard`) and reports (`/bffweb/dashboard/reports`): no tables
 * of their own, they read the other modules.
 */
export const dashboardModule: FeiraModule = {
  name: 'dashboard',
  async routes(app) {
    await dashboardBffRoutes(app);
    await reportsBffRoutes(app);
  },
};
